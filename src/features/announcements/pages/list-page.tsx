import { Button, Select, Tag } from 'antd';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { ListSearch } from '@/components/list-kit/list-search';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { deleteAnnouncement, pinAnnouncement, publishAnnouncement } from '../api/announcements-api';
import { useAnnouncementMutation, useAnnouncements } from '../api/queries';
import type { AnnouncementRow } from '../api/types';
import { MSG_AUDIENCE_HIDDEN, STATUS_OPTIONS, statusColor, statusText } from '../constants';
import { Audience, Author } from '../components/audience';

/** /home/announcement: search, paging, pin (pinned first), publish (now or scheduled), delete; read counts. */
export default function AnnouncementListPage() {
  const navigate = useNavigate();
  // the server's page is 10 announcements, not to be changed
  const list = useListState({ pageSize: 10, filters: { status: '' as number | '' } });
  const query = useAnnouncements(list.term, list.filters.status, list.page);
  const publish = useAnnouncementMutation(publishAnnouncement, (r) =>
    toastSuccess(r.status === 2 ? '已设置定时发布' : '发布成功'),
  );
  const pin = useAnnouncementMutation(pinAnnouncement, (r) => toastSuccess(r.pinned ? '已置顶' : '已取消置顶'));
  const remove = useAnnouncementMutation(deleteAnnouncement);
  const del = useRowDelete<AnnouncementRow>({
    list,
    shown: query.data?.list.length,
    confirm: (a) => ({ content: `确定删除公告“${a.title}”吗？` }),
    remove: (a) => remove.mutateAsync(a.id),
    done: () => '删除成功',
  });

  // pin, publish and delete: one at a time on the page
  const rowAction = useSubmitOnce();
  const busy = rowAction.pending || del.pending;
  const askPublish = rowAction.guard(async (a: AnnouncementRow) => {
    const when = a.scheduledTime ? `将于${a.scheduledTime}定时发布，` : '';
    if (await confirmAction({ content: `确定发布公告“${a.title}”吗？${when}发布后接收范围内的成员可见。` }))
      await publish.mutateAsync(a.id);
  });
  const togglePin = rowAction.guard((a: AnnouncementRow) => pin.mutateAsync({ id: a.id, pinned: !a.pinned }));

  return (
    <PageFrame
      toolbar={
        <>
          <ListSearch list={list} label="搜索公告标题" placeholder="搜索公告标题" />
          <Select
            aria-label="公告状态"
            style={{ width: 120 }}
            value={list.filters.status}
            onChange={(v) => list.setFilter('status', v)}
            options={STATUS_OPTIONS}
          />
          <Button type="primary" onClick={() => navigate('/home/announcementAdd')}>
            新建公告
          </Button>
        </>
      }
    >
      <ListTable<AnnouncementRow>
        query={query}
        list={list}
        subject="公告"
        sizeChanger={false}
        columns={[
          {
            title: '标题',
            render: (_, a) => (
              <>
                {a.pinned && <Tag color="red">置顶</Tag>}
                <Link to={`/home/announcementDetails?id=${a.id}`}>{a.title}</Link>
              </>
            ),
          },
          {
            title: '状态',
            width: 90,
            render: (_, a) => <Tag color={statusColor(a.status)}>{statusText(a.status)}</Tag>,
          },
          { title: '接收范围', key: 'audience', width: 180, ellipsis: true, render: (_, a) => <Audience a={a} /> },
          {
            title: '阅读',
            width: 150,
            render: (_, a) => (a.status === 1 ? `已读 ${a.readCount} / 未读 ${a.unreadCount}` : '-'),
          },
          { title: '发布人', key: 'author', width: 100, render: (_, a) => <Author a={a} /> },
          { title: '附件', width: 70, render: (_, a) => a.attachments.length || '-' },
          {
            title: '发布时间',
            width: 170,
            render: (_, a) => a.publishTime ?? (a.status === 2 ? `${a.scheduledTime}（定时）` : '-'),
          },
          actionsColumn<AnnouncementRow>(
            250,
            (a) => a.title,
            (a) => [
              { label: '编辑', onClick: () => navigate(`/home/announcementAdd?id=${a.id}`) },
              {
                label: a.pinned ? '取消置顶' : '置顶',
                loading: pin.isPending && pin.variables?.id === a.id,
                disabled: busy,
                onClick: () => void togglePin(a),
              },
              a.status === 0 && {
                label: '发布',
                loading: publish.isPending && publish.variables === a.id,
                disabled: busy,
                onClick: () => void askPublish(a),
              },
              del.action(a, {
                refusedBecause: a.hiddenDepartmentCount || a.hiddenPersonCount ? MSG_AUDIENCE_HIDDEN : undefined,
                disabled: busy,
              }),
            ],
          ),
        ]}
      />
    </PageFrame>
  );
}

import { useState } from 'react';
import { Button, Input, Select, Space, Table, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { isWaiting } from '@/lib/query/list-subject';
import { deleteAnnouncement, pinAnnouncement, publishAnnouncement } from '../api/announcements-api';
import { useAnnouncementMutation, useAnnouncements } from '../api/queries';
import type { AnnouncementRow } from '../api/types';
import { MSG_AUDIENCE_HIDDEN, STATUS_OPTIONS, statusColor, statusText } from '../constants';
import { Audience, Author } from '../components/audience';
import { CLEARABLE } from '@/components/clearable';
import { RefusableRowAction } from '@/components/refusable-row-action';

/** /home/announcement: search, paging, pin (pinned first), publish (now or scheduled), delete; read counts. */
export default function AnnouncementListPage() {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const title = useDebouncedValue(text.trim());
  const [status, setStatus] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const list = useAnnouncements(title, status, page);
  const publish = useAnnouncementMutation(publishAnnouncement, (r) =>
    toastSuccess(r.status === 2 ? '已设置定时发布' : '发布成功'),
  );
  const pin = useAnnouncementMutation(pinAnnouncement, (r) => toastSuccess(r.pinned ? '已置顶' : '已取消置顶'));
  const remove = useAnnouncementMutation(deleteAnnouncement, () => toastSuccess('删除成功'));

  const rowAction = useSubmitOnce();
  const askPublish = rowAction.guard(async (a: AnnouncementRow) => {
    const when = a.scheduledTime ? `将于${a.scheduledTime}定时发布，` : '';
    if (await confirmAction({ content: `确定发布公告“${a.title}”吗？${when}发布后接收范围内的成员可见。` }))
      await publish.mutateAsync(a.id);
  });
  const togglePin = rowAction.guard((a: AnnouncementRow) => pin.mutateAsync({ id: a.id, pinned: !a.pinned }));
  const askDelete = rowAction.guard(async (a: AnnouncementRow) => {
    if (await confirmAction({ content: `确定删除公告“${a.title}”吗？`, danger: true })) await remove.mutateAsync(a.id);
  });

  return (
    <PageFrame
      toolbar={
        <>
          <Input.Search
            allowClear={CLEARABLE}
            aria-label="搜索公告标题"
            placeholder="搜索公告标题"
            value={text}
            onChange={(e) => {
              setText(e.target.value);
              setPage(1);
            }}
            style={{ width: 220 }}
          />
          <Select
            aria-label="公告状态"
            style={{ width: 120 }}
            value={status}
            onChange={(v) => {
              setStatus(v);
              setPage(1);
            }}
            options={STATUS_OPTIONS}
          />
          <Button type="primary" onClick={() => navigate('/home/announcementAdd')}>
            新建公告
          </Button>
        </>
      }
      loading={isWaiting(list)}
      error={list.error}
      onRetry={() => list.refetch()}
      empty={!list.isPending && !list.error && !list.data?.total}
      emptyText={title || status !== '' ? '没有符合条件的公告' : '暂无公告'}
    >
      <Table<AnnouncementRow>
        rowKey="id"
        dataSource={list.data?.list ?? []}
        pagination={{
          current: page,
          pageSize: 10,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (t) => `共 ${t} 条`,
        }}
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
          {
            title: '操作',
            width: 250,
            render: (_, a) => (
              <Space size={0}>
                <Button
                  type="link"
                  size="small"
                  aria-label={`编辑${a.title}`}
                  onClick={() => navigate(`/home/announcementAdd?id=${a.id}`)}
                >
                  编辑
                </Button>
                <Button
                  type="link"
                  size="small"
                  aria-label={`${a.pinned ? '取消置顶' : '置顶'}${a.title}`}
                  loading={pin.isPending && pin.variables?.id === a.id}
                  disabled={rowAction.pending}
                  onClick={() => togglePin(a)}
                >
                  {a.pinned ? '取消置顶' : '置顶'}
                </Button>
                {a.status === 0 && (
                  <Button
                    type="link"
                    size="small"
                    aria-label={`发布${a.title}`}
                    loading={publish.isPending && publish.variables === a.id}
                    disabled={rowAction.pending}
                    onClick={() => askPublish(a)}
                  >
                    发布
                  </Button>
                )}
                <RefusableRowAction
                  refusedBecause={a.hiddenDepartmentCount || a.hiddenPersonCount ? MSG_AUDIENCE_HIDDEN : undefined}
                  aria-label={`删除${a.title}`}
                  loading={remove.isPending && remove.variables === a.id}
                  disabled={rowAction.pending}
                  onClick={() => askDelete(a)}
                >
                  删除
                </RefusableRowAction>
              </Space>
            ),
          },
        ]}
      />
    </PageFrame>
  );
}

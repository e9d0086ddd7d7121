// Not on the list kit: read and unread are two parts of one answer, paged here, with no search or row actions.
import { useState } from 'react';
import { Alert, Button, Card, Segmented, Space, Table, Typography } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { remindUnread } from '../api/announcements-api';
import { useAnnouncementMutation, useReceipts } from '../api/queries';
import type { ReceiptMember } from '../api/types';
import { useRemindWait } from '../lib/remind-cooldown';

/** 阅读情况 of a published announcement: who of its audience has read it (and when), who has not; 提醒未读. */
export function ReceiptsPanel({ id }: { id: string }) {
  const receipts = useReceipts(id, true);
  const [tab, setTab] = useState<'read' | 'unread'>('read');
  const remind = useAnnouncementMutation(remindUnread, (r) => toastSuccess(`已提醒${r.count}名未读成员`));
  const once = useSubmitOnce();
  const data = receipts.data;
  const wait = useRemindWait(data?.lastRemindTime);
  const ask = once.guard(async () => {
    if (await confirmAction({ content: `确定提醒${data?.unread.length ?? 0}名未读成员阅读该公告吗？` }))
      await remind.mutateAsync(id);
  });
  const rows = (tab === 'read' ? data?.read : data?.unread) ?? [];
  return (
    <Card
      title="阅读情况"
      style={{ marginTop: 24 }}
      extra={
        <Space>
          {wait > 0 && <Typography.Text type="secondary">10分钟内已提醒过未读成员，请{wait}分钟后再试</Typography.Text>}
          <Button onClick={ask} loading={once.pending} disabled={!data?.unread.length || wait > 0}>
            提醒未读
          </Button>
        </Space>
      }
    >
      {receipts.error ? (
        <Alert
          type="error"
          showIcon
          title="阅读情况加载失败"
          action={
            <Button size="small" onClick={() => receipts.refetch()}>
              重试
            </Button>
          }
        />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Segmented<'read' | 'unread'>
            aria-label="阅读状态"
            value={tab}
            onChange={setTab}
            options={[
              { value: 'read', label: `已读 ${data?.read.length ?? 0}` },
              { value: 'unread', label: `未读 ${data?.unread.length ?? 0}` },
            ]}
          />
          {data?.lastRemindTime && (
            <Typography.Text type="secondary">
              上次提醒：{data.lastRemindTime}，共提醒 {data.lastRemindCount} 人
            </Typography.Text>
          )}
          <Table<ReceiptMember>
            aria-label={tab === 'read' ? '已读成员' : '未读成员'}
            rowKey="lenovoId"
            size="small"
            loading={receipts.isFetching}
            dataSource={rows}
            pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
            locale={{ emptyText: tab === 'read' ? '暂无成员阅读' : '全部成员均已读' }}
            columns={[
              { title: '姓名', dataIndex: 'name' },
              { title: '部门', render: (_, m) => m.departNames.join('、') || '-' },
              ...(tab === 'read' ? [{ title: '阅读时间', dataIndex: 'readTime', width: 180 }] : []),
            ]}
          />
        </Space>
      )}
    </Card>
  );
}

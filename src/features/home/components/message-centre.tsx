import { useState } from 'react';
import { Badge, Card, Pagination, Segmented } from 'antd';
import { SimpleList } from '@/components/simple-list';
import { useMessages } from '../api/queries';

const FILTERS = [
  { label: '全部', value: '' },
  { label: '未读', value: '0' },
  { label: '已读', value: '1' },
];

/** Whole messages per page: the card never cuts a message in the middle. */
export const MESSAGES_PER_PAGE = 4;

/** 消息中心 (/dynamicMessage/queryList). */
export function MessageCentre() {
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const messages = useMessages(status);
  const all = messages.data ?? [];
  const lastPage = Math.max(1, Math.ceil(all.length / MESSAGES_PER_PAGE));
  const current = Math.min(page, lastPage);
  const shown = all.slice((current - 1) * MESSAGES_PER_PAGE, current * MESSAGES_PER_PAGE);
  const choose = (value: string) => {
    setStatus(value);
    setPage(1);
  };
  return (
    <Card
      title="消息中心"
      extra={<Segmented size="small" options={FILTERS} value={status} onChange={(v) => choose(String(v))} />}
    >
      <SimpleList
        aria-label="消息列表"
        loading={messages.isLoading}
        dataSource={shown}
        rowKey={(m) => m.id}
        locale={{ emptyText: '暂无消息' }}
        renderItem={(m) => (
          <SimpleList.Item extra={<span style={{ fontSize: 12 }}>{m.createTime}</span>}>
            <SimpleList.Meta
              title={
                <Badge dot={m.status === 0} offset={[6, 0]}>
                  {m.title}
                </Badge>
              }
              description={m.content}
            />
          </SimpleList.Item>
        )}
      />
      {all.length > MESSAGES_PER_PAGE && (
        <Pagination
          simple
          size="small"
          aria-label="消息分页"
          style={{ marginTop: 12, textAlign: 'right' }}
          current={current}
          pageSize={MESSAGES_PER_PAGE}
          total={all.length}
          onChange={setPage}
        />
      )}
    </Card>
  );
}

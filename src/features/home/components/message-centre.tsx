import { useState } from 'react';
import { Badge, Card, List, Segmented } from 'antd';
import { useMessages } from '../api/queries';

const FILTERS = [
  { label: '全部', value: '' },
  { label: '未读', value: '0' },
  { label: '已读', value: '1' },
];

/** 消息中心 (/dynamicMessage/queryList). */
export function MessageCentre() {
  const [status, setStatus] = useState('');
  const messages = useMessages(status);
  return (
    <Card title="消息中心" extra={<Segmented size="small" options={FILTERS} value={status} onChange={(v) => setStatus(String(v))} />}>
      <List
        aria-label="消息列表"
        loading={messages.isLoading}
        dataSource={messages.data ?? []}
        locale={{ emptyText: '暂无消息' }}
        style={{ maxHeight: 320, overflow: 'auto' }}
        renderItem={(m) => (
          <List.Item extra={<span style={{ color: '#999', fontSize: 12 }}>{m.createTime}</span>}>
            <List.Item.Meta title={<Badge dot={m.status === 0} offset={[6, 0]}>{m.title}</Badge>} description={m.content} />
          </List.Item>
        )}
      />
    </Card>
  );
}

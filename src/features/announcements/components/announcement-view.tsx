import { Divider, Space, Tag, Typography } from 'antd';
import type { Announcement } from '../api/types';
import { statusText } from '../constants';
import { AttachmentList } from './attachment-list';
import { SafeHtml } from './safe-html';

/** Title, meta line, sanitised content and attachments. */
export function AnnouncementView({ a, showStatus = true }: { a: Announcement; showStatus?: boolean }) {
  return (
    <div>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>{a.title}</Typography.Title>
      <Space style={{ width: '100%', justifyContent: 'center', color: '#666' }}>
        <span>发布人：{a.author}</span>
        <span>{a.publishTime ? `发布时间：${a.publishTime}` : `更新时间：${a.updateTime}`}</span>
        {showStatus && <Tag color={a.status === 1 ? 'success' : 'default'}>{statusText(a.status)}</Tag>}
      </Space>
      <Divider />
      <SafeHtml html={a.content} />
      <AttachmentList items={a.attachments} />
    </div>
  );
}

import { Divider, Space, Tag, theme, Typography } from 'antd';
import type { Announcement } from '../api/types';
import { statusColor, statusText } from '../constants';
import { Audience, Author } from './audience';
import { AttachmentList } from './attachment-list';
import { SafeHtml } from './safe-html';

/** Title, meta line, sanitised content and attachments; the administrator's view adds status and
 *  audience, and names the author with their state (the member's public view: the name only). */
export function AnnouncementView({ a, showStatus = true }: { a: Announcement; showStatus?: boolean }) {
  const { token } = theme.useToken();
  return (
    <div>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>
        {a.title}
      </Typography.Title>
      <Space wrap style={{ width: '100%', justifyContent: 'center', color: token.colorTextSecondary }}>
        <span>
          发布人：
          <Author a={a} plain={!showStatus} />
        </span>
        <span>
          {a.publishTime
            ? `发布时间：${a.publishTime}`
            : a.status === 2 && a.scheduledTime
              ? `定时发布：${a.scheduledTime}`
              : `更新时间：${a.updateTime}`}
        </span>
        {showStatus && (
          <span>
            接收范围：
            <Audience a={a} />
          </span>
        )}
        {showStatus && a.pinned && <Tag color="red">置顶</Tag>}
        {showStatus && <Tag color={statusColor(a.status)}>{statusText(a.status)}</Tag>}
      </Space>
      <Divider />
      <SafeHtml html={a.content} />
      <AttachmentList items={a.attachments} />
    </div>
  );
}

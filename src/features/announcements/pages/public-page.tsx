import { Card, Result, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { usePublicAnnouncement } from '../api/queries';
import { AnnouncementView } from '../components/announcement-view';

/** /pcannouncementDetail?id=[&memberToken=]: a published announcement, without a session (without
 *  an id the router shows 缺少公告ID: the manifest's `requires`). */
export default function PublicAnnouncementPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  // The mobile client opens this page with the member's token: their read is recorded.
  const detail = usePublicAnnouncement(id, params.get('memberToken'));
  let body;
  if (detail.isLoading)
    body = (
      <div style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  else if (detail.error || !detail.data) body = <Result status="warning" title="公告不存在或尚未发布" />;
  else
    body = (
      <>
        <Typography.Text type="secondary">{detail.data.enterpriseName}</Typography.Text>
        <AnnouncementView a={detail.data} showStatus={false} />
      </>
    );
  return (
    <main style={{ maxWidth: 880, margin: '24px auto', padding: '0 16px' }}>
      <Card>{body}</Card>
    </main>
  );
}

import { Button, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { StatusPanel } from '@/components/status-panel';
import { isNotFound } from '@/lib/http/errors';
import { useAnnouncement } from '../api/queries';
import { AnnouncementView } from '../components/announcement-view';
import { ReceiptsPanel } from '../components/receipts-panel';

/** /home/announcementDetails?id= (without it the router shows 缺少公告ID: the manifest's `requires`) */
export default function AnnouncementDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const navigate = useNavigate();
  const detail = useAnnouncement(id);
  const back = <Button onClick={() => navigate('/home/announcement')}>返回列表</Button>;
  if (isNotFound(detail.error))
    return (
      <PageFrame>
        <StatusPanel title="公告不存在或已被删除" extra={back} />
      </PageFrame>
    );
  return (
    <PageFrame
      toolbar={
        <Space>
          {back}
          {detail.data && (
            <Button type="primary" onClick={() => navigate(`/home/announcementAdd?id=${detail.data.id}`)}>
              编辑
            </Button>
          )}
        </Space>
      }
      loading={detail.isLoading}
      error={detail.error}
      onRetry={() => detail.refetch()}
    >
      {detail.data && <AnnouncementView a={detail.data} />}
      {detail.data?.status === 1 && <ReceiptsPanel id={detail.data.id} />}
    </PageFrame>
  );
}

import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { PointsCard } from '../components/points-card';
import { RoomHistoryTable } from '../components/room-history-table';
import { MEETING_ROOMS_PATH } from '../paths';

/** /home/conference_room/video_usage: remaining video-meeting points and the meeting history (admin-modules §7 "Usage pages"). */
export default function VideoUsagePage() {
  const navigate = useNavigate();
  return (
    <PageFrame toolbar={<Button onClick={() => navigate(MEETING_ROOMS_PATH)}>返回会议室管理</Button>}>
      <PointsCard />
      <RoomHistoryTable />
    </PageFrame>
  );
}

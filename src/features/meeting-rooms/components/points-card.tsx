import { Alert, Card, Col, Row, Skeleton, Statistic } from 'antd';
import { useVideoPoints } from '../api/queries';

/** Remaining video-meeting points, the figure an administrator comes for, shown large. */
export function PointsCard() {
  const points = useVideoPoints();
  if (points.isError) return <Alert type="warning" showIcon title="获取剩余点数失败，请稍后重试" action={<a onClick={() => void points.refetch()}>重试</a>} />;
  if (!points.data) return <Card><Skeleton active paragraph={{ rows: 1 }} /></Card>;
  const p = points.data;
  return (
    <Card>
      <Row gutter={24}>
        <Col span={9}>
          <Statistic title="剩余点数" value={p.availablePoints} suffix="点" styles={{ content: { fontSize: 36, color: p.availablePoints > 0 ? '#1677ff' : '#ff4d4f' } }} />
        </Col>
        <Col span={5}><Statistic title="总点数" value={p.totalPoints} /></Col>
        <Col span={5}><Statistic title="已用点数" value={p.usedPoints} /></Col>
        <Col span={5}><Statistic title="有效期至" value={p.expireTime || '长期有效'} /></Col>
      </Row>
    </Card>
  );
}

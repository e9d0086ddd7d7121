import { Alert, Button, Card, Col, Row, Skeleton, Statistic, theme } from 'antd';
import { useVideoPoints } from '../api/queries';

const LABEL = '视频会议点数';

/** Remaining video-meeting points, the figure an administrator comes for, shown large. An answer
 *  without data (ENTERPRISE_0072 or 200 with `data: null`) is a finished answer: no points to show. */
export function PointsCard() {
  const { token } = theme.useToken();
  const points = useVideoPoints();
  if (points.isError) {
    return (
      <Alert
        type="warning"
        showIcon
        title="获取剩余点数失败，请稍后重试"
        action={
          <Button type="link" size="small" onClick={() => void points.refetch()}>
            重试
          </Button>
        }
      />
    );
  }
  if (points.isPending) {
    return (
      <Card aria-label={LABEL} aria-busy="true">
        <Skeleton active paragraph={{ rows: 1 }} />
      </Card>
    );
  }
  const p = points.data;
  if (!p) {
    return (
      <Card aria-label={LABEL}>
        <Statistic title="剩余点数" value="-" />
        <div style={{ color: 'rgba(0,0,0,.45)' }}>暂无点数信息</div>
      </Card>
    );
  }
  return (
    <Card aria-label={LABEL}>
      <Row gutter={24}>
        <Col span={9}>
          <Statistic
            title="剩余点数"
            value={p.availablePoints}
            suffix="点"
            styles={{ content: { fontSize: 36, color: p.availablePoints > 0 ? token.colorPrimary : token.colorError } }}
          />
        </Col>
        <Col span={5}>
          <Statistic title="总点数" value={p.totalPoints} />
        </Col>
        <Col span={5}>
          <Statistic title="已用点数" value={p.usedPoints} />
        </Col>
        <Col span={5}>
          <Statistic title="有效期至" value={p.expireTime || '长期有效'} />
        </Col>
      </Row>
    </Card>
  );
}

import { Button, Card, Col, Row, Space, Spin, Statistic, Switch, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useAiAuthor, useMemberCount, useSwitchStatus, useUpdateSwitch } from '../api/queries';

/** Member count, the join switch and the AI-assistant entry (shown only with AI menu authority; a
 *  failed authority call shows as such, with a retry). */
export function HomeStats() {
  const count = useMemberCount();
  const switchStatus = useSwitchStatus();
  const update = useUpdateSwitch();
  const ai = useAiAuthor();
  const switchOnce = useSubmitOnce();
  return (
    <Row gutter={16}>
      <Col span={8}>
        <Card>
          <Statistic title="企业成员" value={count.data ?? '-'} suffix={count.data !== undefined ? '人' : undefined} />
          <Link to="/home/enterpriseDetai">查看企业详情</Link>
        </Card>
      </Col>
      <Col span={8}>
        <Card>
          <Typography.Text type="secondary">成员申请加入</Typography.Text>
          <div style={{ marginTop: 12, display: 'flex', alignItems: 'center', gap: 12 }}>
            <Switch
              aria-label="允许成员申请加入企业"
              checked={switchStatus.data === 1}
              loading={switchStatus.isFetching || switchOnce.pending}
              onChange={switchOnce.guard((on: boolean) => update.mutateAsync(on ? 1 : 0))}
            />
            <span>{switchStatus.data === 1 ? '已开启' : '已关闭'}</span>
          </div>
        </Card>
      </Col>
      <Col span={8}>
        <Card>
          <Typography.Text type="secondary">企业AI助理</Typography.Text>
          <div style={{ marginTop: 12 }}>
            {ai.data ? (
              <Link to="/home/intelligent/intelligent_create">设置企业AI助理</Link>
            ) : // a failed call says nothing about the authority: it is a failure to retry, not "none"
            ai.isError ? (
              <Space size={4}>
                <Typography.Text type="secondary">获取AI助理设置权限失败</Typography.Text>
                <Button type="link" size="small" loading={ai.isFetching} onClick={() => void ai.refetch()}>
                  重试
                </Button>
              </Space>
            ) : ai.isPending ? (
              <Spin size="small" />
            ) : (
              <Typography.Text type="secondary">暂无AI助理设置权限</Typography.Text>
            )}
          </div>
        </Card>
      </Col>
    </Row>
  );
}

import { Alert, Button, Card, Descriptions, Space, Tabs, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useCertification } from '@/stores/certification';
import { useCertStatus } from '../api/queries';
import { statusLabel } from '../constants';
import { AppealForm, ApplyForm, AuthForm } from './cert-forms';

/** 企业资质认证: the status from the server and the detail panel with the three flows (§4.3). */
export function CertCard() {
  const status = useCertStatus();
  const applyStatus = useCertification((s) => s.applyStatus);
  const open = useCertification((s) => s.detailOpen);
  const setOpen = useCertification((s) => s.setDetailOpen);
  const record = status.data;
  const { label, color } = statusLabel(applyStatus);
  const tabs = [
    { key: 'apply', label: '提交认证', children: <ApplyForm />, show: applyStatus === 0 || applyStatus === 3 },
    { key: 'auth', label: '工商信息认证', children: <AuthForm />, show: applyStatus !== 2 },
    { key: 'appeal', label: '认证申诉', children: <AppealForm />, show: applyStatus === 1 || applyStatus === 3 },
  ].filter((t) => t.show);

  return (
    <Card
      id="home-cert-card"
      title={
        <Space>
          企业资质认证
          <Tag color={color} aria-label="认证状态">
            {label}
          </Tag>
        </Space>
      }
      loading={status.isLoading}
      extra={
        <Space>
          <Link to="/home/homeEnterpriseCertificationDetail">认证记录</Link>
          <Button type="link" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? '收起详情' : '展开详情'}
          </Button>
        </Space>
      }
    >
      {record ? (
        <Descriptions size="small" column={3}>
          <Descriptions.Item label="企业名称">{record.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{record.creditCode}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{record.applyTime}</Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Text type="secondary">企业尚未认证，完成企业资质认证后可使用全部企业服务。</Typography.Text>
      )}
      {record?.rejectReason && (
        <Alert type="error" showIcon style={{ marginTop: 12 }} title={`未通过原因：${record.rejectReason}`} />
      )}
      {open && (
        <div role="region" aria-label="认证详情" style={{ marginTop: 16 }}>
          {tabs.length ? (
            <Tabs items={tabs.map(({ key, label: l, children }) => ({ key, label: l, children }))} />
          ) : (
            <Alert type="success" showIcon title="企业已完成资质认证" />
          )}
          {applyStatus === 4 && <Alert type="info" showIcon title="申诉正在处理中，处理结果将通过消息中心通知您" />}
        </div>
      )}
    </Card>
  );
}

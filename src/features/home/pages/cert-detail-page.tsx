import { Descriptions, Space, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useCertStatus } from '../api/queries';
import { statusLabel } from '../constants';

/** homeEnterpriseCertificationDetail: the certification record. */
export default function CertDetailPage() {
  const status = useCertStatus();
  const r = status.data;
  const { label, color } = statusLabel(r?.applyStatus ?? 0);
  return (
    <PageFrame
      heading="认证记录"
      toolbar={
        <Space>
          <Link to="/home/homeEnterpriseCertificationInfo">工商信息</Link>
          <Link to="/home/enterpriseCertificationDetail">申诉详情</Link>
          <Link to="/home/enterprise_certification">返回首页</Link>
        </Space>
      }
      loading={status.isLoading}
      empty={!status.isLoading && !r}
      emptyText="企业尚未提交资质认证"
    >
      {r && (
        <Descriptions bordered column={2}>
          <Descriptions.Item label="认证状态">
            <Tag color={color}>{label}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label="企业名称">{r.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label="统一社会信用代码">{r.creditCode}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{r.legalPerson}</Descriptions.Item>
          <Descriptions.Item label="联系人">{r.contactName}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{r.contactPhone}</Descriptions.Item>
          <Descriptions.Item label="提交时间">{r.applyTime}</Descriptions.Item>
          <Descriptions.Item label="审核时间">{r.auditTime ?? '-'}</Descriptions.Item>
        </Descriptions>
      )}
    </PageFrame>
  );
}

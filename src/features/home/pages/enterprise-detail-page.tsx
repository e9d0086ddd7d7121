import { Descriptions } from 'antd';
import { Link } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { useEnterpriseInfo } from '../api/queries';

/** enterpriseDetai: the current enterprise. */
export default function EnterpriseDetailPage() {
  const info = useEnterpriseInfo();
  const d = info.data;
  return (
    <PageFrame
      toolbar={<Link to="/home/enterprise_certification">返回首页</Link>}
      loading={info.isLoading}
      error={info.error}
      onRetry={() => info.refetch()}
    >
      {d && (
        <Descriptions bordered column={2}>
          <Descriptions.Item label="企业名称">{d.enterpriseName}</Descriptions.Item>
          <Descriptions.Item label="企业号">{d.enterpriseNumber}</Descriptions.Item>
          <Descriptions.Item label="所属行业">{d.industry}</Descriptions.Item>
          <Descriptions.Item label="企业规模">{d.scale}</Descriptions.Item>
          <Descriptions.Item label="企业管理员">{d.adminName}</Descriptions.Item>
          <Descriptions.Item label="成员人数">{d.memberCount}</Descriptions.Item>
          <Descriptions.Item label="联系人">{d.contactName}</Descriptions.Item>
          <Descriptions.Item label="联系电话">{d.contactPhone}</Descriptions.Item>
          <Descriptions.Item label="联系邮箱">{d.email || '-'}</Descriptions.Item>
          <Descriptions.Item label="创建时间">{d.createTime}</Descriptions.Item>
        </Descriptions>
      )}
    </PageFrame>
  );
}

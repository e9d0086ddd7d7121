import { useState } from 'react';
import { Button, Descriptions, Space } from 'antd';
import { PageFrame } from '@/components/page-frame';
import { useEnterprise } from '../api/queries';
import { EngineersCard } from '../components/engineers-card';
import { InfoFormModal } from '../components/info-form-modal';
import { OwnerActions } from '../components/owner-actions';

/** /home/enterpriseSettings */
export default function SettingsPage() {
  const info = useEnterprise();
  const [editing, setEditing] = useState(false);
  const d = info.data;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <PageFrame
        heading="企业信息"
        toolbar={d && <Button onClick={() => setEditing(true)}>编辑企业信息</Button>}
        loading={info.isLoading}
        error={info.error}
        onRetry={() => info.refetch()}
      >
        {d && (
          <Descriptions bordered column={2} size="small">
            <Descriptions.Item label="企业名称">{d.enterpriseName}</Descriptions.Item>
            <Descriptions.Item label="企业号">{d.enterpriseNumber}</Descriptions.Item>
            <Descriptions.Item label="所属行业">{d.industry}</Descriptions.Item>
            <Descriptions.Item label="企业规模">{d.scale}</Descriptions.Item>
            <Descriptions.Item label="联系人">{d.contactName}</Descriptions.Item>
            <Descriptions.Item label="联系电话">{d.contactPhone}</Descriptions.Item>
            <Descriptions.Item label="联系邮箱">{d.email || '-'}</Descriptions.Item>
            <Descriptions.Item label="企业管理员">{d.adminName}</Descriptions.Item>
          </Descriptions>
        )}
      </PageFrame>
      {d && <InfoFormModal info={d} open={editing} onClose={() => setEditing(false)} />}
      <EngineersCard />
      {d?.isOwner && <OwnerActions info={d} />}
    </Space>
  );
}

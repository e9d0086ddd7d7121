import { useState } from 'react';
import { Button, Space } from 'antd';
import { EnterpriseDescriptions } from '@/components/enterprise-descriptions';
import { PageFrame, queryFrame } from '@/components/page-frame';
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
        {...queryFrame(info)}
      >
        {d && <EnterpriseDescriptions info={d} size="small" />}
      </PageFrame>
      {d && <InfoFormModal info={d} open={editing} onClose={() => setEditing(false)} />}
      <EngineersCard />
      {d?.isOwner && <OwnerActions info={d} />}
    </Space>
  );
}

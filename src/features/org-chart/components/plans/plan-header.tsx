import { useState } from 'react';
import { Button, Descriptions, Space, Tag, Typography } from 'antd';
import { lazyNamed } from '@/lib/lazy-named';
import type { PlanSummary } from '../../api/plan-types';
import { PLAN_STATUS_COLOR, PLAN_STATUS_LABEL } from '../../constants';

const PlanFormModal = lazyNamed(() => import('./plan-form-modal').then((m) => m.PlanFormModal));

const who = (name: string, time: string) => `${name} ${time}`;

/** The plan's name, status and record; 编辑 (name and note) while a draft. */
export function PlanHeader({ plan }: { plan: PlanSummary }) {
  const [editing, setEditing] = useState(false);
  return (
    <div style={{ marginBottom: 16 }}>
      <Space align="center" style={{ marginBottom: 8 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {plan.name}
        </Typography.Title>
        <Tag color={PLAN_STATUS_COLOR[plan.status]}>{PLAN_STATUS_LABEL[plan.status]}</Tag>
        {plan.status === 'draft' && (
          <Button size="small" onClick={() => setEditing(true)}>
            编辑
          </Button>
        )}
      </Space>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'note', label: '生效说明', span: 'filled', children: plan.note || '—' },
          { key: 'created', label: '创建', children: who(plan.creatorName, plan.createTime) },
          { key: 'updated', label: '最后修改', children: who(plan.updaterName, plan.updateTime) },
          ...(plan.appliedTime
            ? [{ key: 'applied', label: '已应用', children: who(plan.appliedByName, plan.appliedTime) }]
            : []),
          ...(plan.revertedTime ? [{ key: 'reverted', label: '已撤销', children: plan.revertedTime }] : []),
        ]}
      />
      {editing && <PlanFormModal plan={plan} onClose={() => setEditing(false)} />}
    </div>
  );
}

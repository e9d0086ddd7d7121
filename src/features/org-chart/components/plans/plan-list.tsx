import { useState } from 'react';
import { Button, Tag } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { PageFrame } from '@/components/page-frame';
import { actionsColumn } from '@/components/list-kit/row-actions';
import { ListTable } from '@/components/list-kit/list-table';
import { useListState } from '@/components/list-kit/use-list-state';
import { useRowDelete } from '@/components/list-kit/use-row-delete';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { lazyNamed } from '@/lib/lazy-named';
import type { PlanSummary } from '../../api/plan-types';
import { useDeletePlan, useDuplicatePlan, usePlans } from '../../api/plan-queries';
import { PLAN_STATUS_COLOR, PLAN_STATUS_LABEL, planPath } from '../../constants';

const PlanFormModal = lazyNamed(() => import('./plan-form-modal').then((m) => m.PlanFormModal));

/** 调整方案: the enterprise's restructure plans, server-paged (docs/assumed-contract.md "Restructure plans"). */
export function PlanList() {
  const navigate = useNavigate();
  const list = useListState({ pageSize: 10 });
  const [creating, setCreating] = useState(false);
  const query = usePlans({ page: list.page, size: list.size });
  const duplicate = useDuplicatePlan();
  const remove = useDeletePlan();
  const copying = useSubmitOnce();
  const copy = copying.guard(async (p: PlanSummary) => {
    const made = await duplicate.mutateAsync(p.id);
    toastSuccess(`已复制为“${made.name}”`);
  });
  const del = useRowDelete<PlanSummary>({
    list,
    shown: query.data?.list.length,
    confirm: (p) => ({ content: `确定删除调整方案“${p.name}”吗？` }),
    remove: (p) => remove.mutateAsync(p.id),
    done: () => '方案已删除',
  });
  // one row action at a time: a copy and a delete do not run together
  const busy = copying.pending || del.pending;

  return (
    <>
      <PageFrame
        toolbar={
          <Button type="primary" onClick={() => setCreating(true)}>
            新建调整方案
          </Button>
        }
      >
        <ListTable<PlanSummary>
          size="middle"
          query={query}
          list={list}
          subject="调整方案"
          unit="个方案"
          columns={[
            { title: '名称', dataIndex: 'name', render: (v: string, p) => <Link to={planPath(p.id)}>{v}</Link> },
            {
              title: '状态',
              dataIndex: 'status',
              width: 100,
              render: (_v, p) => <Tag color={PLAN_STATUS_COLOR[p.status]}>{PLAN_STATUS_LABEL[p.status]}</Tag>,
            },
            { title: '调整项', dataIndex: 'changeCount', width: 90 },
            { title: '最后修改', key: 'updated', width: 240, render: (_v, p) => `${p.updaterName} ${p.updateTime}` },
            actionsColumn<PlanSummary>(
              200,
              (p) => p.name,
              (p) => [
                { label: p.status === 'draft' ? '编辑' : '查看', onClick: () => navigate(planPath(p.id)) },
                { label: '复制', disabled: busy, onClick: () => void copy(p) },
                p.status !== 'applied' && del.action(p, { disabled: busy }),
              ],
            ),
          ]}
        />
      </PageFrame>
      {creating && <PlanFormModal onClose={() => setCreating(false)} onSaved={(p) => navigate(planPath(p.id))} />}
    </>
  );
}

import { useState } from 'react';
import { Button, Space, Typography } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { dayjs } from '@/lib/format/dayjs';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PlanDetail } from '../../api/plan-types';
import { useRevertPlan } from '../../api/plan-queries';
import { ChangeList } from '../plan/change-list';
import { ConflictsPanel } from './conflicts-panel';
import { planRefusalOf, type PlanRefusal } from './plan-refusal';

/** 撤销方案 is allowed until revertDeadline ('YYYY-MM-DD HH:mm:ss', written as the plan's other times
 *  are); the server judges it again when asked. */
const beforeDeadline = (deadline: string) => !!deadline && dayjs(deadline, 'YYYY-MM-DD HH:mm:ss').isAfter(dayjs());

/** An applied plan: its changes read-only, and 撤销方案 for 7 days (docs/assumed-contract.md
 *  "Restructure plans", Apply and revert). A refused revert lists what changed since. */
export function AppliedView({ plan }: { plan: PlanDetail }) {
  const revert = useRevertPlan();
  const once = useSubmitOnce();
  const [refusal, setRefusal] = useState<PlanRefusal | null>(null);
  const [highlight, setHighlight] = useState<string>();
  const ask = once.guard(async () => {
    const content = `确定撤销方案“${plan.name}”吗？${plan.changes.length}项调整将恢复为应用前的状态`;
    if (!(await confirmAction({ content, danger: true }))) return;
    setRefusal(null);
    try {
      await revert.mutateAsync(plan.id);
      toastSuccess('方案已撤销');
    } catch (e) {
      setRefusal(planRefusalOf(e));
      throw e;
    }
  });
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        {beforeDeadline(plan.revertDeadline) ? (
          <>
            <Button danger loading={once.pending} onClick={() => void ask()}>
              撤销方案
            </Button>
            <Typography.Text type="secondary">可撤销至 {plan.revertDeadline}</Typography.Text>
          </>
        ) : (
          <Typography.Text type="secondary">已超过撤销期限</Typography.Text>
        )}
      </Space>
      {refusal?.kind === 'conflict' && (
        <ConflictsPanel
          message={refusal.message}
          conflicts={refusal.conflicts}
          onLocate={(c) => setHighlight(c.changeId)}
        />
      )}
      <ChangeList plan={plan} readOnly highlight={highlight} />
    </Space>
  );
}

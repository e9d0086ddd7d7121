import { useState } from 'react';
import { Alert, Button, Space, Typography } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { PlanReview } from '../../api/plan-types';
import { useApplyPlan, useRebasePlan } from '../../api/plan-queries';
import { PlanEditor } from '../plan/plan-editor';
import type { PlanFocus } from '../plan/plan-focus';
import { ConflictsPanel } from './conflicts-panel';
import { planRefusalOf, type PlanRefusal } from './plan-refusal';
import { ProblemsPanel } from './problems-panel';
import { ScopeChangesPanel, scopeChangesNotice } from './scope-changes-panel';

/** A draft: its chart and changes (PlanEditor), its checks, the 管理范围 it widens or narrows, and
 *  应用方案 (docs/assumed-contract.md "Restructure plans"), whose confirmation repeats those scopes. A
 *  refused apply shows the problems, or the conflicts with 更新方案. */
export function DraftView({ review }: { review: PlanReview }) {
  const { plan } = review;
  const [focus, setFocus] = useState<PlanFocus>();
  const locate = (to: { changeId: string; departId: string }) =>
    setFocus((f) => ({ changeId: to.changeId, departId: to.departId, seq: (f?.seq ?? 0) + 1 }));
  // a refusal stands for the plan as it was when refused: any change of the plan sets it aside
  const stamp = `${plan.updateTime}|${plan.changes.map((c) => c.id).join(',')}`;
  const [refused, setRefused] = useState<{ refusal: PlanRefusal; stamp: string } | null>(null);
  const refusal = refused?.stamp === stamp ? refused.refusal : null;
  const apply = useApplyPlan();
  const rebase = useRebasePlan();
  const applyOnce = useSubmitOnce();
  const rebaseOnce = useSubmitOnce();

  const problems = refusal?.kind === 'invalid' ? refusal.problems : review.problems;
  // a conflict with live is not the plan's fault: apply answers it with the conflicts, 更新方案 takes live again
  const blocking = problems.filter((p) => p.code !== 'conflict').length;
  const outdated = problems.length > blocking;
  const blocked = blocking ? `存在${blocking}个问题，处理后才能应用` : plan.changes.length ? '' : '方案没有调整项';

  const askApply = applyOnce.guard(async () => {
    const content = `确定应用方案“${plan.name}”吗？${plan.changes.length}项调整将立即生效${scopeChangesNotice(review.scopeChanges)}`;
    if (!(await confirmAction({ content }))) return;
    try {
      await apply.mutateAsync(plan.id);
      setRefused(null);
      toastSuccess('方案已应用');
    } catch (e) {
      const r = planRefusalOf(e);
      if (r) setRefused({ refusal: r, stamp });
      throw e;
    }
  });
  const update = rebaseOnce.guard(async () => {
    await rebase.mutateAsync(plan.id);
    setRefused(null);
    toastSuccess('方案已更新');
  });

  const rebaseButton = (
    <Button loading={rebaseOnce.pending} disabled={applyOnce.pending} onClick={() => void update()}>
      更新方案
    </Button>
  );

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Space wrap>
        <Button
          type="primary"
          loading={applyOnce.pending}
          disabled={!!blocked || rebaseOnce.pending}
          onClick={() => void askApply()}
        >
          应用方案
        </Button>
        {outdated && refusal?.kind !== 'conflict' && rebaseButton}
        {blocked && <Typography.Text type="secondary">{blocked}</Typography.Text>}
      </Space>
      {refusal?.kind === 'invalid' && <Alert type="error" showIcon title={refusal.message} />}
      {refusal?.kind === 'conflict' && (
        <ConflictsPanel
          message={refusal.message}
          conflicts={refusal.conflicts}
          onLocate={(c) => locate({ changeId: c.changeId, departId: c.kind === 'department' ? c.id : '' })}
          action={rebaseButton}
        />
      )}
      <ProblemsPanel problems={problems} onLocate={locate} />
      <ScopeChangesPanel changes={review.scopeChanges} />
      <PlanEditor review={review} focus={focus} />
    </Space>
  );
}

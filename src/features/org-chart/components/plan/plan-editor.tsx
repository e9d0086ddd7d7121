import { startTransition, useEffect, useMemo, useState } from 'react';
import { Empty } from 'antd';
import { confirmAction } from '@/lib/feedback/confirm';
import { toastError } from '@/lib/feedback/toast';
import { isApiError } from '@/lib/http/errors';
import { lazyNamed } from '@/lib/lazy-named';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { useAddPlanChange } from '../../api/plan-change-queries';
import type { PlanChangeInput, PlanReview } from '../../api/plan-types';
import { ChangeList } from './change-list';
import type { DepartmentAction } from './department-dialogs';
import { DepartmentMembers } from './department-members';
import { DepartmentPanel } from './department-panel';
import { PersonMoves } from './person-moves';
import { PlanChart } from './plan-chart';
import type { PlanFocus } from './plan-focus';
import { planNames, planTree } from './plan-tree';

const DepartmentDialog = lazyNamed(() => import('./department-dialogs').then((m) => m.DepartmentDialog));
const MoveInDialog = lazyNamed(() => import('./people-dialogs').then((m) => m.MoveInDialog));
const MoveOutDialog = lazyNamed(() => import('./people-dialogs').then((m) => m.MoveOutDialog));

type Open = { action: DepartmentAction } | { action: 'moveIn' } | { action: 'moveOut'; staffIds: string[] };

/** A draft plan's marked chart and its editing: the chart, the selected department's panel and
 *  actions, its members, the changes and the people moved (docs/assumed-contract.md "Restructure
 *  plans", The console). Every edit records one change; the review then reads again. */
export function PlanEditor({ review, focus }: { review: PlanReview; focus?: PlanFocus }) {
  const { plan } = review;
  const tree = useMemo(() => planTree(review.departments), [review.departments]);
  const names = useMemo(() => planNames(review), [review]);
  const moves = useMemo(() => new Map(review.people.map((p) => [p.staffId, p])), [review.people]);
  const readOnly = plan.status !== 'draft';
  const [selectedId, setSelectedId] = useState<string>();
  const [open, setOpen] = useState<Open>();
  // selects a department and has the chart open the way to it and scroll there
  const [reveal, setReveal] = useState<{ id: string; seq: number }>();
  const show = (id: string) => {
    setSelectedId(id);
    setReveal((r) => ({ id, seq: (r?.seq ?? 0) + 1 }));
  };
  // a problem's link selects its department
  const [seenFocus, setSeenFocus] = useState<PlanFocus>();
  if (focus !== seenFocus) {
    setSeenFocus(focus);
    if (focus?.departId && tree.byId.has(focus.departId)) show(focus.departId);
  }
  // a department just created is selected once the review holds it
  const [created, setCreated] = useState<string>();
  const createdId = created ? plan.changes.find((c) => c.id === created)?.createdDepartId : undefined;
  if (created && createdId && tree.byId.has(createdId)) {
    setCreated(undefined);
    show(createdId);
  }
  const selected = tree.byId.get(selectedId ?? '') ?? tree.roots[0];
  // the chart first; the lists below it render in a transition (in slices), so no task of the
  // first render grows with them (docs/assumed-contract.md "Restructure plans", Scale)
  const [below, setBelow] = useState(false);
  useEffect(() => startTransition(() => setBelow(true)), []);

  const add = useAddPlanChange(plan.id);
  const once = useSubmitOnce();
  // a change recorded without a dialog (a drop, a confirmed delete): a refusal is a toast
  const record = once.guard(async (change: PlanChangeInput, failure: string) => {
    try {
      await add.mutateAsync(change);
    } catch (e) {
      if (!isApiError(e)) throw e;
      toastError(`${failure}：${e.message}`);
    }
  });
  const onAction = async (action: DepartmentAction | 'delete' | 'moveIn') => {
    if (!selected) return;
    if (action !== 'delete') return setOpen({ action });
    if (await confirmAction({ content: `确定在方案中删除“${selected.dept.departName}”吗？`, danger: true }))
      await record({ kind: 'delete', departId: selected.id }, '删除部门失败');
  };

  if (!review.departments.length) return <ChangeList plan={plan} readOnly highlight={focus?.changeId} />;
  const close = () => setOpen(undefined);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
      <div style={{ display: 'grid', gridTemplateColumns: 'minmax(320px, 2fr) 3fr', gap: 20 }}>
        <PlanChart
          tree={tree}
          names={names}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          onMove={(id, parent) => void record({ kind: 'move', departId: id, parentDepartId: parent }, '调整部门失败')}
          reveal={reveal}
          readOnly={readOnly || once.pending}
        />
        <div>
          {selected ? (
            <>
              <DepartmentPanel
                dept={selected.dept}
                names={names}
                readOnly={readOnly || once.pending}
                onAction={(a) => void onAction(a)}
              />
              <DepartmentMembers
                key={selected.id}
                node={selected}
                people={review.people}
                readOnly={readOnly}
                onMoveOut={(staffIds) => setOpen({ action: 'moveOut', staffIds })}
              />
            </>
          ) : (
            <Empty description="请选择部门" />
          )}
        </div>
      </div>
      {below && <ChangeList plan={plan} readOnly={readOnly} highlight={focus?.changeId} />}
      {below && <PersonMoves people={review.people} names={names} />}
      {selected && open?.action === 'moveIn' && (
        <MoveInDialog planId={plan.id} node={selected} tree={tree} moves={moves} onClose={close} />
      )}
      {selected && open?.action === 'moveOut' && (
        <MoveOutDialog planId={plan.id} node={selected} tree={tree} staffIds={open.staffIds} onClose={close} />
      )}
      {selected && open && open.action !== 'moveIn' && open.action !== 'moveOut' && (
        <DepartmentDialog
          action={open.action}
          planId={plan.id}
          node={selected}
          tree={tree}
          onClose={close}
          onRecorded={open.action === 'create' ? setCreated : undefined}
        />
      )}
    </div>
  );
}

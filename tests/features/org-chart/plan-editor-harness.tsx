import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { startApp } from '@/app/start';
import { startPageSupport } from '@/app/page-support';
import { DialogHost } from '@/lib/feedback/dialog-host';
import FeedbackApp from '@/lib/feedback/feedback-app';
import { queryClient } from '@/lib/query/query-client';
import { server } from '@/sandbox/node';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { usePlanReview } from '@/features/org-chart/api/plan-queries';
import type { PlanChange, PlanChangeInput, PlanReview, ReviewDepartment } from '@/features/org-chart/api/plan-types';
import { PlanEditor } from '@/features/org-chart/components/plan/plan-editor';
import type { PlanFocus } from '@/features/org-chart/components/plan/plan-focus';
import { signInAs } from '../../render-app';
import { styleSink } from '../../style-sink';

// The plan editor over a stand-in for the /restructure/* calls (answers shaped by plan-types.ts,
// docs/assumed-contract.md "Restructure plans"): the review is the seed's organisation, edited by
// each test; recorded changes are kept as sent and listed in the plan.

const E = MAIN_ENTERPRISE;
export const PLAN_ID = 'plan-1';

export const deptId = (name: string) => departmentsOf(E).find((d) => d.departName === name)!.id;
export const staffId = (name: string) => staffOf(E).find((p) => p.name === name)!.id;
/** A plan names its people by lenovoId, as the sandbox stores them (restructure-calls.test.ts
 *  checks the sandbox's answer): the stand-ins take them from the seed in that form. */
const lenovoIdOf = (name: string) => staffOf(E).find((p) => p.name === name)!.lenovoId;

function liveReview(): PlanReview {
  const active = staffOf(E).filter((p) => p.status === '');
  const departments: ReviewDepartment[] = departmentsOf(E).map((d) => {
    const supervisorName = staffOf(E).find((p) => p.id === d.departSupervisorId)?.name ?? '';
    const direct = active.filter((p) => p.departIds.includes(d.id)).length;
    const base = { departName: d.departName, parentDepartId: d.parentDepartId, supervisorId: d.departSupervisorId };
    return {
      id: d.id,
      ...base,
      supervisorName,
      before: { ...base, supervisorName },
      gone: false,
      mergedInto: '',
      marks: [],
      members: { before: direct, after: direct },
      total: { before: direct, after: direct },
      changeIds: [],
    };
  });
  const at = '2026-11-20 09:00:00';
  return {
    plan: {
      id: PLAN_ID,
      name: '2027年组织调整',
      note: '',
      status: 'draft',
      changeCount: 0,
      creatorId: lenovoIdOf('张伟'),
      creatorName: '张伟',
      createTime: at,
      updaterId: lenovoIdOf('张伟'),
      updaterName: '张伟',
      updateTime: at,
      appliedTime: '',
      appliedById: '',
      appliedByName: '',
      revertDeadline: '',
      revertedTime: '',
      changes: [],
    },
    departments,
    people: [],
    problems: [],
    scopeChanges: [],
  };
}

export function planChange(input: PlanChangeInput, label: string, id = `c-${label}`): PlanChange {
  return {
    ...input,
    id,
    createdDepartId: '',
    authorId: lenovoIdOf('王芳'),
    authorName: '王芳',
    time: '2026-11-21 10:30:00',
    label,
  };
}

/** The stand-in: `review` is what GET /restructure/plan/review answers (edit it freely); `sent` the
 *  changes and undos as posted; `refuseNext` makes the next change a 400 with that message. */
export function fakePlans(edit?: (review: PlanReview) => void) {
  const review = liveReview();
  edit?.(review);
  const sent: { changes: PlanChangeInput[]; undone: string[] } = { changes: [], undone: [] };
  let refusal = '';
  server.use(
    http.get('*/restructure/plan/review', () =>
      HttpResponse.json({ code: 200, success: true, message: '成功', data: review }),
    ),
    http.post('*/restructure/plan/change', async ({ request }) => {
      const body = (await request.json()) as { planId: string; change: PlanChangeInput };
      sent.changes.push(body.change);
      if (refusal) {
        const message = refusal;
        refusal = '';
        return HttpResponse.json({ code: 400, success: false, message, data: null });
      }
      const change = planChange(body.change, `第${sent.changes.length}项`, `c-new-${sent.changes.length}`);
      review.plan.changes.push(change);
      if (body.change.kind === 'create') {
        const { departName, parentDepartId } = body.change;
        change.createdDepartId = `d-new-${sent.changes.length}`;
        review.departments = [
          ...review.departments,
          {
            ...review.departments.find((d) => d.id === parentDepartId)!,
            id: change.createdDepartId,
            departName,
            parentDepartId,
            supervisorId: '',
            supervisorName: '',
            before: null,
            marks: ['added'],
            members: { before: 0, after: 0 },
            total: { before: 0, after: 0 },
            changeIds: [change.id],
          },
        ];
      }
      if (body.change.kind === 'rename') {
        const { departId, departName } = body.change;
        review.departments = review.departments.map((d) =>
          d.id === departId ? { ...d, departName, marks: [...d.marks, 'renamed'] } : d,
        );
      }
      return HttpResponse.json({ code: 200, success: true, message: '成功', data: { changeId: change.id } });
    }),
    http.post('*/restructure/plan/undoChange', async ({ request }) => {
      const body = (await request.json()) as { planId: string; changeId: string };
      sent.undone.push(body.changeId);
      review.plan.changes = review.plan.changes.filter((c) => c.id !== body.changeId);
      return HttpResponse.json({ code: 200, success: true, message: '成功', data: null });
    }),
  );
  return { review, sent, refuseNext: (message: string) => (refusal = message) };
}

/** Sets the focus from outside, as the page's problems list does. */
export const focusRef: { set?: (f: PlanFocus) => void } = {};

function Harness() {
  const review = usePlanReview(PLAN_ID);
  const [focus, setFocus] = useState<PlanFocus>();
  focusRef.set = setFocus;
  return review.data ? <PlanEditor review={review.data} focus={focus} /> : null;
}

export function renderEditor() {
  startApp({ watchers: false });
  startPageSupport(); // at once: this renders without the routes, whose pages wait for it
  signInAs();
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  render(
    <StyleProvider container={styleSink}>
      <ConfigProvider theme={{ token: { motion: false }, zeroRuntime: true }}>
        <QueryClientProvider client={queryClient}>
          <Harness />
          <FeedbackApp />
          <DialogHost />
        </QueryClientProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return user;
}

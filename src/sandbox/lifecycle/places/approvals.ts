import { db } from '../../db';
import type { FieldChange } from '../../changelog';
import type { StaffRow } from '../../org-tables';
import type { UserRef } from '@/features/approvals/api/types';
import { now, personRef } from '../../approval-store';
import { adminRefs } from '../../seed/modules/approvals';
import { approvalRows, type ApprovalRow } from '../../seed/modules/approvals/tables';
import { approvalVersions, recordVersion, versionsOf } from '../../seed/modules/approvals/history';
import type { LifecycleContext } from '../context';
import type { HeldItem, ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import {
  departmentsInFlow,
  departmentSwapped,
  nodesNaming,
  parseFlow,
  peopleInFlow,
  renamed,
} from './approval-flow-refs';
import { departmentsOf } from '../../org-tables';

// Approvals (docs/product.md Part D §2): the people of a flow are a responsibility; approval
// administrators and visibility are scopes; a condition's department cannot be deleted while used.
// A change made here is saved as a new version of the approval, as a save would be.

const approvalsOf = (e: string) => approvalRows().filter((r) => r.enterpriseNumber === e);
const refOf = (p: StaffRow): UserRef => ({ lenovoId: p.lenovoId, name: p.name });

/** Before the event's first change to `row`: its content so far is kept as version 1 when no version
 *  is kept yet; once the event is over its new content is recorded as the next version. */
function touch(c: LifecycleContext, row: ApprovalRow) {
  const creator = () => personRef(c.e, row.lenovoId);
  c.memo(`approval:${row.id}`, () => versionsOf(row, creator()));
  c.afterwards(`approval:${row.id}`, () => {
    row.updateTime = now();
    recordVersion(row, personRef(c.e, c.actor.lenovoId, c.actor.name), creator());
  });
}

/** Who takes a flow's places without a receiver: the approval's first administrator still here,
 *  else the enterprise administrator. */
function defaultHolder(c: LifecycleContext, row: ApprovalRow): UserRef {
  for (const a of row.approveAdministrators) {
    const p = c.livingByLenovoId(a.lenovoId);
    if (p) return refOf(p);
  }
  return adminRefs(db().tables, c.e)[0];
}

function renameInFlow(c: LifecycleContext, row: ApprovalRow, from: StaffRow, to: UserRef): FieldChange {
  touch(c, row);
  row.processData = JSON.stringify(renamed(parseFlow(row.processData), from.lenovoId, to));
  return { field: `审批「${row.approveName}」流程节点`, before: from.name, after: to.name };
}

const naming = (c: LifecycleContext, p: StaffRow) =>
  approvalsOf(c.e).filter(
    (r) => r.processData.includes(`"${p.lenovoId}"`) && nodesNaming(parseFlow(r.processData), p.lenovoId).length,
  );

/** 审批流程: approvers, CC and the empty node's person. */
const approvalFlow: ReferencePlace = {
  kind: 'approvalFlow',
  label: '审批流程',
  unit: '项',
  handover: 'mandatory',
  released: '改由审批管理员处理',
  holdings: (c, p) =>
    naming(c, p).map((r) => ({
      id: r.id,
      name: r.approveName,
      detail: nodesNaming(parseFlow(r.processData), p.lenovoId).join('、'),
    })),
  handOver: (c, p, to, items) => {
    const ids = new Set(items.map((i) => i.id));
    return naming(c, p)
      .filter((r) => ids.has(r.id))
      .map((r) => renameInFlow(c, r, p, refOf(to)));
  },
  release: (c, p) => naming(c, p).map((r) => renameInFlow(c, r, p, defaultHolder(c, r))),
  references: (e) =>
    approvalsOf(e).flatMap((r) =>
      peopleInFlow(parseFlow(r.processData)).map((x) =>
        personReference(`审批「${r.approveName}」流程节点「${x.node}」`, 'lenovoId', x.lenovoId),
      ),
    ),
};

/** A list of people of an approval (its administrators, its visible users). */
type ListField = 'approveAdministrators' | 'visibleUsers';

function listHoldings(c: LifecycleContext, p: StaffRow, field: ListField): HeldItem[] {
  return approvalsOf(c.e)
    .filter((r) => r[field].some((u) => u.lenovoId === p.lenovoId))
    .map((r) => ({ id: r.id, name: r.approveName }));
}

/** `to` takes the person's place in the list (a list naming both keeps one); no `to`: the person
 *  is just removed, and an emptied list is filled by `fallback`. */
function replaceInList(
  c: LifecycleContext,
  r: ApprovalRow,
  field: ListField,
  label: string,
  p: StaffRow,
  to: StaffRow | null,
  fallback: () => UserRef[],
): FieldChange {
  touch(c, r);
  const next = r[field].flatMap((u) => (u.lenovoId !== p.lenovoId ? [u] : to ? [refOf(to)] : []));
  const kept = next.filter((u, i) => next.findIndex((x) => x.lenovoId === u.lenovoId) === i);
  r[field] = kept.length ? kept : fallback();
  return { field: `审批「${r.approveName}」${label}`, before: p.name, after: to?.name ?? '' };
}

function listPlace(
  kind: string,
  label: string,
  field: ListField,
  fallback: (c: LifecycleContext, r: ApprovalRow) => UserRef[],
): ReferencePlace {
  const holding = (c: LifecycleContext, p: StaffRow) =>
    approvalsOf(c.e).filter((r) => r[field].some((u) => u.lenovoId === p.lenovoId));
  return {
    kind,
    label,
    unit: '项',
    handover: 'optional',
    released: '直接移除',
    holdings: (c, p) => listHoldings(c, p, field),
    handOver: (c, p, to, items) => {
      const ids = new Set(items.map((i) => i.id));
      return holding(c, p)
        .filter((r) => ids.has(r.id))
        .map((r) => replaceInList(c, r, field, label, p, to, () => fallback(c, r)));
    },
    release: (c, p) => holding(c, p).map((r) => replaceInList(c, r, field, label, p, null, () => fallback(c, r))),
    references: (e) =>
      approvalsOf(e).flatMap((r) =>
        r[field].map((u) => personReference(`审批「${r.approveName}」${label}`, 'lenovoId', u.lenovoId)),
      ),
  };
}

/** 审批管理员: never empty; the enterprise administrator is always one (admin-modules §5, §6). */
const approvalAdmin = listPlace('approvalAdmin', '审批管理员', 'approveAdministrators', (c) =>
  adminRefs(db().tables, c.e),
);

/** 审批可见范围 (specified users): a list left empty is the approval's administrators, so the
 *  approval is never visible to more people than before. */
const approvalVisibility = listPlace('approvalVisibility', '审批可见范围', 'visibleUsers', (c, r) =>
  r.visibleRange === 3
    ? r.approveAdministrators.filter((u) => c.livingByLenovoId(u.lenovoId)).map((u) => ({ ...u }))
    : [],
);

/** The departments of the flow's conditions: a department a condition uses cannot be deleted. */
const approvalCondition: ReferencePlace = {
  kind: 'approvalCondition',
  label: '审批条件',
  unit: '项',
  departmentUses: (c, departId) =>
    approvalsOf(c.e)
      .filter(
        (r) =>
          r.processData.includes(`"${departId}"`) &&
          departmentsInFlow(parseFlow(r.processData)).some((d) => d.id === departId),
      )
      .map((r) => `审批「${r.approveName}」条件`),
  departmentReplaced: (c, from, to) =>
    approvalsOf(c.e)
      .filter(
        (r) =>
          r.processData.includes(`"${from}"`) && departmentsInFlow(parseFlow(r.processData)).some((d) => d.id === from),
      )
      .map((r) => {
        touch(c, r);
        const name = departmentsOf(c.e).find((d) => d.id === to)?.departName ?? to;
        r.processData = JSON.stringify(departmentSwapped(parseFlow(r.processData), from, { id: to, name }));
        return `审批「${r.approveName}」条件`;
      }),
  references: (e) =>
    approvalsOf(e).flatMap((r) =>
      departmentsInFlow(parseFlow(r.processData)).map((d) =>
        departmentReference(`审批「${r.approveName}」条件「${d.node}」`, d.id),
      ),
    ),
};

/** History: the creator and who saved each version (a deleted person by their tombstone). */
const approvalHistory: ReferencePlace = {
  kind: 'approvalHistory',
  label: '审批记录',
  unit: '项',
  references: (e) => [
    ...approvalsOf(e)
      .filter((r) => r.lenovoId)
      .map((r) => personReference(`审批「${r.approveName}」创建人`, 'lenovoId', r.lenovoId, 'known')),
    ...approvalVersions()
      .filter((v) => v.enterpriseNumber === e)
      .map((v) => personReference(`审批版本「${v.id}」保存人`, 'lenovoId', v.savedBy.lenovoId, 'known')),
  ],
};

export const approvalPlaces: readonly ReferencePlace[] = [
  approvalFlow,
  approvalAdmin,
  approvalVisibility,
  approvalCondition,
  approvalHistory,
];

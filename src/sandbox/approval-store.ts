// The approval store's shared rules (admin-modules §7 "Approvals"): who may touch which approval,
// and /approve/save, which the list's handlers, versions (restore) and copy all use.
import { type AuthedInput } from './route';
export type { AuthedInput };
import { Reject, required } from './respond';
import { db } from './db';
import { newId } from './random';
import { departmentsOf, staffOf } from './org-tables';
import { adminRefs } from './seed/modules/approvals';
import { approvalRows, SORT_STEP, type ApprovalRow } from './seed/modules/approvals/tables';
import { recordVersion, versionsOf } from './seed/modules/approvals/history';
import { groupOf } from './seed/modules/approvals/groups';
import type { ApprovalDetail, UserRef } from '@/features/approvals/api/types';
import { checkFormData } from './validate/approval-form';
import { checkProcessData } from './validate/approval-flow';
import { keepLivingApproval } from './approval-living';
import { refLookup } from './lifecycle/ref-lookup';
import { APPROVAL_DESCRIPTION_MAX, APPROVAL_ICON_KEYS, APPROVAL_NAME_MAX } from './validate/approval-spec';

export const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

export function enterpriseOf(input: AuthedInput, asked?: unknown): string {
  const mine = input.enterprise?.enterpriseNumber;
  if (!mine) throw new Reject(400, '请先选择企业');
  if (asked !== undefined && asked !== null && asked !== '' && String(asked) !== mine)
    throw new Reject(403, '无权操作其他企业的审批');
  return mine;
}

export const ordered = (e: string) =>
  approvalRows()
    .filter((r) => r.enterpriseNumber === e)
    .sort((a, b) => a.sortNumber - b.sortNumber);

export function approvalOf(input: AuthedInput, id: unknown): ApprovalRow {
  const e = enterpriseOf(input);
  if (!id) throw new Reject(400, '参数id不能为空');
  const row = approvalRows().find((r) => r.id === String(id) && r.enterpriseNumber === e);
  if (!row) throw new Reject(404, '审批不存在或已被删除');
  return row;
}

// the fields of a row that a list shows, in the answer's order
const SUMMARY_FIELDS = [
  'id',
  'approveName',
  'approveType',
  'description',
  'enable',
  'iconAddress',
  'visibleRange',
  'initFlag',
  'sortNumber',
  'updateTime',
] as const;
const summaryFields = (row: ApprovalRow) =>
  Object.fromEntries(SUMMARY_FIELDS.map((k) => [k, row[k]])) as Pick<ApprovalRow, (typeof SUMMARY_FIELDS)[number]>;

export const summaryOf = (row: ApprovalRow) => ({ ...summaryFields(row), groupId: groupOf(row) });

export const detailOf = (row: ApprovalRow): ApprovalDetail => ({
  ...row,
  groupId: groupOf(row),
  enterpriseAdministrators: adminRefs(db().tables, row.enterpriseNumber),
});

const colleagues = (e: string) =>
  new Map(
    staffOf(e)
      .filter((p) => p.status !== 'departure')
      .map((p) => [p.lenovoId, p.name]),
  );

function users(list: unknown, what: string, e: string): UserRef[] {
  if (!Array.isArray(list)) throw new Reject(400, `参数${what}格式错误`);
  const staff = colleagues(e);
  return list.map((u) => {
    const lenovoId = String((u as UserRef)?.lenovoId ?? '');
    if (!staff.has(lenovoId)) throw new Reject(400, `${what}中有不属于本企业的成员`);
    return { lenovoId, name: staff.get(lenovoId) as string };
  });
}

/** formData and processData checked by the sandbox's own rules (src/sandbox/validate). */
function checkedDesign(body: Record<string, unknown>, e: string) {
  const controls = checkFormData(body.formData);
  const staff = colleagues(e);
  const departments = new Set(departmentsOf(e).map((d) => d.id));
  checkProcessData(body.processData, controls, {
    isMember: (id) => staff.has(id),
    hasDepartment: (id) => departments.has(id),
  });
}

function textArg(body: Record<string, unknown>, key: string, max: number, tooLong: string): string {
  const value = body[key] ?? '';
  if (typeof value !== 'string') throw new Reject(400, `参数${key}格式错误`);
  if (value.trim().length > max) throw new Reject(400, tooLong);
  return value.trim();
}

export function save(input: AuthedInput, restoredFrom: number | null = null): ApprovalDetail {
  required(input.body, ['enterpriseNumber']);
  const e = enterpriseOf(input, input.body.enterpriseNumber);
  // people who left and departments deleted since the form was opened are left out, not refused
  const body: Record<string, unknown> = {
    ...input.body,
    ...keepLivingApproval(e, input.body, () => adminRefs(db().tables, e)),
  };
  const name = textArg(body, 'approveName', APPROVAL_NAME_MAX, `审批名称不能超过${APPROVAL_NAME_MAX}个字`);
  if (!name) throw new Reject(400, '内容为空，请填写');
  const description = textArg(
    body,
    'description',
    APPROVAL_DESCRIPTION_MAX,
    `审批说明不能超过${APPROVAL_DESCRIPTION_MAX}个字`,
  );
  const iconAddress = body.iconAddress === undefined ? 'general' : String(body.iconAddress);
  if (!APPROVAL_ICON_KEYS.includes(iconAddress)) throw new Reject(400, '审批图标不存在');
  const existing = body.id ? approvalOf(input, body.id) : null;
  if (approvalRows().some((r) => r.enterpriseNumber === e && r.approveName === name && r.id !== existing?.id)) {
    throw new Reject(500, '名称重复，请修改', 'APPROVE_NAME_EXIST');
  }
  const visibleRange = Number(body.visibleRange ?? 2);
  if (visibleRange !== 2 && visibleRange !== 3) throw new Reject(400, '参数visibleRange只能为2或3');
  const visibleUsers = visibleRange === 3 ? users(body.visibleUsers, '可见范围', e) : [];
  if (visibleRange === 3 && !visibleUsers.length) throw new Reject(400, '可见范围为指定人员时不能为空');
  const admins = users(body.approveAdministrators ?? [], '审批管理员', e);
  if (!admins.length) throw new Reject(400, '审批管理员不能为空');
  const missing = adminRefs(db().tables, e).filter((a) => !admins.some((x) => x.lenovoId === a.lenovoId));
  if (missing.length) throw new Reject(400, `企业管理员${missing.map((m) => m.name).join('、')}不能从审批管理员中移除`);
  checkedDesign(body, e);
  const fields = {
    approveName: name,
    description,
    iconAddress,
    visibleRange: visibleRange as 2 | 3,
    visibleUsers,
    approveAdministrators: admins,
    formData: String(body.formData),
    processData: String(body.processData),
    updateTime: now(),
  };
  const savedBy = personRef(e, input.account.lenovoId, input.account.username);
  if (existing) {
    const creator = personRef(e, existing.lenovoId);
    versionsOf(existing, creator); // keeps the content before this save as version 1 when none is kept yet
    Object.assign(existing, fields);
    recordVersion(existing, savedBy, creator, restoredFrom);
    return detailOf(existing);
  }
  const rows = ordered(e);
  const row: ApprovalRow = {
    id: newId('apv-'),
    enterpriseNumber: e,
    lenovoId: input.account.lenovoId,
    approveType: 0,
    enable: true,
    initFlag: false,
    sortNumber: (rows.at(-1)?.sortNumber ?? 0) + SORT_STEP,
    ...fields,
  };
  approvalRows().push(row);
  recordVersion(row, savedBy, savedBy, null, true);
  return detailOf(row);
}

/** A person of the enterprise by id, named as the staff list names them (departed people too, a
 *  deleted one by their tombstone); never named by the id itself. */
export function personRef(e: string, lenovoId: string, fallback = ''): UserRef {
  return { lenovoId, name: refLookup(e).personByLenovoId(lenovoId)?.name ?? fallback };
}

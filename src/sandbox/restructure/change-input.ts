import { Reject } from '../respond';
import { idList, oneOf, text } from '../validate/input';
import type { PlanChangeInput, PlanChangeKind } from '@/features/org-chart/api/plan-types';

// The sandbox's own check of a change as sent to /restructure/plan/change (docs/assumed-contract.md
// "Restructure plans", "Changes"): its kind, its fields, nothing else kept.

const KINDS: readonly PlanChangeKind[] = ['create', 'rename', 'move', 'merge', 'delete', 'supervisor', 'moveStaff'];

const id = (body: Record<string, unknown>, key: string) => {
  const value = text(body, key, { label: `参数${key}` });
  if (!value) throw new Reject(400, `参数${key}不能为空`);
  return value;
};

const departName = (body: Record<string, unknown>) =>
  text(body, 'departName', { label: '部门名称', max: 30, required: true });

export function changeInput(raw: unknown): PlanChangeInput {
  if (raw === undefined || raw === null) throw new Reject(400, '参数change不能为空');
  if (typeof raw !== 'object' || Array.isArray(raw)) throw new Reject(400, '参数change格式错误');
  const body = raw as Record<string, unknown>;
  const kind = oneOf(body.kind, KINDS, 'kind');
  switch (kind) {
    case 'create':
      return { kind, departName: departName(body), parentDepartId: id(body, 'parentDepartId') };
    case 'rename':
      return { kind, departId: id(body, 'departId'), departName: departName(body) };
    case 'move':
      return { kind, departId: id(body, 'departId'), parentDepartId: id(body, 'parentDepartId') };
    case 'merge':
      return { kind, departId: id(body, 'departId'), targetId: id(body, 'targetId') };
    case 'delete':
      return { kind, departId: id(body, 'departId') };
    case 'supervisor':
      return { kind, departId: id(body, 'departId'), supervisorId: text(body, 'supervisorId', { label: '主管' }) };
    case 'moveStaff':
      return {
        kind,
        staffIds: idList(body.staffIds, 'staffIds'),
        fromDepartId: id(body, 'fromDepartId'),
        toDepartId: id(body, 'toDepartId'),
      };
  }
}

/** The departments a change names (a created department by its reserved id). */
export function departmentsNamed(c: PlanChangeInput & { createdDepartId?: string }): string[] {
  switch (c.kind) {
    case 'create':
      return [c.parentDepartId, ...(c.createdDepartId ? [c.createdDepartId] : [])];
    case 'move':
      return [c.departId, c.parentDepartId];
    case 'merge':
      return [c.departId, c.targetId];
    case 'moveStaff':
      return [c.fromDepartId, c.toDepartId];
    default:
      return [c.departId];
  }
}

export const staffNamed = (c: PlanChangeInput) =>
  c.kind === 'moveStaff' ? c.staffIds : c.kind === 'supervisor' && c.supervisorId ? [c.supervisorId] : [];

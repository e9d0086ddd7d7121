import type { FieldChange } from '../changelog';
import type { PlanChangeInput } from '@/features/org-chart/api/plan-types';
import type { PlanOrg } from './plan-org';

// A change in words, with the names it has in the plan at its point (read before it applies): the
// label of the change list, and its row of the change log's `changes` (docs/assumed-contract.md
// "Restructure plans", "Apply and revert").

type Change = PlanChangeInput & { createdDepartId: string };

const FIELD: Record<PlanChangeInput['kind'], string> = {
  create: '新建部门',
  rename: '部门更名',
  move: '调整上级',
  merge: '合并部门',
  delete: '删除部门',
  supervisor: '设置主管',
  moveStaff: '人员调动',
};

const personName = (org: PlanOrg, id: string) => org.live.staffById.get(id)?.name ?? '未知人员';
const supervisorName = (org: PlanOrg, id: string) => (id ? personName(org, id) : '未设主管');

function people(org: PlanOrg, ids: readonly string[]) {
  const names = ids.map((id) => personName(org, id));
  return names.length > 3 ? `${names.slice(0, 3).join('、')}等${names.length}人` : names.join('、');
}

export function describe(org: PlanOrg, c: Change): { label: string; row: FieldChange } {
  const field = FIELD[c.kind];
  const name = (id: string) => org.nameOf(id);
  switch (c.kind) {
    case 'create':
      return {
        label: `在“${name(c.parentDepartId)}”下新建部门“${c.departName}”`,
        row: { field, before: '', after: `${name(c.parentDepartId)}/${c.departName}` },
      };
    case 'rename':
      return {
        label: `将“${name(c.departId)}”更名为“${c.departName}”`,
        row: { field, before: name(c.departId), after: c.departName },
      };
    case 'move': {
      const from = org.department(c.departId)?.parentDepartId ?? '';
      return {
        label: `将“${name(c.departId)}”调整到“${name(c.parentDepartId)}”下`,
        row: {
          field,
          before: `${name(from)}/${name(c.departId)}`,
          after: `${name(c.parentDepartId)}/${name(c.departId)}`,
        },
      };
    }
    case 'merge':
      return {
        label: `将“${name(c.departId)}”合并到“${name(c.targetId)}”`,
        row: { field, before: name(c.departId), after: name(c.targetId) },
      };
    case 'delete':
      return { label: `删除部门“${name(c.departId)}”`, row: { field, before: name(c.departId), after: '' } };
    case 'supervisor': {
      const was = org.department(c.departId)?.supervisorId ?? '';
      return {
        label: c.supervisorId
          ? `将“${name(c.departId)}”的主管设为“${supervisorName(org, c.supervisorId)}”`
          : `取消“${name(c.departId)}”的主管`,
        row: {
          field,
          before: `${name(c.departId)}：${supervisorName(org, was)}`,
          after: `${name(c.departId)}：${supervisorName(org, c.supervisorId)}`,
        },
      };
    }
    case 'moveStaff': {
      const who = people(org, c.staffIds);
      return {
        label: `将${who}从“${name(c.fromDepartId)}”调到“${name(c.toDepartId)}”`,
        row: { field, before: `${who}：${name(c.fromDepartId)}`, after: `${who}：${name(c.toDepartId)}` },
      };
    }
  }
}

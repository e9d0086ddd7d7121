import { touchTables } from '../db';
import { invalidateDirectory } from '../directory-views';
import { staffOf } from '../org-tables';
import type { PlanConflict } from '@/features/org-chart/api/plan-types';
import { locate, restore, type ApplyRecord } from './capture';

// POST /restructure/plan/revert (docs/assumed-contract.md "Restructure plans", "Apply and revert"):
// every row the apply changed must still be as the apply left it; then each goes back to what it
// was before, in one step.

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i]);

/** A row as a person would name it (a department, a meeting room, an approval…). */
function nameOfRow(row: unknown): string {
  const r = (row ?? {}) as Record<string, unknown>;
  for (const key of ['departName', 'name', 'title', 'approveName', 'groupName', 'roleName', 'printerSn'])
    if (typeof r[key] === 'string' && r[key]) return r[key] as string;
  return '配置';
}

export function revertConflicts(e: string, record: ApplyRecord): PlanConflict[] {
  const out: PlanConflict[] = [];
  const people = new Map(staffOf(e).map((p) => [p.id, p]));
  for (const s of record.staff) {
    const p = people.get(s.id);
    const base = { kind: 'staff' as const, id: s.id, changeId: '' };
    if (!p) out.push({ ...base, name: '未知人员', message: '已被删除' });
    else if (p.status === 'departure') out.push({ ...base, name: p.name, message: '已离职' });
    else if (!sameList(p.departIds, s.after)) out.push({ ...base, name: p.name, message: '所在部门已被修改' });
  }
  for (const [name, changes] of Object.entries(record.tables)) {
    const where = locate(name, changes);
    for (const [c, at] of where) {
      if (at >= 0) continue;
      const row = c.after as Record<string, unknown>;
      const department = name === 'departments';
      out.push({
        kind: 'department',
        id: department ? String(row.id) : '',
        name: nameOfRow(row),
        message: department ? '已被修改或删除' : '应用后又被修改',
        changeId: '',
      });
    }
  }
  return out;
}

export function revertRecord(e: string, record: ApplyRecord) {
  touchTables('departments', 'staff', 'deletedDepartments');
  restore(record.tables);
  const people = new Map(staffOf(e).map((p) => [p.id, p]));
  for (const s of record.staff) people.get(s.id)!.departIds = [...s.before];
  invalidateDirectory(e);
}

import type { Db, Seeder } from '../../db';
import type { AccountRow, EnterpriseRow } from '../../core-tables';
import type { DepartmentRow, StaffRow } from '../../org-tables';
import { createRandom } from '../../random';
import { MAIN_ENTERPRISE } from '../core';
import type { UserRef } from '@/features/approvals/api/types';
import { customTemplates, systemTemplates, type ApprovalTemplate } from './approvals/templates';
import { SORT_STEP, type ApprovalRecordRow, type ApprovalRow } from './approvals/tables';

/**
 * The enterprise administrator (the enterprise's adminLenovoId), who is always an approval
 * administrator. Console administrators (admin memberships such as 王芳's) are not: they hold a menu,
 * not the enterprise, and may be approval administrators only when chosen as such.
 */
export function adminRefs(tables: Db['tables'], enterpriseNumber: string): UserRef[] {
  const enterprise = ((tables.enterprises ?? []) as EnterpriseRow[]).find(
    (e) => e.enterpriseNumber === enterpriseNumber,
  );
  if (!enterprise?.adminLenovoId) return [];
  const id = enterprise.adminLenovoId;
  const accounts = (tables.accounts ?? []) as AccountRow[];
  const staff = ((tables.staff ?? []) as StaffRow[]).filter((p) => p.enterpriseNumber === enterpriseNumber);
  const name = accounts.find((a) => a.lenovoId === id)?.username ?? staff.find((p) => p.lenovoId === id)?.name ?? id;
  return [{ lenovoId: id, name }];
}

export function rowFrom(
  t: ApprovalTemplate,
  i: number,
  enterpriseNumber: string,
  admins: UserRef[],
  id: string,
  sortNumber: number,
  time: string,
): ApprovalRow {
  return {
    id,
    enterpriseNumber,
    lenovoId: admins[0]?.lenovoId ?? '',
    approveName: t.approveName,
    approveType: t.approveType,
    description: t.description,
    enable: i !== 5 || !t.initFlag,
    iconAddress: t.iconAddress,
    visibleRange: 2,
    visibleUsers: [],
    approveAdministrators: admins.map((u) => ({ ...u })),
    initFlag: t.initFlag,
    formData: t.formData,
    processData: t.processData,
    sortNumber,
    updateTime: time,
  };
}

const TYPES: Array<[1 | 2 | 3 | 4, string, string[]]> = [
  [1, '请假', ['年假 2天', '事假 0.5天', '病假 1天', '调休 1天']],
  [2, '补卡', ['上班补卡', '下班补卡']],
  [3, '资产申请', ['笔记本电脑 1台', '显示器 2台', '办公椅 1把']],
  [4, '报销', ['差旅费 1280元', '交通费 86元', '招待费 2300元', '办公用品 356元']],
];

function records(db: Db, enterpriseNumber: string): ApprovalRecordRow[] {
  const r = createRandom(515);
  const people = ((db.tables.staff ?? []) as StaffRow[])
    .filter((p) => p.enterpriseNumber === enterpriseNumber)
    .slice(0, 40);
  const deps = (db.tables.departments ?? []) as DepartmentRow[];
  const base = Date.UTC(2026, 10, 20, 2);
  const out: ApprovalRecordRow[] = [];
  for (let i = 0; i < 120 && people.length; i++) {
    const [type, name, summaries] = r.pick(TYPES);
    const person = r.pick(people);
    const status = r.pick([1, 2, 2, 2, 3, 4] as const);
    const createTime = base - r.int(0, 180) * 86_400_000 - r.int(0, 36_000_000);
    out.push({
      id: `AP${String(202600000 + i)}`,
      enterpriseNumber,
      type,
      status,
      approveName: name,
      applicant: person.name,
      departName: deps.find((d) => d.id === person.departIds[0])?.departName ?? '',
      createTime,
      finishTime: status === 1 ? null : createTime + r.int(1, 72) * 3_600_000,
      summary: r.pick(summaries),
    });
  }
  return out.sort((a, b) => b.createTime - a.createTime);
}

/** The main enterprise has run initApprove already and added two approvals of its own; the second
 *  enterprise has not (its first visit to the list creates the templates). */
const seedApprovals: Seeder = (db) => {
  const admins = adminRefs(db.tables, MAIN_ENTERPRISE);
  const list = [...systemTemplates(admins[0]), ...customTemplates()];
  db.tables.approvals = list.map((t, i) =>
    rowFrom(t, i, MAIN_ENTERPRISE, admins, `apv-${i + 1}`, (i + 1) * SORT_STEP, '2026-10-08 10:00:00'),
  );
  db.tables.approvalRecords = records(db, MAIN_ENTERPRISE);
};

export default seedApprovals;

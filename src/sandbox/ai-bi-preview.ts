import { attendanceGroups } from './attendance-tables';
import { balances, leaveTypes } from './leave-tables';
import { departmentsOf, staffOf, type DepartmentRow } from './org-tables';
import { approvalRecords } from './seed/modules/approvals/tables';
import type { BiPreview, BiSource } from '@/features/ai-assistant/api/types';

// The BI configuration's preview charts, computed from the sandbox's own tables: attendance group
// sizes, leave balances per leave type, approvals per state, staff per top-level department.

export const BI_SOURCES = ['attendance', 'leave', 'approval', 'staff'] as const satisfies readonly BiSource[];
export const BI_SOURCE_NAMES: Record<BiSource, string> = {
  attendance: '考勤',
  leave: '请假',
  approval: '审批',
  staff: '员工',
};
const APPROVAL_STATES = ['审批中', '已通过', '已驳回', '已撤回'] as const;

/** Active staff per top-level department (people directly in the root department count under its
 *  name). A scoped administrator's tree has several roots, her departments (scope/lens.ts): they
 *  are the top-level departments, with no root above them. */
function staffPoints(e: string) {
  const departs = departmentsOf(e);
  const byId = new Map(departs.map((d) => [d.id, d]));
  const roots = departs.filter((d) => d.parentDepartId === '0');
  const root = roots.length === 1 ? roots[0] : undefined;
  const isTop = (d: DepartmentRow) => (root ? d.parentDepartId === root.id : d.parentDepartId === '0');
  const tops = departs.filter(isTop).sort((a, b) => a.sort - b.sort);
  const topOf = (id: string): string | undefined => {
    let d = byId.get(id);
    while (d && !isTop(d)) d = d.id === root?.id ? undefined : byId.get(d.parentDepartId);
    return d?.id;
  };
  const counts = new Map<string, number>();
  let direct = 0;
  for (const p of staffOf(e)) {
    if (p.status === 'departure') continue;
    const top = p.departIds[0] ? topOf(p.departIds[0]) : undefined;
    if (top) counts.set(top, (counts.get(top) ?? 0) + 1);
    else direct++;
  }
  const points = tops.map((d) => ({ label: d.departName, value: counts.get(d.id) ?? 0 }));
  return direct && root ? [...points, { label: `${root.departName}（直属）`, value: direct }] : points;
}

export function biPreview(e: string, source: BiSource): BiPreview {
  switch (source) {
    case 'attendance':
      return {
        source,
        title: '各考勤组人数',
        unit: '人',
        points: attendanceGroups()
          .filter((g) => g.enterpriseNumber === e)
          .map((g) => ({ label: g.name, value: g.memberIds.length })),
      };
    case 'leave': {
      const rows = balances().filter((b) => b.enterpriseNumber === e);
      return {
        source,
        title: '各假期类型余额合计',
        unit: '小时',
        points: leaveTypes()
          .filter((t) => t.enterpriseNumber === e)
          .map((t) => ({
            label: t.name,
            value: Math.round(rows.filter((b) => b.holidayId === t.id).reduce((s, b) => s + b.lines, 0) * 10) / 10,
          })),
      };
    }
    case 'approval': {
      const rows = approvalRecords().filter((r) => r.enterpriseNumber === e);
      return {
        source,
        title: '各状态审批单数',
        unit: '条',
        points: APPROVAL_STATES.map((label, i) => ({ label, value: rows.filter((r) => r.status === i + 1).length })),
      };
    }
    case 'staff':
      return { source, title: '各一级部门在职人数', unit: '人', points: staffPoints(e) };
  }
}

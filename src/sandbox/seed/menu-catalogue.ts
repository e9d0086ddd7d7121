import type { MenuRow } from '../core-tables';

// The side menu of admin-modules §2 (plus the AI-assistant area of platform-shell §2.1–2.2), in display order.
// Ids are positional (m01…) for the spec's entries; a page added later carries its own id, so none of
// them is renumbered (seeds, saved stores and tests name menus by id).
const ENTRIES: Array<[url: string, name: string, id?: string]> = [
  ['enterprise_certification', '首页'],
  ['organization', '组织架构'],
  ['entry', '入职管理'],
  ['organization_chart', '组织架构调整'],
  ['personal_information', '员工信息变更'],
  ['log_management', '变更日志'],
  ['group_management', '群聊管理'],
  ['conference_room', '会议室管理'],
  ['examine_management', '审批管理'],
  ['data_export', '审批数据导出'],
  ['vacation_management', '假期管理'],
  ['attendance_management', '考勤组管理'],
  ['rank_management', '班次管理'],
  ['leave_management', '请假管理'],
  // docs/assumed-contract.md "Attendance statistics"
  ['attendance_statistics', '考勤统计', 'm28'],
  ['workbench_appManagement', '应用管理'],
  ['AppShop', '应用商店'],
  ['workbench_deviceManagement', '设备管理'],
  ['workbench_orderListManagement', '应用订单'],
  ['workbench_appUseSituation', '应用数据概览'],
  ['announcement', '公告管理'],
  ['enterpriseSettings', '企业设置'],
  ['administratorbefore', '管理员权限'],
  ['administrator', '角色管理'],
  ['intelligent/intelligent_create', '设置企业AI助理'],
  ['intelligent/intelligent_knowledge', 'AI助理知识库管理'],
  ['intelligent/intelligent_scene', 'AI助理应用管理'],
];

function icon(glyph: string, fg: string, bg: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" rx="4" fill="${bg}"/><text x="8" y="12" font-size="10" text-anchor="middle" fill="${fg}" font-family="sans-serif">${glyph}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export function menuRows(): MenuRow[] {
  let position = 0;
  return ENTRIES.map(([url, name, id]) => ({
    id: id ?? `m${String(++position).padStart(2, '0')}`,
    name,
    url,
    icon: icon(name[0], '#bfbfbf', '#1f2937'),
    selectedIcon: icon(name[0], '#ffffff', '#1677ff'),
  }));
}

/** Menu ids of the restricted administrator: no log, no administrator pages, no AI-assistant area. */
export function restrictedMenuIds(rows: MenuRow[]): string[] {
  const withheld = new Set([
    'log_management',
    'administratorbefore',
    'administrator',
    'intelligent/intelligent_create',
    'intelligent/intelligent_knowledge',
    'intelligent/intelligent_scene',
  ]);
  return rows.filter((r) => !withheld.has(r.url)).map((r) => r.id);
}

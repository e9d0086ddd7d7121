import { HttpResponse } from 'msw';
import { menuOf } from './core-tables';
import { Reject } from './respond';
import type { SessionContext } from './session';
import { A, E, F, G, LV, MG, MR, P, S, SCH, U, VC } from './services';
import { ADMIN_CALLS, PENDING_CALLS, PICKER_CALLS, STAFF_CALLS } from './call-groups';

// Which menu page owns each sandbox call, checked as a real server would: a call that belongs to
// menu pages the caller's menu (for the session's user and enterprise, as /menu/userMenuList
// computes it) lacks is refused with HTTP 403 and the server's message.
//
// A call is written as service + path in the route's own spelling ({id} for a path parameter);
// `/*` at the end takes every call under that prefix. A call owned by several pages is allowed to
// whoever has any of them. Calls declared `public` (login, public pages) need no session and are
// never checked. Every other call is either owned here or listed in SHARED_CALLS on purpose;
// tests/sandbox/permissions.test.ts fails for a call that is neither.

export const FORBIDDEN_MESSAGE = '无权限访问该功能，请联系管理员';

/** Menu url (the path after /home/) → the calls of that page and of its sub-pages. */
export const PAGE_CALLS: Record<string, readonly string[]> = {
  // 组织架构, with 添加员工, 未激活成员, 办理离职 and 离职员工 (/home/organization/*)
  organization: [
    ...STAFF_CALLS,
    `${E}/depart/tree`,
    `${E}/depart/searchDepart`,
    `${E}/depart/insert`,
    `${E}/depart/edit`,
    `${E}/depart/enable`,
    `${E}/depart/del`,
    `${E}/depart/batch`,
    `${E}/depart/departUserPullDownList`,
    `${E}/admin/upload/staffTemplate`,
  ],
  entry: [...PENDING_CALLS, `${E}/admin/upload/template`, `${E}/sendSmsOrEmail`],
  organization_chart: [`${E}/depart/tree`, `${E}/depart/move`, `${E}/restructure/*`],
  personal_information: [`${E}/departUserAdvancedSearch`, `${E}/depart/departUserAll`],
  log_management: [`${E}/changelog/*`, `${E}/functionmoudle/list`],
  group_management: [`${G}/*`],
  // meeting rooms and the video-meeting usage sub-page (/home/conference_room/video_usage)
  conference_room: [`${MR}/*`],
  // the designer at /home/examine_management/designer and the public /createExamineApp: designing
  // an approval is this page's work wherever the designer is opened
  examine_management: [
    `${A}/approve/initApprove`,
    `${A}/approve/list`,
    `${A}/approve/findById`,
    `${A}/approve/nameExist`,
    `${A}/approve/del`,
    `${A}/approve/enable`,
    `${A}/approve/move`,
    `${A}/approve/save`,
    // versions, copy, groups (assumed contract "Approval versions, copy and groups")
    `${A}/approve/version/list`,
    `${A}/approve/version/findById`,
    `${A}/approve/version/restore`,
    `${A}/approve/copy`,
    `${A}/approve/group/list`,
    `${A}/approve/group/save`,
    `${A}/approve/group/del`,
    `${A}/approve/group/sort`,
    `${A}/approve/group/moveApprovals`,
  ],
  data_export: [`${A}/approve/data/export`],
  announcement: [
    `${E}/announcement/list`,
    `${E}/announcement/detail`,
    `${E}/announcement/save`,
    `${E}/announcement/publish`,
    `${E}/announcement/delete`,
    `${E}/announcement/pin`,
    `${E}/announcement/receipts`,
    `${E}/announcement/remindUnread`,
    `${F}/announcement/upload`,
  ],
  enterpriseSettings: [
    `${E}/enterprise/update`,
    `${E}/graphValidateCode/getCode`,
    `${E}/sendVerifyCode`,
    `${E}/bindingEngineerList`,
    `${E}/saveBindingEngineer`,
    `${E}/editBindingEngineer`,
    `${E}/deleteBindingEngineerById/{id}`,
    `${E}/enterprise/transferEnterpriseAdministrator`,
    `${E}/dismissEnterprise/{id}`,
  ],
  administratorbefore: [`${E}/menu/findMenuList`, ...ADMIN_CALLS],
  // role management shows and edits a role's applications (the all-apps query with visibleRange, appName)
  administrator: [`${U}/api/role/*`, `${U}/api/menu/getAllMenuAndData`, `${P}/app/listAll`],
  // time and attendance: the attendance group page picks shifts, the vacation page reads leave data
  rank_management: [`${SCH}/shifts/*`],
  attendance_management: [
    `${SCH}/timeSheetGroup/*`,
    `${SCH}/userKaoqinSetting/*`,
    `${SCH}/shifts/list`,
    `${SCH}/shifts/search`,
    `${SCH}/shifts/getShiftsDetail`,
  ],
  leave_management: [`${LV}/adminLeave/*`, `${LV}/selectHolidayByUser`],
  // 考勤统计 (docs/assumed-contract.md "Attendance statistics"), and the group list its 考勤组 filter offers
  attendance_statistics: [`${SCH}/attendanceStats/*`, `${SCH}/timeSheetGroup/list`],
  vacation_management: [
    `${VC}/vacation/*`,
    `${LV}/adminLeave/searchHolidayAll`,
    `${LV}/adminLeave/searchHoliday`,
    `${LV}/adminLeave/searchHolidayUser`,
    `${LV}/adminLeave/selectHolidayUser`,
    `${LV}/adminLeave/searchHolidayLogByLenovoId`,
    `${LV}/selectHolidayByUser`,
  ],
  // the shop's catalogue and order creation (assumed calls); the orders page, with the office-suite
  // licence usage as its sub-page /home/workbench_orderListManagement/licences
  AppShop: [`${P}/shop/appList`, `${P}/shop/appDetail`, `${P}/subscribe/createOrder`],
  workbench_orderListManagement: [
    `${P}/subscribe/findOrders`,
    `${P}/subscribe/exportExcel`,
    `${P}/subscribe/cancelOrder`,
    `${P}/subscribe/payOrder`,
    `${MG}/officeSuite/*`,
  ],
  // devices and printers, with the printer service usage page (/home/workbench_deviceManagement/print_service)
  workbench_deviceManagement: [
    `${E}/deviceCategory/queryList`,
    `${E}/printer/*`,
    `${E}/printPackage/getAvailableValue`,
    `${E}/printService/*`,
  ],
  // application management with its group editor and the scope details sub-page (/home/scopeofApplicationDetails)
  workbench_appManagement: [
    `${P}/app/listAll`,
    `${P}/app/enable`,
    `${P}/app/visible`,
    `${P}/app/visibleApp`,
    `${P}/app/userAppList`,
    `${P}/admin/appRangeQuery`,
    `${P}/admin/updateAppVisible`,
    `${P}/app/group/get`,
    `${P}/app/group/save`,
  ],
  // the data overview picks an application from the list, then reads its usage
  workbench_appUseSituation: [`${P}/app/listAll`, `${P}/admin/app/detail`],
  // the AI-assistant area (product.md Part C): the assistant with its cue-word and plugin
  // sub-pages; the knowledge bases with their documents and uploads; the scenes with the BI
  // configuration sub-page
  'intelligent/intelligent_create': [`${E}/ai/assistant/*`, `${E}/ai/cueWord/*`, `${E}/ai/plugin/*`],
  'intelligent/intelligent_knowledge': [`${E}/ai/knowledge/*`],
  'intelligent/intelligent_scene': [`${E}/ai/scene/*`, `${E}/ai/bi/*`],
};

/** Calls open to any signed-in member of the session's enterprise, each on purpose. */
export const SHARED_CALLS: readonly string[] = [
  // session, shell and enterprise choice: needed before and around every page
  `${E}/enterprise/listByLenovoId`,
  `${E}/userAdminEnterpriseList`,
  `${E}/switchEnterprise`,
  `${E}/menu/userMenuList`,
  `${E}/saveUser`,
  `${E}/saveEnterprise`,
  `${S}/getAuthorCodeVal`,
  `${S}/getAuthorCode`,
  // payload encryption helpers of the HTTP layer
  `${E}/rsa/public-key`,
  `${E}/aes/decrypt`,
  // directory lookups and member pickers used by many pages
  `${E}/depart/fullTree`,
  ...PICKER_CALLS,
  // what stored ids name today (a name and a state), for every page that shows a reference
  `${E}/directory/resolve`,
  // the home page every member lands on: certification, switch, messages, guide, dashboard, IT administrators
  // (its writes check for an enterprise administrator themselves)
  `${E}/enterprise/isauth`,
  `${E}/authentication/apply`,
  `${E}/enterprise/isappeal`,
  `${E}/enterprise/appeal`,
  `${E}/enterpriseauth/*`,
  `${E}/temp/*`,
  `${E}/currentEnterpriseUserCount`,
  `${E}/dynamicMessage/queryList`,
  `${E}/noviceGuide/*`,
  `${E}/enterprise/info`,
  `${E}/admin/hasAiMenuAuthor`,
  `${E}/v4/depart/searchMyTreeV1`,
  `${E}/enterpriseUser/getDataDashboardStatistics`,
  `${E}/getItAdminList`,
  `${E}/admin/itAdmin/searchEnterpriseUsers`,
  `${E}/admin/setItAdmins`,
  `${E}/admin/removeItAdmin`,
  // what the caller himself may do or is (asked by pages to shape themselves)
  `${U}/api/menu/getPermission`,
  `${U}/api/menu/checkYunTRole`,
  `${E}/admin/isDepartAdmin`,
  `${E}/admin/isDepartAdminOrSupervisor`,
];

const matches = (pattern: string, call: string) =>
  pattern === call || (pattern.endsWith('/*') && call.startsWith(pattern.slice(0, -1)));

export type Access =
  { kind: 'pages'; pages: string[] } | { kind: 'shared' } | { kind: 'public' } | { kind: 'unlisted' };

/** How a declared call (`service + path`) is guarded. Owned wins over shared, so a call listed in both
 *  is still checked (the permissions test reports the double listing). */
export function accessOf(call: string, isPublic: boolean): Access {
  if (isPublic) return { kind: 'public' };
  const pages = Object.keys(PAGE_CALLS).filter((page) => PAGE_CALLS[page].some((p) => matches(p, call)));
  if (pages.length) return { kind: 'pages', pages };
  return SHARED_CALLS.some((p) => matches(p, call)) ? { kind: 'shared' } : { kind: 'unlisted' };
}

const forbidden = () =>
  HttpResponse.json({ code: 403, success: false, message: FORBIDDEN_MESSAGE, data: null }, { status: 403 });

/** The refusal for a caller whose menu lacks every page owning the call, or null when allowed. */
export function refusal(access: Access, { session, enterprise }: SessionContext): Response | null {
  if (access.kind !== 'pages') return null;
  // a page's calls work on the chosen enterprise; without one there is no menu to check against
  if (!enterprise) throw new Reject(400, '请先选择企业');
  const menu = new Set(menuOf(session.lenovoId, enterprise.enterpriseNumber).map((m) => m.url));
  return access.pages.some((page) => menu.has(page)) ? null : forbidden();
}

import { A, E, F, G, LV, MG, MR, P, S, SCH, U, VC } from '../services';
import { ADMIN_CALLS, PENDING_CALLS, PICKER_CALLS, STAFF_CALLS } from '../call-groups';
// How each declared call meets a scoped administrator's 管理范围 (assumed contract "Scoped
// administrators"). Written as the permission table is (permissions.ts): service + path in the
// route's spelling, `/*` for every call under a prefix; tests/sandbox/scope-rules.test.ts fails for
// a declared call without a rule, or with two.
//
// - scoped: the call reads or writes people, departments or what belongs to them. A read sees the
//   store through her lens (lens.ts) and its answer loses every row that is a person or department
//   outside; a write naming any person or department outside is refused (guard.ts).
// - scopedReads: scoped, and read as such although declared as a write (an export sent as a POST
//   that stores nothing of the people it lists).
// - unscoped: the call names no person or department; the reason says why.

export const SCOPED_CALLS: readonly string[] = [
  // the organisation: trees, department search, staff lists, search, detail, add, edit, move,
  // delete, import, export, the CEO, the department pickers
  `${E}/depart/*`,
  // with departure lists, handover, departure and re-hire (under /admin/users/*)
  ...STAFF_CALLS,
  // onboarding: confirming someone places them in a department
  ...PENDING_CALLS,
  // staff changes and the change log
  `${E}/departUserAdvancedSearch`,
  `${E}/changelog/*`,
  // the directory and every picker
  ...PICKER_CALLS,
  `${E}/v4/depart/searchMyTreeV1`,
  `${E}/currentEnterpriseUserCount`,
  `${E}/enterpriseUser/getDataDashboardStatistics`,
  // administrators, IT administrators, roles' members (the role calls themselves check the scopes
  // they grant, scope-input.ts)
  ...ADMIN_CALLS,
  `${E}/getItAdminList`,
  `${E}/admin/itAdmin/searchEnterpriseUsers`,
  `${E}/admin/setItAdmins`,
  `${E}/admin/removeItAdmin`,
  `${U}/api/role/*`,
  // group chats and their members
  `${G}/*`,
  // approvals: their people pickers, approvers and the data export
  `${A}/*`,
  // attendance groups' members and arrangements, leave balances and ledger, vacation grants
  `${SCH}/timeSheetGroup/*`,
  `${SCH}/userKaoqinSetting/*`,
  // 考勤统计: the figures, days and exports of people, and 补卡 of a person's day
  `${SCH}/attendanceStats/*`,
  `${LV}/*`,
  `${VC}/*`,
  // what names people or departments elsewhere: announcements' audiences and receipts, meeting
  // rooms' users and bookings, application visibility, printers' users, office-suite licences, the
  // AI assistant's plugin ranges and BI preview
  `${E}/announcement/*`,
  `${MR}/selectMeetingRoom`,
  `${MR}/saveMeetingRoom`,
  `${MR}/updateMeetingRoom`,
  `${MR}/delMeetingRoom`,
  `${MR}/schedulehst/getAvailablePoints`,
  `${P}/app/listAll`,
  `${P}/app/visible`,
  `${P}/app/visibleApp`,
  `${P}/app/userAppList`,
  `${P}/admin/*`,
  `${E}/printer/*`,
  `${E}/printService/*`,
  `${MG}/officeSuite/*`,
  `${E}/ai/assistant/*`,
  `${E}/ai/plugin/*`,
  `${E}/ai/bi/*`,
];

/** Scoped calls declared as writes that only read people (exports answered as files). */
export const SCOPED_READS: readonly string[] = [
  `${E}/admin/userListExport`,
  `${E}/admin/userDepartListExport`,
  `${E}/admin/failureDepartUser/Export`,
  `${E}/admin/personnelManageListExport`,
  `${E}/changelog/export`,
  `${A}/approve/data/export`,
  `${LV}/adminLeave/holidayUser/export`,
];

export const UNSCOPED_CALLS: Readonly<Record<string, string>> = {
  [`${S}/*`]: 'the login and its codes: the caller himself',
  [`${E}/enterprise/listByLenovoId`]: "the caller's own enterprises",
  [`${E}/userAdminEnterpriseList`]: "the caller's own enterprises",
  [`${E}/switchEnterprise`]: "the caller's own session",
  [`${E}/menu/userMenuList`]: "the caller's own menu",
  [`${E}/saveUser`]: "the caller's own account",
  [`${E}/saveEnterprise`]: 'creates an enterprise of the caller',
  [`${E}/rsa/*`]: 'payload encryption',
  [`${E}/aes/*`]: 'payload encryption',
  [`${E}/directory/resolve`]:
    'answers only the name and state of the ids a page holds, so that no raw id shows; no details; to a scoped caller, of an id outside her scope only the state outside',
  [`${E}/enterprise/isauth`]: "the enterprise's certification",
  [`${E}/authentication/apply`]: "the enterprise's certification",
  [`${E}/enterprise/isappeal`]: "the enterprise's certification",
  [`${E}/enterprise/appeal`]: "the enterprise's certification",
  [`${E}/enterpriseauth/*`]: "the enterprise's certification",
  [`${E}/temp/*`]: "the enterprise's switches",
  [`${E}/dynamicMessage/queryList`]: "the enterprise's messages",
  [`${E}/noviceGuide/*`]: "the caller's own guide",
  [`${E}/enterprise/info`]: "the enterprise's settings",
  [`${E}/enterprise/update`]: "the enterprise's settings",
  [`${E}/graphValidateCode/getCode`]: 'a verification code',
  [`${E}/sendVerifyCode`]: 'a verification code',
  [`${E}/bindingEngineerList`]: "the enterprise's external engineers, not its staff",
  [`${E}/saveBindingEngineer`]: "the enterprise's external engineers, not its staff",
  [`${E}/editBindingEngineer`]: "the enterprise's external engineers, not its staff",
  [`${E}/deleteBindingEngineerById/{id}`]: "the enterprise's external engineers, not its staff",
  [`${E}/enterprise/transferEnterpriseAdministrator`]: 'the enterprise administrator only (refused to anyone else)',
  [`${E}/dismissEnterprise/{id}`]: 'the enterprise administrator only (refused to anyone else)',
  [`${E}/admin/hasAiMenuAuthor`]: "the caller's own menu",
  [`${E}/menu/findMenuList`]: 'the menu catalogue',
  [`${E}/functionmoudle/list`]: "the change log's module catalogue",
  [`${U}/api/menu/*`]: "menus, and the caller's own permissions and scope",
  [`${E}/admin/isDepartAdmin`]: 'the caller himself',
  [`${E}/admin/isDepartAdminOrSupervisor`]: 'the caller himself',
  [`${SCH}/shifts/*`]: 'shifts name no person or department',
  [`${F}/announcement/*`]: "an announcement's attachments",
  [`${E}/ai/cueWord/*`]: "the assistant's cue words",
  [`${E}/ai/knowledge/*`]: "the assistant's knowledge bases and documents",
  [`${E}/ai/scene/*`]: "the assistant's scenes",
  [`${P}/app/enable`]: "an application's switch",
  [`${P}/app/group/*`]: "the enterprise's application groups",
  [`${P}/shop/*`]: 'the shop catalogue',
  [`${P}/subscribe/*`]: "the enterprise's orders",
  [`${MR}/getRoomHistoryList`]:
    'video-meeting records name hosts by the name the meeting service kept, tied to no person or department',
  [`${MR}/schedulehst/exportExcel`]:
    'video-meeting records name hosts by the name the meeting service kept, tied to no person or department',
  [`${E}/deviceCategory/queryList`]: 'the device catalogue',
  [`${E}/printPackage/getAvailableValue`]: "the enterprise's print package",
  [`${E}/admin/upload/template`]: 'an empty template',
  [`${E}/admin/upload/staffTemplate`]: 'an empty template',
  [`${E}/restructure/*`]:
    'a reorganisation spans the enterprise: the handlers refuse a scoped administrator every call (403 超出您的管理范围)',
};

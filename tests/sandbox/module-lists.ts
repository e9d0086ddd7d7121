import { directCall } from './direct-call';
import { staffOf } from '@/sandbox/org-tables';
import { groups } from '@/sandbox/org-tables';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { findEnterprise } from '@/sandbox/core-tables';
import { table } from '@/sandbox/db';

// The list call of every module page (the calls each page opens with), for the lifecycle property
// test: after any lifecycle event each must still answer. Ids a list needs (a group chat, an
// approval…) are taken from the store when the calls are made.

type Call = [method: 'GET' | 'POST', path: string, body?: unknown];

const E = '/enterprise-server';
const firstId = (name: string, e: string, key = 'id') =>
  String((table<Record<string, unknown>>(name).find((r) => r.enterpriseNumber === e) ?? {})[key] ?? '');

export function moduleListCalls(e: string, tokens: { print: string }): Call[] {
  const enterpriseId = findEnterprise(e)!.id;
  const page = { page: 1, size: 10 };
  const someone = staffOf(e).find((p) => p.status === '')!;
  const group = groups().find((g) => g.enterpriseNumber === e)?.groupId;
  const approvalId = approvalRows().find((r) => r.enterpriseNumber === e)?.id;
  const sheet = firstId('attendanceGroups', e);
  const role = firstId('roles', e);
  const app = firstId('apps', e);
  const published = table<{ id: string; enterpriseNumber: string; status: number }>('announcements').find(
    (a) => a.enterpriseNumber === e && a.status === 1,
  )?.id;
  const base = firstId('aiKnowledgeBases', e);
  const root = firstId('departments', e);
  return [
    // organisation, departure, onboarding, org chart, staff changes, change log
    ['GET', `${E}/depart/tree`],
    ['POST', `${E}/admin/userSearch`, { enterpriseId, status: 'all', ...page }],
    ['GET', `${E}/findCeo`],
    ['GET', `${E}/depart/searchDepart?departName=&supervisorName=&page=1&size=10`],
    ['POST', `${E}/admin/users/departure/all`, { status: 'departure', startTime: '', endTime: '', ...page }],
    ['POST', `${E}/admin/userSearch`, { enterpriseId, status: 'unactivated', ...page }],
    ['POST', `${E}/admin/tempUserSearch`, { keyWord: '', ...page }],
    ['POST', `${E}/departUserAdvancedSearch`, page],
    ['GET', `${E}/depart/departUserAll`],
    ['POST', `${E}/changelog/search`, page],
    ['POST', `${E}/changelog/person`, { userId: someone.id, ...page }],
    ['POST', `${E}/admin/users/handover/holdings`, { ids: [someone.id] }],
    // group chats
    ['POST', '/group-server/v1_admin/find_group', page],
    ...(group ? [['POST', '/group-server/group_detail', { groupId: group }] as Call] : []),
    // meeting rooms
    ['POST', '/meeting-room-server/selectMeetingRoom', { enterpriseNumber: e, pageNumber: 1, pageSzie: 10 }],
    ['POST', '/meeting-room-server/getRoomHistoryList', page],
    // approvals
    ['POST', '/approve-server/approve/list', { enterpriseNumber: e, approveName: '', ...page }],
    ['GET', `/approve-server/approve/group/list?enterpriseNumber=${e}`],
    ...(approvalId
      ? ([
          ['GET', `/approve-server/approve/findById?id=${approvalId}&lenovoId=10000001`],
          ['POST', '/approve-server/approve/version/list', { approveId: approvalId }],
        ] as Call[])
      : []),
    // attendance, shifts, leave, vacation
    ['POST', '/schedule-server/timeSheetGroup/list', { name: '', ...page }],
    ['POST', '/schedule-server/shifts/list', page],
    ...(sheet
      ? ([
          ['POST', '/schedule-server/timeSheetGroup/getTimeGroupDetail', { id: sheet }],
          [
            'POST',
            '/schedule-server/userKaoqinSetting/getGroupMembersKQSetting',
            { timeSheetGroupId: sheet, month: '2026-11', ...page },
          ],
        ] as Call[])
      : []),
    ['GET', '/leave-server/adminLeave/searchHolidayAll'],
    ['POST', '/leave-server/adminLeave/searchHolidayUser', { holidayId: '', keyword: '', departId: '', ...page }],
    [
      'POST',
      '/leave-server/adminLeave/searchHolidayLogByLenovoId',
      { lenovoId: someone.lenovoId, holidayId: '', ...page },
    ],
    ['POST', '/vacation-manage-server/vacation/grantList', { holidayId: '', ...page }],
    ['GET', '/vacation-manage-server/vacation/summary'],
    // applications, devices, print service, orders, licences
    ['GET', '/apps-manage-server/app/listAll'],
    ...(app
      ? ([
          ['POST', '/apps-manage-server/admin/appRangeQuery', { id: app }],
          ['POST', '/apps-manage-server/app/visible', { id: app, ...page }],
          ['GET', `/apps-manage-server/admin/app/detail?id=${app}&dateType=1`],
        ] as Call[])
      : []),
    ['GET', `${E}/printer/queryList`],
    ['POST', `${E}/printer/history`, { type: 'purchase', ...page }],
    ['POST', `${E}/printService/printedHistory?printToken=${tokens.print}`, page],
    ['POST', '/apps-manage-server/subscribe/findOrders', page],
    ['GET', '/apps-manage-server/shop/appList'],
    ['POST', '/enterprise-management-server/officeSuite/getAuthorization', {}],
    ['POST', '/enterprise-management-server/officeSuite/search', page],
    // home, administrators, roles, settings, announcements
    ['GET', `${E}/getItAdminList`],
    ['GET', `${E}/currentEnterpriseUserCount`],
    ['GET', `${E}/enterpriseUser/getDataDashboardStatistics?departId=${root}&startTime=2026-11-01&endTime=2026-11-30`],
    ['GET', `${E}/admin/searchAdmin`],
    ['POST', '/user-server/api/role/getList', { roleName: '' }],
    ...(role ? [['POST', '/user-server/api/role/member/getList', { roleId: role, ...page }] as Call] : []),
    ['GET', `${E}/bindingEngineerList`],
    ['GET', `${E}/enterprise/info`],
    ['POST', `${E}/announcement/list`, { title: '', status: '', ...page }],
    ...(published
      ? ([
          ['GET', `${E}/announcement/detail?id=${published}`],
          ['GET', `${E}/announcement/receipts?id=${published}`],
        ] as Call[])
      : []),
    // the AI assistant area
    ['GET', `${E}/ai/assistant/detail`],
    ['POST', `${E}/ai/plugin/list`, {}],
    ['GET', `${E}/ai/bi/config`],
    ['POST', `${E}/ai/scene/list`, page],
    ['POST', `${E}/ai/cueWord/list`, { kind: 'question' }],
    ['POST', `${E}/ai/knowledge/list`, page],
    ...(base ? [['POST', `${E}/ai/knowledge/document/list`, { baseId: base, ...page }] as Call] : []),
  ];
}

/** The calls of `moduleListCalls` (those at `only`'s positions, if given) that did not answer code
 *  200, as "METHOD path → status code message". */
export async function failingLists(
  token: string,
  e: string,
  tokens: { print: string },
  only?: ReadonlySet<number>,
): Promise<string[]> {
  const out: string[] = [];
  for (const [i, [method, path, body]] of moduleListCalls(e, tokens).entries()) {
    if (only && !only.has(i)) continue;
    const res = await directCall(token, method, path, body);
    if (res.status !== 200 || (res.body.code !== 200 && res.body.code !== 'not json'))
      out.push(`${method} ${path} → ${res.status} ${res.body.code} ${res.body.message ?? ''}`);
  }
  return out;
}

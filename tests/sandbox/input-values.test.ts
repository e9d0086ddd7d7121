// Flags, pages and dates are checked by one shared set of sandbox checks (src/sandbox/validate/values.ts):
// a value of the wrong kind is refused with the contract's 400, never read as something else
// (docs/assumed-contract.md, "A sandbox that checks for itself").
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ADMIN, signInAs } from '../sign-in';
import { declaredCalls } from '@/sandbox/route';
import '@/sandbox/handlers';
import { enterprises } from '@/sandbox/core-tables';
import { attendanceGroups, shifts } from '@/sandbox/attendance-tables';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { roleRows } from '@/sandbox/seed/modules/roles';

const E = MAIN_ENTERPRISE;
type Args = Record<string, unknown>;
interface Answer {
  code: number | string;
  message?: string;
  data?: unknown;
}

/** One call as a server client makes it: GET arguments in the query, others as the JSON body. */
async function send(
  method: string,
  path: string,
  args: Args = {},
  token = signInAs(),
  query: Args = {},
): Promise<Answer> {
  const url = new URL(`http://localhost${path}`);
  const inQuery = method.toLowerCase() === 'get' ? { ...query, ...args } : query;
  for (const [k, v] of Object.entries(inQuery)) url.searchParams.set(k, String(v));
  const res = await fetch(url, {
    method: method.toUpperCase(),
    headers: { token, 'content-type': 'application/json' },
    body: method.toLowerCase() === 'get' ? undefined : JSON.stringify(args),
  });
  return (res.headers.get('content-type') ?? '').includes('json')
    ? ((await res.json()) as Answer)
    : { code: res.status };
}
const verdict = ({ code, message }: Answer) => ({ code, message });

const root = () => departmentsOf(E).find((d) => d.parentDepartId === '0')!;
const branch = () => departmentsOf(E).find((d) => d.parentDepartId === root().id)!;
const me = () => staffOf(E).find((p) => p.lenovoId === ADMIN)!;
const departed = () => staffOf(E).find((p) => p.status === 'departure')!;
const colleague = () => staffOf(E).find((p) => p.status === '' && !p.isCeo && p.lenovoId !== ADMIN)!;
/** An active member in no attendance group (a person is in one group at most). */
const ungrouped = () =>
  staffOf(E).find((p) => p.status === '' && !attendanceGroups().some((g) => g.memberIds.includes(p.lenovoId)))!;

// ---------------------------------------------------------------------------------------------
// Pages. Every read call is sent once with ordinary arguments; those answering a page
// ({ list, total, page, size }) are the paged calls, so a new one is covered without being listed.

/** Arguments any read call may be sent; the calls that need a subject of their own get it below. */
function ordinaryArgs(): Args {
  return {
    enterpriseId: enterprises().find((x) => x.enterpriseNumber === E)!.id,
    enterpriseNumber: E,
    lenovoId: ADMIN,
    userId: me().id,
    timeSheetGroupId: attendanceGroups()[0].id,
    month: '2026-03',
    baseId: 'kb-1',
    type: 'purchase',
    approveId: approvalRows().find((a) => a.enterpriseNumber === E)!.id,
    roleId: roleRows().find((r) => r.enterpriseNumber === E)!.id,
  };
}

/** Read calls that are not paged and need a subject the ordinary arguments do not give. */
const NOT_PAGED_NEEDING_A_SUBJECT = [
  '/approve/findById',
  '/approve/nameExist',
  '/approve/version/findById',
  '/admin/app/detail',
  '/shop/appDetail',
  '/subscribe/exportExcel',
  '/admin/getAppDetailUsersById',
  '/announcement/detail',
  '/announcement/receipts',
  '/dynamicMessage/queryList',
  '/getDataDashboardStatistics',
  '/search/exportGroups',
  '/down_group_menbers',
  '/admin/appRangeQuery',
  '/failureDepartUser/Export',
  '/personnelManageListExport',
  '/handover/holdings',
  '/aes/decrypt',
  '/ai/bi/preview',
  '/ai/cueWord/list',
  '/ai/knowledge/detail',
  '/ai/scene/detail',
  '/changelog/export',
  '/printer/printerQrcCode',
  '/group_detail',
  '/search/findGroupInfo',
  '/shifts/getShiftsDetail',
  '/timeSheetGroup/getTimeGroupDetail',
  '/api/role/detail',
  '/getRoleByMemberType',
  '/findAllUserInfoByLenovoIds',
  '/getDepartmentAndSubDepartmentAllMembers',
  '/searchMyTreeV1',
  '/departUser',
  '/getPrinterPrice',
  '/getMyChildDepartmentsTree',
  '/getMySubDepartmentsTreeAll',
  '/officeSuite/{token}',
  '/noviceGuide/{type}',
  '/admin/removeAdmin',
  '/attendanceStats/export',
  '/restructure/plan/review',
];
/** Paged calls whose subject is not among the ordinary arguments. */
const PAGED_SUBJECTS: Record<string, () => Promise<Args> | Args> = {
  '/attendanceStats/daily': () => ({ date: '2026-03-02' }),
  '/app/visible': async () => ({
    id: (
      (await send('get', '/apps-manage-server/app/listAll', { visibleRange: '', appName: '' })).data as Array<{
        id: string;
      }>
    )[0].id,
  }),
};

/** Success: code 200, and ENTERPRISE_0072 where §8 counts it as success (the video points). */
const ANSWERED: Array<number | string> = [200, 'ENTERPRISE_0072'];

async function pagedCalls() {
  const token = signInAs();
  const printToken = (
    (await send('post', '/enterprise-server/printService/tokenLogin', {}, token)).data as { printToken: string }
  ).printToken;
  await send('get', `/enterprise-management-server/officeSuite/${token}`, {}, token); // the licence service's own login
  const found: Array<{ method: string; call: string; args: Args; query: Args; keys: [string, string] }> = [];
  const unanswered: string[] = [];
  for (const c of declaredCalls.filter((x) => x.read && x.access.kind !== 'public')) {
    if (NOT_PAGED_NEEDING_A_SUBJECT.some((tail) => c.call.endsWith(tail))) continue;
    const own = Object.entries(PAGED_SUBJECTS).find(([tail]) => c.call.endsWith(tail))?.[1];
    const args = { ...ordinaryArgs(), ...(own ? await own() : {}) };
    const query = { printToken };
    let keys: [string, string] | null = null;
    for (const pair of [
      ['page', 'size'],
      ['pageNumber', 'pageSzie'],
    ] as Array<[string, string]>) {
      const answer = await send(c.method, c.call, { ...args, [pair[0]]: 2, [pair[1]]: 1 }, token, query);
      if (!ANSWERED.includes(answer.code)) unanswered.push(`${c.method} ${c.call}: ${answer.message ?? answer.code}`);
      const page = answer.data as { list?: unknown; total?: unknown; page?: unknown; size?: unknown } | undefined;
      if (page && Array.isArray(page.list) && page.page === 2 && page.size === 1) keys = pair;
      if (!ANSWERED.includes(answer.code) || keys) break;
    }
    if (keys) found.push({ method: c.method, call: c.call, args, query, keys });
  }
  return { found, unanswered, token };
}

const BAD_PAGES: unknown[] = [0, -1, 1.5, 'abc', '2x', true, [1], { n: 1 }];
const BAD_SIZES: unknown[] = [0, -10, 2.5, 'ten', 501, false];

describe('paged calls', () => {
  it('every read call answers ordinary arguments, and every paged call refuses a page or size that is not a positive integer', async () => {
    const { found, unanswered, token } = await pagedCalls();
    expect(unanswered).toEqual([]);
    expect(found.length).toBeGreaterThanOrEqual(36);
    const accepted: string[] = [];
    for (const {
      method,
      call,
      args,
      query,
      keys: [pageKey, sizeKey],
    } of found) {
      const get = method === 'get';
      for (const [key, bad] of [
        ...BAD_PAGES.map((v) => [pageKey, v] as const),
        ...BAD_SIZES.map((v) => [sizeKey, v] as const),
      ]) {
        if (get && typeof bad === 'object') continue; // a query has only texts
        const answer = await send(method, call, { ...args, [key]: bad }, token, query);
        if (answer.code !== 400 || answer.message !== `参数${key}不正确`)
          accepted.push(`${method} ${call} ${key}=${JSON.stringify(bad)} → ${answer.code} ${answer.message}`);
      }
    }
    expect(accepted).toEqual([]);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Flags: only true and false are yes and no.

const S = '/schedule-server';
const D = '/enterprise-server';
const shiftBody = (): Args => ({
  name: '测试班',
  twiceOneDay: false,
  firstShiftStart: '09:00',
  firstShiftEnd: '18:00',
  secondShiftStart: '',
  secondShiftEnd: '',
  lunchStart: '12:00',
  lunchEnd: '13:00',
  elasticOption: false,
  elasticHourLate: 0,
  elasticMinuteLate: 0,
  elasticHourLeave: 0,
  elasticMinuteLeave: 0,
});
const groupBody = (): Args => ({
  name: '测试考勤组',
  memberIds: [ungrouped().lenovoId],
  shiftIds: [shifts()[0].id],
  shiftsChosedByEmployee: false,
  location: { address: '', longitude: null, latitude: null, radius: 300 },
});
const departBody = (): Args => ({
  id: '',
  departName: '测试部',
  parentDepartId: root().id,
  departNum: '',
  departSupervisorId: '',
  enterpriseNumber: E,
  departIdList: [root().id],
  usedIds: [],
  isCreateDepartGroup: false,
});
const departEditBody = (): Args => {
  const d = branch();
  return {
    id: d.id,
    departName: d.departName,
    parentDepartId: root().id,
    departNum: d.departNum,
    departSupervisorId: d.departSupervisorId,
    enterpriseNumber: E,
    departIdList: [root().id],
    usedIds: [],
    isCreateDepartGroup: false,
    oldDepartSupervisorId: d.departSupervisorId,
  };
};
const roomBody = (): Args => ({
  enterpriseNumber: E,
  name: '星辰厅',
  roomNumber: 'B-401',
  buildingName: 'B座',
  layer: 4,
  capacity: 10,
  approval: false,
  show: true,
  accessoryEquipment: [],
  selectedDevice: null,
  bookingRange: 'all',
  bookingDepartIds: [],
  bookingUsers: [],
  bookableStart: '09:00',
  bookableEnd: '18:00',
  maxDuration: 60,
  advanceDays: 14,
});

type FlagCase = [
  call: string,
  method: string,
  key: string,
  body: () => Args | Promise<Args>,
  options?: { public?: boolean },
];
const FLAGGED: FlagCase[] = [
  [`${S}/shifts/create`, 'post', 'twiceOneDay', shiftBody],
  [`${S}/shifts/create`, 'post', 'elasticOption', shiftBody],
  [`${S}/shifts/modify`, 'post', 'twiceOneDay', () => ({ ...shiftBody(), id: shifts()[0].id, name: shifts()[0].name })],
  [
    `${S}/shifts/modify`,
    'post',
    'elasticOption',
    () => ({ ...shiftBody(), id: shifts()[0].id, name: shifts()[0].name }),
  ],
  [`${S}/timeSheetGroup/create`, 'post', 'shiftsChosedByEmployee', groupBody],
  [
    `${S}/timeSheetGroup/modify`,
    'post',
    'shiftsChosedByEmployee',
    () => {
      const g = attendanceGroups()[0];
      const active = new Set(
        staffOf(E)
          .filter((p) => p.status !== 'departure')
          .map((p) => p.lenovoId),
      );
      return {
        ...groupBody(),
        id: g.id,
        name: g.name,
        memberIds: g.memberIds.filter((id) => active.has(id)),
        shiftIds: g.shiftIds,
      };
    },
  ],
  [`${D}/depart/insert`, 'post', 'isCreateDepartGroup', departBody],
  [`${D}/depart/edit`, 'put', 'isCreateDepartGroup', departEditBody],
  [`${D}/depart/enable`, 'put', 'enable', () => ({ departId: branch().id, enable: true })],
  [`${D}/depart/del`, 'put', 'del', () => ({ departId: branch().id, del: true })],
  [`${D}/depart/batch`, 'put', 'isDelete', () => ({ departIds: [branch().id], isDelete: false, isEnable: true })],
  [`${D}/depart/batch`, 'put', 'isEnable', () => ({ departIds: [branch().id], isDelete: false, isEnable: true })],
  [
    '/approve-server/approve/enable',
    'post',
    'enable',
    () => ({ approveId: approvalRows().find((a) => a.enterpriseNumber === E)!.id, enable: true }),
  ],
  [
    '/apps-manage-server/app/visibleApp',
    'post',
    'visible',
    async () => {
      const apps = (await send('get', '/apps-manage-server/app/listAll', { visibleRange: 3, appName: '' }))
        .data as Array<{ id: string }>;
      return { id: apps[0].id, departIds: [], lenovoIds: [colleague().lenovoId], visible: true };
    },
  ],
  [`${D}/announcement/pin`, 'post', 'pinned', () => ({ id: 'an1', pinned: true })],
  ['/meeting-room-server/saveMeetingRoom', 'post', 'approval', roomBody],
  ['/meeting-room-server/saveMeetingRoom', 'post', 'show', roomBody],
  [
    `${D}/ai/cueWord/enable`,
    'post',
    'enabled',
    async () => ({
      id: ((await send('post', `${D}/ai/cueWord/list`, { kind: 'question' })).data as Array<{ id: string }>)[0].id,
      enabled: true,
    }),
  ],
  [
    `${D}/ai/plugin/enable`,
    'post',
    'enabled',
    async () => ({
      id: ((await send('post', `${D}/ai/plugin/list`, {})).data as Array<{ id: string }>)[0].id,
      enabled: true,
    }),
  ],
  [
    '/login-server/loginBack',
    'put',
    'successLogin',
    () => ({
      deviceId: 'web',
      loginId: '1234567890123456',
      successLogin: true,
      clientResponseBody: '',
      clientException: '',
      version: 'v1.0.0',
    }),
    { public: true },
  ],
];

describe('flagged calls', () => {
  it.each(FLAGGED)('%s refuses %s %s that is not true or false', async (call, method, key, body, options) => {
    const token = options?.public ? '' : signInAs();
    for (const bad of ['true', 'false', 1, 0, 'yes']) {
      expect(
        verdict(await send(method, call, { ...(await body()), [key]: bad }, token)),
        `${key}=${JSON.stringify(bad)}`,
      ).toEqual({ code: 400, message: `参数${key}格式错误` });
    }
  });

  it('no handler reads a request field as a flag by itself (=== true, !!): they go through flag()', () => {
    const dir = resolve(__dirname, '../../src/sandbox');
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
    const own = /(?:input\.)?body\.\w+ ={2,3} (?:true|false|'true'|'false')|!!\s*(?:input\.)?body\.\w+/;
    expect(files.filter((f) => own.test(readFileSync(resolve(dir, f), 'utf8')))).toEqual([]);
  });

  it('a string "false" deletes no department', async () => {
    const made = (await send('post', `${D}/depart/insert`, departBody())).data as { id: string };
    expect(
      verdict(await send('put', `${D}/depart/batch`, { departIds: [made.id], isDelete: 'false', isEnable: true })),
    ).toEqual({ code: 400, message: '参数isDelete格式错误' });
    expect(departmentsOf(E).some((d) => d.id === made.id)).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Dates and times that do not exist (2026-02-31, 25:00, month 13) are refused like malformed ones.

type DateCase = [
  what: string,
  method: string,
  path: string,
  args: () => Args,
  code: number,
  message: string,
  query?: () => Promise<Args>,
];
const printToken = async () => ({
  printToken: ((await send('post', `${D}/printService/tokenLogin`, {})).data as { printToken: string }).printToken,
});
const DATED: DateCase[] = [
  [
    'departed staff from 31 February',
    'post',
    `${D}/admin/users/departure/all`,
    () => ({ startTime: '2026-02-31 00:00:00', endTime: '' }),
    400,
    '参数startTime日期格式不正确',
  ],
  [
    'departed staff until 25 o’clock',
    'post',
    `${D}/admin/userSearch/departure`,
    () => ({ keyWord: '', startTime: '', endTime: '2026-03-01 25:00:00' }),
    400,
    '参数endTime日期格式不正确',
  ],
  [
    'staff changes from 30 February',
    'post',
    `${D}/departUserAdvancedSearch`,
    () => ({ startTime: '2026-02-30', endTime: '' }),
    400,
    '参数startTime日期格式不正确',
  ],
  [
    'the change log of 31 April',
    'post',
    `${D}/changelog/search`,
    () => ({ operationDate: '2026-04-31' }),
    400,
    '操作日期格式不正确',
  ],
  [
    'the change log until month 13',
    'post',
    `${D}/changelog/search`,
    () => ({ operationDate: ['2026-01-01', '2026-13-01'] }),
    400,
    '操作日期格式不正确',
  ],
  [
    'meetings from 29 February of a common year',
    'post',
    '/meeting-room-server/getRoomHistoryList',
    () => ({ startTime: '2026-02-29', endTime: '' }),
    400,
    '参数startTime日期格式不正确',
  ],
  [
    'a meeting export until 32 January',
    'post',
    '/meeting-room-server/schedulehst/exportExcel',
    () => ({ startTime: '', endTime: '2026-01-32' }),
    400,
    '参数endTime日期格式不正确',
  ],
  [
    'orders from 31 June',
    'post',
    '/apps-manage-server/subscribe/findOrders',
    () => ({ startDate: '2026-06-31', endDate: '', status: '' }),
    400,
    '参数startDate日期格式不正确',
  ],
  [
    'print history from 31 February',
    'post',
    `${D}/printer/history`,
    () => ({ type: 'purchase', startTime: '2026-02-31', endTime: '' }),
    400,
    '参数startTime格式不正确，应为YYYY-MM-DD',
  ],
  [
    'a print history export until month 0',
    'get',
    `${D}/printer/exportHistory`,
    () => ({ type: 'rental', startTime: '', endTime: '2026-00-10' }),
    400,
    '参数endTime格式不正确，应为YYYY-MM-DD',
  ],
  [
    'printer service history from 31 September',
    'post',
    `${D}/printService/printedHistory`,
    () => ({ startTime: '2026-09-31', endTime: '' }),
    400,
    '参数startTime格式不正确，应为YYYY-MM-DD',
    printToken,
  ],
  [
    'the dashboard of 30 February',
    'get',
    `${D}/enterpriseUser/getDataDashboardStatistics`,
    () => ({ departId: root().id, startTime: '2026-02-01', endTime: '2026-02-30' }),
    400,
    '日期格式不正确',
  ],
  [
    'an arrangement month 13',
    'post',
    `${S}/userKaoqinSetting/getGroupMembersKQSetting`,
    () => ({ timeSheetGroupId: attendanceGroups()[0].id, month: '2026-13' }),
    400,
    '参数month格式须为YYYY-MM',
  ],
  [
    'an arrangement on 31 November',
    'post',
    `${S}/userKaoqinSetting/modify`,
    () => {
      const g = attendanceGroups()[0];
      return {
        timeSheetGroupId: g.id,
        settings: [{ lenovoId: g.memberIds[0], shiftSettings: { '2026-11-31': { id: '' } } }],
      };
    },
    400,
    '日期格式不正确：2026-11-31',
  ],
  [
    'a re-hire on 31 February',
    'post',
    `${D}/admin/users/rehire`,
    () => ({ id: departed().id, departId: root().id, entryTime: '2026-02-31' }),
    400,
    '参数entryTime日期格式不正确',
  ],
  [
    'a new member who joined on 31 February',
    'post',
    `${D}/admin/users`,
    () => ({ name: '赵六', telephone: '13912340001', departIds: [root().id], entryTime: '2026-02-31' }),
    400,
    '参数entryTime日期格式不正确',
  ],
  [
    'a member born on 30 February',
    'put',
    `${D}/admin/users`,
    () => ({
      id: colleague().id,
      name: colleague().name,
      telephone: '',
      departIds: colleague().departIds,
      birthDate: '1990-02-30',
    }),
    400,
    '参数birthDate日期格式不正确',
  ],
  [
    'a member who graduated in month 13',
    'put',
    `${D}/admin/users`,
    () => ({
      id: colleague().id,
      name: colleague().name,
      telephone: '',
      departIds: colleague().departIds,
      graduationTime: '2012-13-01',
    }),
    400,
    '参数graduationTime日期格式不正确',
  ],
  [
    'an announcement scheduled for 31 February',
    'post',
    `${D}/announcement/save`,
    () => ({ title: '通知', content: '<p>内容</p>', scheduledTime: '2099-02-31 10:00:00' }),
    400,
    '定时发布时间格式不正确',
  ],
  [
    'an announcement scheduled for 24:30',
    'post',
    `${D}/announcement/save`,
    () => ({ title: '通知', content: '<p>内容</p>', scheduledTime: '2099-03-01 24:30' }),
    400,
    '定时发布时间格式不正确',
  ],
  [
    'a shift starting at 25:00',
    'post',
    `${S}/shifts/create`,
    () => ({ ...shiftBody(), firstShiftStart: '25:00' }),
    400,
    '请选择上下班时间',
  ],
  [
    'an approval export from no time at all',
    'post',
    '/approve-server/approve/data/export',
    () => ({ enterpriseNumber: E, type: 0, status: 0, startTime: 'yesterday', endTime: null }),
    400,
    '参数startTime日期格式不正确',
  ],
];

describe('dated calls', () => {
  it.each(DATED)('refuses %s', async (_what, method, path, args, code, message, query) => {
    expect(verdict(await send(method, path, args(), signInAs(), query ? await query() : {}))).toEqual({
      code,
      message,
    });
  });
});

import { call } from './call';
import { directCall } from './direct-call';
import { deptId, herCover, inside, leaks, outside, scopedToken } from './scope-fixtures';
import { ADMIN, signInAs } from '../sign-in';
import { declaredCalls } from '@/sandbox/route';
import { staffOf } from '@/sandbox/org-tables';
import { readXlsx } from '@/sandbox/xlsx';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { groups } from '@/sandbox/org-tables';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import '@/sandbox/handlers';

// What a scoped administrator reads (assumed contract "Scoped administrators"): 欧阳敏 (销售部 and
// 市场部) sees no person or department outside in any answer, with totals counting what she sees;
// the whole-enterprise administrator sees what he always saw.
const E = '/enterprise-server';
type Paged = { list: Array<Record<string, unknown>>; total: number };
const search = (token: string, body: Record<string, unknown> = {}) =>
  call(token, 'POST', `${E}/admin/userSearch`, {
    departId: '',
    enterpriseId: 'ent-1',
    page: 1,
    size: 10,
    keyWord: '',
    position: '',
    ...body,
  });
const active = (rows: ReturnType<typeof inside>) => rows.filter((p) => p.status !== 'departure').length;

/** Answers that name the enterprise administrator (the approvals' default administrator) or the
 *  enterprise head (by name only), whom every administrator knows whatever her scope. */
const NAMES_THE_ENTERPRISE_ADMINISTRATOR = new Set([
  '/enterprise-server/findEnterpriseUserInfoByEnterpriseNumber',
  '/enterprise-server/findCeo',
  // who saved the assistant last (updaterName), as a change's operator
  '/enterprise-server/ai/assistant/detail',
]);
const enterpriseAdministrator = new Set([
  '10000001',
  '张伟',
  ...staffOf(MAIN_ENTERPRISE).flatMap((p) => (p.isCeo ? [p.name] : [])),
]);

/** A page of 100 holds everything a total up to 100 counts: the total counts only what she sees. */
function miscount(data: unknown): string[] {
  const page = data as Partial<Paged> | null | undefined;
  if (!page || !Array.isArray(page.list) || typeof page.total !== 'number' || page.total > 100) return [];
  return page.list.length === page.total ? [] : [`total ${page.total} for ${page.list.length} rows`];
}

describe('every scoped read', () => {
  it('answers 欧阳敏 nothing outside her scope', async () => {
    const token = scopedToken(true);
    const failures: string[] = [];
    for (const c of declaredCalls.filter((x) => x.scope.kind === 'scoped' && x.scope.read)) {
      const path = c.call.replace(/\{\w+\}/g, 'x');
      const res =
        c.method === 'get'
          ? await directCall(token, 'GET', `${path}?page=1&size=100&pageNum=1&pageSize=100`)
          : await directCall(token, c.method.toUpperCase() as 'POST', path, {
              page: 1,
              size: 100,
              pageNum: 1,
              pageSize: 100,
              enterpriseId: 'ent-1',
              ids: outside().map((p) => p.id),
            });
      const leaked = leaks(res.body).filter(
        (x) => !(NAMES_THE_ENTERPRISE_ADMINISTRATOR.has(c.call) && enterpriseAdministrator.has(x)),
      );
      leaked.push(...miscount(res.body.data));
      if (res.status >= 500 || leaked.length)
        failures.push(`${c.method} ${c.call}: ${res.status} ${leaked.slice(0, 5).join(' ')}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Unscoped reads that name people by design (call-rules.ts gives each its reason), with what they
 *  may name: the enterprise administrator on the enterprise's own pages, the names the meeting
 *  service kept of video-meeting hosts. */
const NAMES_BY_DESIGN: Record<string, (x: string) => boolean> = {
  [`${E}/enterprise/info`]: (x) => enterpriseAdministrator.has(x),
  [`${E}/enterpriseauth/getTycBaseInfo`]: (x) => enterpriseAdministrator.has(x),
  '/meeting-room-server/getRoomHistoryList': () => true,
};
describe('every unscoped read', () => {
  it('answers 欧阳敏 no one outside her scope but the ids she sent and what it names by design', async () => {
    const token = scopedToken(true);
    const sent = outside().slice(0, 50);
    const asked = new Set(sent.flatMap((p) => [p.id, p.lenovoId]));
    const failures: string[] = [];
    for (const c of declaredCalls.filter((x) => x.scope.kind !== 'scoped' && x.read)) {
      const path = c.call.replace(/\{\w+\}/g, 'x');
      const res =
        c.method === 'get'
          ? await directCall(token, 'GET', `${path}?page=1&size=100&pageNum=1&pageSize=100`)
          : await directCall(token, c.method.toUpperCase() as 'POST', path, {
              page: 1,
              size: 100,
              enterpriseId: 'ent-1',
              userIds: sent.map((p) => p.id),
              lenovoIds: sent.map((p) => p.lenovoId),
            });
      const leaked = leaks(res.body).filter((x) => !asked.has(x) && !NAMES_BY_DESIGN[c.call]?.(x));
      if (res.status >= 500 || leaked.length)
        failures.push(`${c.method} ${c.call}: ${res.status} ${leaked.slice(0, 5).join(' ')}`);
    }
    expect(failures).toEqual([]);
  });
});

/** Reads that need an id: asked about what she manages, they answer something, and nothing outside. */
function namedReads(): Array<[string, string, unknown?]> {
  const sales = deptId('销售部');
  const someone = inside().find((p) => p.status === '' && !p.lenovoId.startsWith('1000'))!;
  const mixedGroup = groups().find(
    (g) =>
      g.enterpriseNumber === MAIN_ENTERPRISE &&
      g.memberIds.some((id) => herCover().staffIds.has(id)) &&
      g.memberIds.some((id) => herCover().outside.has(id)),
  )!;
  const attendance = attendanceGroups().find((g) => g.name === '销售客服排班组')!;
  return [
    ['GET', `${E}/departUser?departId=${deptId('华南大区')}`],
    ['GET', `/user-server/v2/department/getMyChildDepartmentsTree?departId=${sales}`],
    ['GET', `/user-server/v2/department/getMySubDepartmentsTreeAll?departmentNumber=${sales}`],
    ['POST', '/user-server/v2/department/getDepartmentAndSubDepartmentAllMembers', { departIds: [sales] }],
    ['POST', '/user-server/findAllUserInfoByLenovoIds', { lenovoIds: staffOf(MAIN_ENTERPRISE).map((p) => p.lenovoId) }],
    ['GET', `${E}/findEnterpriseUsersByNameOrTelephoneOrLenovoIdAll?text=1`],
    ['POST', '/user-server/api/role/member/getList', { roleId: 'r1', page: 1, size: 100 }],
    ['POST', '/group-server/group_detail', { groupId: mixedGroup.groupId }],
    ['POST', '/schedule-server/timeSheetGroup/getTimeGroupDetail', { id: attendance.id }],
    [
      'POST',
      '/schedule-server/userKaoqinSetting/getGroupMembersKQSetting',
      { timeSheetGroupId: attendance.id, month: '2026-11', page: 1, size: 500 },
    ],
    ['POST', '/leave-server/adminLeave/searchHolidayUser', { page: 1, size: 100 }],
    ['POST', '/leave-server/adminLeave/searchHolidayLogByLenovoId', { lenovoId: someone.lenovoId, page: 1, size: 100 }],
    [
      'POST',
      `${E}/changelog/search`,
      { keyword: '', operationDate: '', operationTypeId: '', name: '', page: 1, size: 100 },
    ],
    ['GET', `${E}/admin/searchAdmin`],
    ['POST', `${E}/admin/users/departure/all`, { page: 1, size: 100 }],
    ...statsReads(attendance.id),
    ['POST', `${E}/departUserAdvancedSearch`, { page: 1, size: 100 }],
  ];
}

/** 考勤统计 of last month for a group with people on both sides of her scope. */
function statsReads(groupId: string): Array<[string, string, unknown]> {
  const now = new Date();
  const last = new Date(now.getFullYear(), now.getMonth() - 1, 15);
  const month = `${last.getFullYear()}-${String(last.getMonth() + 1).padStart(2, '0')}`;
  const S = '/schedule-server/attendanceStats';
  const filter = { timeSheetGroupId: groupId, page: 1, size: 100 };
  return [
    ['POST', `${S}/monthly`, { month, ...filter }],
    ['POST', `${S}/daily`, { date: `${month}-15`, ...filter }],
    ['POST', `${S}/departments`, { month, timeSheetGroupId: groupId }],
    ['POST', `${S}/anomalies`, { month, ...filter }],
  ];
}

describe('reads naming what she manages', () => {
  it('answer her people and nothing outside', async () => {
    const token = scopedToken(true);
    const failures: string[] = [];
    for (const [method, path, body] of namedReads()) {
      const res = await directCall(token, method as 'GET', path, body);
      const leaked = [...leaks(res.body), ...miscount(res.body.data)];
      const empty = res.body.code !== 200 || JSON.stringify(res.body.data ?? null).length < 20;
      if (empty || leaked.length)
        failures.push(`${path}: ${res.body.code} ${res.body.message ?? ''} ${leaked.slice(0, 5).join(' ')}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('the organisation as 欧阳敏 sees it', () => {
  it('the department trees start at 销售部 and 市场部', async () => {
    const token = scopedToken();
    const tree = await call(token, 'GET', `${E}/depart/tree`);
    const roots = (tree.body.data as Array<{ departName: string }>).map((d) => d.departName).sort();
    expect(roots).toEqual(['市场部', '销售部']);
    const picker = await call(token, 'GET', `${E}/department/findDepartmentTreeAndPerson`);
    const top = (picker.body.data as { departments: Array<{ departName: string }> }).departments;
    expect(top.map((d) => d.departName).sort()).toEqual(['市场部', '销售部']);
  });

  it('the staff search lists and counts only her people; a name from 研发中心 finds nothing', async () => {
    const token = scopedToken();
    const all = (await search(token, { size: 100 })).body.data as Paged;
    expect(all.total).toBe(active(inside()));
    expect(all.list.every((p) => herCover().staffIds.has(String(p.id)))).toBe(true);
    const rd = outside().find(
      (p) => p.departIds.includes(deptId('前端开发组')) && !inside().some((q) => q.name === p.name),
    )!;
    expect(((await search(token, { keyWord: rd.name })).body.data as Paged).total).toBe(0);
    // he finds that person
    expect(((await search(signInAs(ADMIN), { keyWord: rd.name })).body.data as Paged).total).toBeGreaterThan(0);
  });

  it('the staff export holds only her people, whatever ids are sent', async () => {
    const token = signInAs(ADMIN);
    const ids = staffOf(MAIN_ENTERPRISE).map((p) => p.id);
    const res = await fetch(`http://localhost${E}/admin/userListExport`, {
      method: 'POST',
      headers: { token: scopedToken(), 'content-type': 'application/json' },
      body: JSON.stringify({ ids }),
    });
    const rows = (await readXlsx({ arrayBuffer: () => res.arrayBuffer() })).slice(1);
    expect(rows).toHaveLength(inside().length);
    expect(leaks(rows)).toEqual([]);
    expect(token).toBeTruthy();
  });

  it('an attendance group lists and counts only her people', async () => {
    const token = scopedToken();
    const list = (await call(token, 'POST', '/schedule-server/timeSheetGroup/list', { page: 1, size: 10 })).body
      .data as Paged;
    const detail = await call(token, 'POST', '/schedule-server/timeSheetGroup/getTimeGroupDetail', {
      id: list.list[1].id,
    });
    const members = (detail.body.data as { members: unknown[] }).members;
    expect(members.length).toBe(list.list[1].memberCount);
    expect(members.length).toBeGreaterThan(0);
    expect(leaks(detail.body)).toEqual([]);
  });
});

describe('the whole-enterprise administrator', () => {
  it('sees the whole tree, every person and every member, as before', async () => {
    const token = signInAs(ADMIN);
    const tree = (await call(token, 'GET', `${E}/depart/tree`)).body.data as Array<{ parentDepartId: string }>;
    expect(tree).toHaveLength(1);
    expect(tree[0].parentDepartId).toBe('0');
    const all = (await search(token)).body.data as Paged;
    expect(all.total).toBe(active(staffOf(MAIN_ENTERPRISE)));
    const groups = (await call(token, 'POST', '/schedule-server/timeSheetGroup/list', { page: 1, size: 10 })).body
      .data as Paged;
    expect(groups.list[0].memberCount).toBeGreaterThan(0);
  });
});

import { call } from './call';
import { deptId, herCover, inside, leaks, outside, scopedToken } from './scope-fixtures';
import { ADMIN, signInAs } from '../sign-in';
import { departmentsOf } from '@/sandbox/org-tables';
import { deletedDepartments } from '@/sandbox/lifecycle/tombstones';
import { attendanceGroups, shifts } from '@/sandbox/attendance-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import type { ResolvedRefs } from '@/components/directory/types';
import '@/sandbox/handlers';

// Look-ups and refusals as 欧阳敏 (销售部 and 市场部) meets them (assumed contract "Scoped
// administrators"): they name no one outside her 管理范围, nor say how many.
const E = '/enterprise-server';
const RESOLVE = `${E}/directory/resolve`;

/** The answer without the ids she asked (echoed as each entry's key, a department's id). */
const unasked = (refs: ResolvedRefs) => ({
  people: refs.people.map(({ key: _k, ...rest }) => rest),
  departments: refs.departments.map(({ id: _i, ...rest }) => rest),
});

describe('/directory/resolve for a scoped administrator', () => {
  it('answers every person and department outside as outside, with no name; hers as before', async () => {
    const them = outside().slice(0, 200);
    const hers = inside().slice(0, 20);
    const outDeps = departmentsOf(MAIN_ENTERPRISE).filter((d) => !herCover().departments.has(d.id));
    const res = await call(scopedToken(), 'POST', RESOLVE, {
      userIds: [...them.map((p) => p.id), ...hers.map((p) => p.id)],
      lenovoIds: them.map((p) => p.lenovoId),
      departIds: [...outDeps.map((d) => d.id), deptId('华南大区')],
    });
    const refs = res.body.data as ResolvedRefs;
    const people = refs.people.slice(0, them.length).concat(refs.people.slice(them.length + hers.length));
    expect(new Set(people.map((p) => JSON.stringify({ ...p, key: '' })))).toEqual(
      new Set([JSON.stringify({ key: '', id: '', lenovoId: '', name: '', state: 'outside' })]),
    );
    expect(refs.people.slice(them.length, them.length + hers.length).map((p) => p.name)).toEqual(
      hers.map((p) => p.name),
    );
    expect(refs.departments.slice(0, -1).every((d) => d.state === 'outside' && d.name === '')).toBe(true);
    expect(refs.departments.at(-1)).toEqual({ id: deptId('华南大区'), name: '华南大区', state: 'active' });
    expect(leaks(unasked(refs))).toEqual([]);
    // the whole-enterprise administrator is answered every name
    const his = (await call(signInAs(ADMIN), 'POST', RESOLVE, { userIds: them.map((p) => p.id) })).body
      .data as ResolvedRefs;
    expect(his.people.map((p) => p.name)).toEqual(them.map((p) => p.name));
  });

  it('a deleted department is named to her while its parent is hers, else outside', async () => {
    const gone = (id: string, parentDepartId: string, departName: string) =>
      deletedDepartments().push({
        id,
        enterpriseNumber: MAIN_ENTERPRISE,
        departName,
        parentDepartId,
        deletedAt: '2026-03-01 10:00:00',
      });
    gone('d-gone-hers', deptId('销售部'), '旧销售组');
    gone('d-gone-other', deptId('研发中心'), '旧研发组');
    const refs = (await call(scopedToken(), 'POST', RESOLVE, { departIds: ['d-gone-hers', 'd-gone-other'] })).body
      .data as ResolvedRefs;
    expect(refs.departments).toEqual([
      { id: 'd-gone-hers', name: '旧销售组', state: 'deleted' },
      { id: 'd-gone-other', name: '', state: 'outside' },
    ]);
  });
});

describe('the search of the header as her', () => {
  it('finds no department outside by its name', async () => {
    const token = scopedToken();
    const find = async (departName: string) =>
      (
        (
          await call(
            token,
            'GET',
            `${E}/depart/searchDepart?departName=${encodeURIComponent(departName)}&page=1&size=10`,
          )
        ).body.data as { total: number }
      ).total;
    expect(await find('前端开发组')).toBe(0);
    expect(await find('华南大区')).toBe(1);
  });
});

describe('an attendance group refused for members already elsewhere', () => {
  const body = (memberIds: unknown[]) => ({
    name: `测试组${Math.random().toString(36).slice(2, 8)}`,
    shiftIds: [shifts().find((s) => s.enterpriseNumber === MAIN_ENTERPRISE)!.id],
    memberIds,
    location: { address: '', radius: 300 },
  });
  const grouped = (who: ReturnType<typeof inside>) =>
    who.find((p) => p.status === '' && attendanceGroups().some((g) => g.memberIds.includes(p.lenovoId)))!;

  it('names her member and the group he is in', async () => {
    const mine = grouped(inside());
    const group = attendanceGroups().find((g) => g.memberIds.includes(mine.lenovoId))!;
    const res = await call(scopedToken(), 'POST', '/schedule-server/timeSheetGroup/create', body([mine.lenovoId]));
    expect(res.body.message).toBe(`以下成员已在其他考勤组中：${mine.name}（${group.name}）`);
  });

  it('names no one outside her scope, however the id is sent', async () => {
    const theirs = grouped(outside());
    const mine = grouped(inside());
    for (const ids of [[Number(theirs.lenovoId)], [mine.lenovoId, Number(theirs.lenovoId)]]) {
      const res = await call(scopedToken(), 'POST', '/schedule-server/timeSheetGroup/create', body(ids));
      expect(res.body.code).not.toBe(200);
      expect(leaks(res.body)).toEqual([]);
      expect(res.body.message).not.toContain(theirs.name);
    }
  });
});

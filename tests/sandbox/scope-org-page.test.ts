import { call } from './call';
import { deptId, herCover, inside, leaks, scopedToken } from './scope-fixtures';
import { ADMIN, signInAs } from '../sign-in';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appsOf } from '@/sandbox/seed/modules/apps';
import '@/sandbox/handlers';

// The organisation page as 欧阳敏 (销售部 and 市场部) asks for it (assumed contract "Scoped
// administrators"): the staff of one of her departments counts that department, not all she sees,
// and the enterprise head is named although outside her scope.
const E = '/enterprise-server';
type Paged = { list: Array<{ id: string }>; total: number };

const staffOfDepartment = async (token: string, name: string) =>
  (
    await call(token, 'POST', `${E}/admin/userSearch`, {
      departId: deptId(name),
      enterpriseId: 'ent-1',
      page: 1,
      size: 100,
      keyWord: '',
      position: '',
    })
  ).body.data as Paged;

/** Active people of hers in the department or below it, from the seed. */
function expected(name: string) {
  const deps = departmentsOf(MAIN_ENTERPRISE);
  const below = new Set<string>();
  const stack = [deptId(name)];
  while (stack.length) {
    const id = stack.pop()!;
    below.add(id);
    stack.push(...deps.filter((d) => d.parentDepartId === id).map((d) => d.id));
  }
  return inside().filter((p) => p.status !== 'departure' && p.departIds.some((id) => below.has(id))).length;
}

describe('her organisation page (sandbox)', () => {
  it('the staff of 市场部 and of 销售部 each count that department, not all she sees', async () => {
    const token = scopedToken();
    const market = await staffOfDepartment(token, '市场部');
    const sales = await staffOfDepartment(token, '销售部');
    expect(market.total).toBe(expected('市场部'));
    expect(sales.total).toBe(expected('销售部'));
    expect(market.total).toBeLessThan(sales.total);
    expect(market.total + sales.total).toBeGreaterThanOrEqual(inside().filter((p) => p.status !== 'departure').length);
    // a sub-department of hers counts itself
    expect((await staffOfDepartment(token, '华南大区')).total).toBe(expected('华南大区'));
  });

  it('the leave balances of 市场部 are those of 市场部, not all she sees', async () => {
    const token = scopedToken(true);
    const balances = async (departId: string) =>
      (
        (await call(token, 'POST', '/leave-server/adminLeave/searchHolidayUser', { departId, page: 1, size: 10 })).body
          .data as Paged
      ).total;
    const all = await balances('');
    const market = await balances(deptId('市场部'));
    const sales = await balances(deptId('销售部'));
    expect(market).toBeGreaterThan(0);
    expect(sales).toBeGreaterThan(0);
    expect(market + sales).toBeGreaterThanOrEqual(all);
    expect(market).toBeLessThan(all);
  });

  it('the BI preview of staff counts her departments as the top-level ones', async () => {
    const res = await call(scopedToken(true), 'POST', `${E}/ai/bi/preview`, { source: 'staff' });
    const points = (res.body.data as { points: Array<{ label: string; value: number }> }).points;
    expect(points.map((p) => p.label).sort()).toEqual(['市场部', '销售部']);
    expect(points.reduce((n, p) => n + p.value, 0)).toBe(inside().filter((p) => p.status !== 'departure').length);
  });

  it("an application's usage by top-level department names only her departments", async () => {
    const app = appsOf(MAIN_ENTERPRISE)[0];
    const res = await call(scopedToken(true), 'GET', `/apps-manage-server/admin/app/detail?id=${app.id}&dateType=4`);
    const tops = (res.body.data as { topDeparts: Array<{ departName: string }> }).topDeparts;
    expect(tops.length).toBeGreaterThan(0);
    expect(tops.every((d) => ['市场部', '销售部'].includes(d.departName))).toBe(true);
  });

  it('the whole-enterprise administrator still sees everyone under the enterprise root', async () => {
    const token = signInAs(ADMIN);
    const root = (await call(token, 'GET', `${E}/depart/tree`)).body.data as Array<{ id: string }>;
    const all = (
      await call(token, 'POST', `${E}/admin/userSearch`, {
        departId: root[0].id,
        enterpriseId: 'ent-1',
        page: 1,
        size: 10,
        keyWord: '',
        position: '',
      })
    ).body.data as Paged;
    expect(all.total).toBe(staffOf(MAIN_ENTERPRISE).filter((p) => p.status !== 'departure').length);
  });

  it('names the enterprise head, who is outside her scope, by name only', async () => {
    const head = staffOf(MAIN_ENTERPRISE).find((p) => p.isCeo)!;
    expect(herCover().staffIds.has(head.id)).toBe(false);
    const res = await call(scopedToken(), 'GET', `${E}/findCeo`);
    expect(res.body.data).toEqual({ name: head.name, isCeo: true, outsideScope: true });
    // he gets the whole person, as before
    const his = (await call(signInAs(ADMIN), 'GET', `${E}/findCeo`)).body.data as { id: string; name: string };
    expect(his).toMatchObject({ id: head.id, name: head.name });
    expect(leaks(res.body.data).filter((x) => x !== head.name)).toEqual([]);
  });
});

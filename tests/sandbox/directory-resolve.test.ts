import { send } from './send';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { deletedDepartments, deletedStaff } from '@/sandbox/lifecycle/tombstones';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import type { ResolvedRefs } from '@/components/directory/types';

// POST /directory/resolve (docs/assumed-contract.md "References: resolve and the pruned notice"):
// what stored ids name today, one entry per id asked, in the caller's enterprise only.
const RESOLVE = '/enterprise-server/directory/resolve';
const main = () => staffOf(MAIN_ENTERPRISE);

async function resolve(body: unknown) {
  const res = await send(RESOLVE, body);
  expect(res.code).toBe(200);
  return res.data as ResolvedRefs;
}

describe('the resolve call (sandbox)', () => {
  it('names people by user id and by lenovoId with their state: active, unactivated, unjoined, departed, deleted, unknown', async () => {
    const active = main().find((p) => p.status === '')!;
    const unjoined = main().find((p) => p.status === 'unjoined')!;
    const departed = main().find((p) => p.status === 'departure')!;
    deletedStaff().push({
      id: 'u-gone-1',
      enterpriseNumber: MAIN_ENTERPRISE,
      lenovoId: '39990001',
      name: '赵已删',
      deletedAt: '2026-03-01 10:00:00',
    });
    const other = staffOf(SECOND_ENTERPRISE).find(
      (p) => p.status === '' && !main().some((m) => m.lenovoId === p.lenovoId),
    )!;

    const { people, departments } = await resolve({
      userIds: [active.id, departed.id, 'u-gone-1', other.id, active.id],
      lenovoIds: [unjoined.lenovoId, departed.lenovoId, '39990001', 'no-such-id'],
    });
    expect(departments).toEqual([]);
    expect(people).toEqual([
      { key: active.id, id: active.id, lenovoId: active.lenovoId, name: active.name, state: 'active' },
      { key: departed.id, id: departed.id, lenovoId: departed.lenovoId, name: departed.name, state: 'departed' },
      { key: 'u-gone-1', id: 'u-gone-1', lenovoId: '39990001', name: '赵已删', state: 'deleted' },
      // another enterprise's person is unknown here
      { key: other.id, id: '', lenovoId: '', name: '', state: 'unknown' },
      { key: unjoined.lenovoId, id: unjoined.id, lenovoId: unjoined.lenovoId, name: unjoined.name, state: 'unjoined' },
      { key: departed.lenovoId, id: departed.id, lenovoId: departed.lenovoId, name: departed.name, state: 'departed' },
      { key: '39990001', id: 'u-gone-1', lenovoId: '39990001', name: '赵已删', state: 'deleted' },
      { key: 'no-such-id', id: '', lenovoId: '', name: '', state: 'unknown' },
    ]);
    const unactivated = main().find((p) => p.status === 'unactivated');
    if (unactivated) expect((await resolve({ userIds: [unactivated.id] })).people[0].state).toBe('unactivated');
  });

  it('names departments: active, deleted (tombstone), unknown and another enterprise’s as unknown', async () => {
    const live = departmentsOf(MAIN_ENTERPRISE)[3];
    const theirs = departmentsOf(SECOND_ENTERPRISE)[3];
    deletedDepartments().push({
      id: 'd-gone-1',
      enterpriseNumber: MAIN_ENTERPRISE,
      departName: '市场部',
      parentDepartId: live.id,
      deletedAt: '2026-03-01 10:00:00',
    });
    deletedDepartments().push({
      id: 'd-gone-2',
      enterpriseNumber: SECOND_ENTERPRISE,
      departName: '别家部门',
      parentDepartId: theirs.id,
      deletedAt: '2026-03-01 10:00:00',
    });
    const { people, departments } = await resolve({
      departIds: [live.id, 'd-gone-1', theirs.id, 'd-gone-2', 'd-none'],
    });
    expect(people).toEqual([]);
    expect(departments).toEqual([
      { id: live.id, name: live.departName, state: 'active' },
      { id: 'd-gone-1', name: '市场部', state: 'deleted' },
      { id: theirs.id, name: '', state: 'unknown' },
      { id: 'd-gone-2', name: '', state: 'unknown' },
      { id: 'd-none', name: '', state: 'unknown' },
    ]);
  });

  it('follows a departure made through the sandbox (the directory index is not stale)', async () => {
    const p = main().find((x) => x.status === '' && !x.isCeo && !x.lenovoId.startsWith('1000'))!;
    expect((await resolve({ lenovoIds: [p.lenovoId] })).people[0].state).toBe('active');
    expect((await send('/enterprise-server/admin/users/departure', { ids: [p.id] })).code).toBe(200);
    expect((await resolve({ lenovoIds: [p.lenovoId] })).people[0].state).toBe('departed');
  });

  it('refuses lists that are not lists of id strings, or longer than 500; an empty ask is an empty answer', async () => {
    expect(await resolve({})).toEqual({ people: [], departments: [] });
    const tooMany = Array.from({ length: 501 }, (_v, i) => `u-${i}`);
    expect(await send(RESOLVE, { userIds: tooMany })).toMatchObject({ code: 400, message: '参数userIds不能超过500个' });
    expect(await send(RESOLVE, { lenovoIds: tooMany })).toMatchObject({
      code: 400,
      message: '参数lenovoIds不能超过500个',
    });
    expect(await send(RESOLVE, { departIds: tooMany })).toMatchObject({
      code: 400,
      message: '参数departIds不能超过500个',
    });
    expect(await send(RESOLVE, { userIds: 'u-1' })).toMatchObject({ code: 400, message: '参数userIds格式错误' });
    expect(await send(RESOLVE, { lenovoIds: [20000001] })).toMatchObject({
      code: 400,
      message: '参数lenovoIds格式错误',
    });
    expect((await resolve({ departIds: tooMany.slice(0, 500) })).departments).toHaveLength(500);
  });
});

import { signInAs } from '../../sign-in';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { changeRows, NAMES_SHOWN } from '@/sandbox/changelog';
import { departmentsOf, groups, staffOf } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';
import { fetchSheet } from '../support/dom';

// Every change-log entry names the people and objects it touched, and a search by any of those
// names finds it: the calls go straight to the sandbox.
async function send(method: string, path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { token: useSession.getState().token!, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}
async function call<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const json = await (await send(method, path, body)).json();
  expect(json).toMatchObject({ code: 200 });
  return json.data as T;
}
type Entry = { id: string; keyword: string; operationType: string; creatDate: string };
const search = (body: Record<string, unknown>) =>
  call<{ list: Entry[]; total: number }>('POST', '/enterprise-server/changelog/search', { page: 1, size: 50, ...body });
const latest = () => changeRows()[0];
/** Staff who can be moved around (not the signed-in administrator, not departed). */
const movable = () => staffOf(MAIN_ENTERPRISE).filter((p) => p.status !== 'departure' && p.lenovoId !== '10000001');
const department = (name: string) => departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === name)!;

describe('change-log notes name who and what', { timeout: 30000 }, () => {
  beforeEach(() => signInAs());

  it('a staff move names every person and the department, and each name finds it', async () => {
    const [a, b] = movable().filter((p) => !p.departIds.includes(department('研发中心').id));
    await call('POST', '/enterprise-server/batchUpdateUserDepart', {
      ids: [a.id, b.id],
      newDepartId: department('研发中心').id,
    });
    expect(latest().keyword).toBe(`调整员工 ${a.name}、${b.name} 至 研发中心`);
    for (const name of [a.name, b.name]) {
      expect((await search({ keyword: name })).list.map((r) => r.id)).toContain(latest().id);
      expect((await search({ name })).list.map((r) => r.id)).toContain(latest().id);
    }
    expect((await search({ keyword: '研发中心' })).list.map((r) => r.id)).toContain(latest().id);
  });

  it('a large batch shortens the text but every name stays searchable and exported', async () => {
    const people = movable()
      .filter((p) => !p.departIds.includes(department('市场部').id))
      .slice(0, NAMES_SHOWN + 2);
    await call('POST', '/enterprise-server/batchUpdateUserDepart', {
      ids: people.map((p) => p.id),
      newDepartId: department('市场部').id,
    });
    const entry = latest();
    const last = people.at(-1)!.name;
    expect(entry.keyword).toBe(
      `调整员工 ${people
        .slice(0, NAMES_SHOWN)
        .map((p) => p.name)
        .join('、')} 等${people.length}人 至 市场部`,
    );
    expect(entry.keyword).not.toContain(last);
    expect((await search({ keyword: last })).list.map((r) => r.id)).toContain(entry.id);
    expect((await search({ name: last })).list.map((r) => r.id)).toContain(entry.id);
    const sheet = await fetchSheet('/enterprise-server/changelog/export', { body: { ids: [entry.id] } });
    expect(sheet[0]).toEqual(['操作时间', '操作类型', '操作人', '操作内容', '涉及人员及对象']);
    expect(String(sheet[1][4]).split('、')).toEqual([...people.map((p) => p.name), '市场部']);
  });

  it('role notes name the role and its members, not ids', async () => {
    const [a, b] = movable();
    const role = await call<{ id: string }>('POST', '/user-server/api/role/insert', {
      roleName: '巡检专员',
      memberType: 'member',
      menuIds: ['m01'],
    });
    expect(latest()).toMatchObject({ keyword: '新建角色 巡检专员', operationType: '管理员' });
    await call('POST', '/user-server/api/role/member/addMember', {
      roleId: role.id,
      lenovoIds: [a.lenovoId, b.lenovoId],
    });
    expect(latest().keyword).toBe(`角色 巡检专员 添加成员 ${a.name}、${b.name}`);
    await call('POST', '/user-server/api/role/member/remove', { roleId: role.id, lenovoIds: [a.lenovoId, b.lenovoId] });
    expect(latest().keyword).toBe(`角色 巡检专员 移除成员 ${a.name}、${b.name}`);
    await call('POST', `/user-server/api/role/delete/${role.id}`, {});
    expect(latest().keyword).toBe('删除角色 巡检专员');
    expect((await search({ keyword: '巡检专员' })).total).toBe(4);
    expect((await search({ name: b.name, keyword: '巡检专员' })).total).toBe(2);
  });

  it('batches of departments and groups list their names', async () => {
    const depts = [department('行政部'), department('市场部')];
    await call('PUT', '/enterprise-server/depart/batch', { departIds: depts.map((d) => d.id), isEnable: false });
    expect(latest().keyword).toBe('批量停用部门 行政部、市场部');
    const two = groups()
      .filter((g) => g.enterpriseNumber === MAIN_ENTERPRISE)
      .slice(0, 2);
    await call('POST', '/group-server/v1_admin/batch_del_group', { groupIds: two.map((g) => g.groupId) });
    expect(latest().keyword).toBe(`批量解散群聊 ${two.map((g) => g.groupName).join('、')}`);
  });

  it('a new group names its owner and members', async () => {
    const [owner, m1, m2] = movable();
    await call('POST', '/group-server/v1_admin/create_group', {
      groupName: '巡检群',
      property: 'inner',
      nature: 'private',
      ownerId: owner.id,
      memberIds: [owner.id, m1.id, m2.id],
    });
    expect(latest().keyword).toBe(`创建群聊 巡检群（群主 ${owner.name}，成员 ${owner.name}、${m1.name}、${m2.name}）`);
    expect((await search({ name: m2.name })).list.map((r) => r.id)).toContain(latest().id);
  });

  it('each module logs under its own operation type', async () => {
    const modules = await call<Array<{ id: string; name: string }>>(
      'POST',
      '/enterprise-server/functionmoudle/list',
      {},
    );
    expect(modules.map((m) => m.name)).toEqual(expect.arrayContaining(['管理员', '审批管理', '公告管理']));
    await call('POST', '/enterprise-server/announcement/save', { title: '端午放假通知', content: '<p>放假三天</p>' });
    const typeOf = (name: string) => modules.find((m) => m.name === name)!.id;
    expect(latest()).toMatchObject({
      keyword: '新建公告 端午放假通知',
      operationTypeId: typeOf('公告管理'),
      objects: ['端午放假通知'],
    });
    expect((await search({ operationTypeId: typeOf('离职管理'), keyword: '端午放假通知' })).total).toBe(0);
  });

  it('filters by a date range, both ends inclusive', async () => {
    const days = [
      ...new Set(
        changeRows()
          .filter((r) => r.enterpriseNumber === MAIN_ENTERPRISE)
          .map((r) => r.creatDate.slice(0, 10)),
      ),
    ].sort();
    const [from, to] = [days[2], days[5]];
    const expected = changeRows().filter(
      (r) =>
        r.enterpriseNumber === MAIN_ENTERPRISE && r.creatDate.slice(0, 10) >= from && r.creatDate.slice(0, 10) <= to,
    ).length;
    expect((await search({ operationDate: [from, to] })).total).toBe(expected);
    const oneDay = changeRows().filter(
      (r) => r.enterpriseNumber === MAIN_ENTERPRISE && r.creatDate.startsWith(from),
    ).length;
    expect((await search({ operationDate: from })).total).toBe(oneDay);
    const refused = await (
      await send('POST', '/enterprise-server/changelog/search', { operationDate: [to, from], page: 1, size: 10 })
    ).json();
    expect(refused).toMatchObject({ code: 400, message: '开始日期不能晚于结束日期' });
  });
});

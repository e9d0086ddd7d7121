import { call } from './call';
import { directCall } from './direct-call';
import { deptId, herCover, inside, leaks, outside, scopedToken, storeText } from './scope-fixtures';
import { declaredCalls } from '@/sandbox/route';
import { OUT_OF_SCOPE_MESSAGE } from '@/sandbox/scope/guard';
import { HOLDS_HIDDEN_MESSAGE } from '@/sandbox/scope/hidden-parts';
import { departmentsOf, groups, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { xlsxBuffer } from '@/sandbox/xlsx';
import '@/sandbox/handlers';

// What a scoped administrator writes (assumed contract "Scoped administrators"): any write naming a
// person or department outside 欧阳敏's scope (销售部 and 市场部) is refused with HTTP 403 and the
// server's message, and changes nothing; within it, her writes go through.
const E = '/enterprise-server';
const REFUSED = { status: 403, body: { code: 403, success: false, message: OUT_OF_SCOPE_MESSAGE, data: null } };
const root = () => departmentsOf(MAIN_ENTERPRISE).find((d) => d.parentDepartId === '0')!.id;
const active = (rows: ReturnType<typeof inside>) =>
  rows.filter((p) => p.status === '' && !p.lenovoId.startsWith('1000'));

/** A body's ids as a query: a list by its first id. */
const query = (body: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(body).flatMap(([k, v]): Array<[string, string]> => {
    const first = Array.isArray(v) ? v.flat(2)[0] : v;
    return typeof first === 'string' || typeof first === 'number' ? [[k, String(first)]] : [];
  });

describe('every scoped write', () => {
  it('naming someone or some department outside, in any field, is refused and changes nothing', async () => {
    const token = scopedToken(true);
    const person = active(outside())[0];
    const department = deptId('研发中心');
    const bodies = [
      { id: person.id, ids: [person.id], userId: person.id, roleId: 'r3' },
      { lenovoId: person.lenovoId, lenovoIds: [person.lenovoId], roleId: 'r3', menuIds: ['m02'] },
      { departId: department, departIds: [department], parentDepartId: department, departName: '新部门' },
      { memberIds: [person.id], members: [{ userId: person.id, lenovoId: person.lenovoId }], name: '新组' },
      // the same people in the other forms a client may send: numbers, padded, nested, as keys
      { lenovoId: Number(person.lenovoId), lenovoIds: [Number(person.lenovoId)], memberIds: [Number(person.lenovoId)] },
      {
        id: ` ${person.id} `,
        userId: `0${person.lenovoId}`,
        lenovoId: `${person.lenovoId}.0`,
        settings: [{ lenovoId: Number(person.lenovoId) }],
      },
      { departIds: [[` ${department}`]], balances: { [person.lenovoId]: 1 } },
    ];
    const before = storeText();
    const failures: string[] = [];
    for (const c of declaredCalls.filter((x) => x.scope.kind === 'scoped' && !x.scope.read)) {
      const method = c.method.toUpperCase() as 'POST';
      for (const body of bodies) {
        const path = c.call.replace(/\{\w+\}/g, person.id);
        const res =
          c.method === 'get'
            ? await directCall(token, 'GET', `${path}?${new URLSearchParams(query(body))}`)
            : await directCall(token, method, path, body);
        if (res.status !== 403 || res.body.message !== OUT_OF_SCOPE_MESSAGE)
          failures.push(
            `${c.method} ${c.call} ${JSON.stringify(body).slice(0, 40)}: ${res.status} ${res.body.message}`,
          );
      }
    }
    expect(failures).toEqual([]);
    expect(storeText()).toBe(before);
  });
});

describe('the organisation as 欧阳敏 changes it', () => {
  it('moving one of her people into 研发中心 is refused; within her departments it is done', async () => {
    const token = scopedToken();
    const mover = active(inside())[0];
    const move = (newDepartId: string) =>
      call(token, 'POST', `${E}/batchUpdateUserDepart`, { ids: [mover.id], newDepartId });
    expect(await move(deptId('研发中心'))).toMatchObject(REFUSED);
    expect(staffOf(MAIN_ENTERPRISE).find((p) => p.id === mover.id)!.departIds).not.toContain(deptId('研发中心'));
    expect((await move(deptId('品牌组'))).body.code).toBe(200);
    expect(staffOf(MAIN_ENTERPRISE).find((p) => p.id === mover.id)!.departIds).toContain(deptId('品牌组'));
  });

  it('a top-level department is refused; one under 销售部 is created', async () => {
    const token = scopedToken();
    // her tree starts at 销售部: the parent's chain she sends starts there
    const insert = (parentDepartId: string, departName: string) =>
      call(token, 'POST', `${E}/depart/insert`, {
        departName,
        departNum: '',
        parentDepartId,
        departSupervisorId: '',
        enterpriseNumber: MAIN_ENTERPRISE,
        departIdList: parentDepartId === root() ? [] : [parentDepartId],
        usedIds: [],
      });
    expect(await insert(root(), '新事业部')).toMatchObject(REFUSED);
    expect(departmentsOf(MAIN_ENTERPRISE).some((d) => d.departName === '新事业部')).toBe(false);
    expect((await insert(deptId('销售部'), '东北大区')).body.code).toBe(200);
    expect(departmentsOf(MAIN_ENTERPRISE).some((d) => d.departName === '东北大区')).toBe(true);
  });

  it('a top department of her tree, shown with no parent, is edited in place: its parent stays', async () => {
    const token = scopedToken();
    const sales = departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '销售部')!;
    const parent = sales.parentDepartId;
    const res = await call(token, 'PUT', `${E}/depart/edit`, {
      id: sales.id,
      departName: '销售中心',
      departNum: sales.departNum,
      parentDepartId: '0',
      departSupervisorId: sales.departSupervisorId,
      oldDepartSupervisorId: sales.departSupervisorId,
      enterpriseNumber: MAIN_ENTERPRISE,
      departIdList: [],
      usedIds: [],
    });
    expect(res.body.code).toBe(200);
    expect(sales).toMatchObject({ departName: '销售中心', parentDepartId: parent });
  });

  it('办理离职 of someone in 销售部 is done; of someone outside, refused', async () => {
    const token = scopedToken();
    const leaver = active(inside()).find((p) => p.departIds.some((id) => herCover().departments.has(id)))!;
    const stranger = active(outside())[1];
    expect(await call(token, 'POST', `${E}/admin/users/departure`, { ids: [stranger.id] })).toMatchObject(REFUSED);
    expect(staffOf(MAIN_ENTERPRISE).find((p) => p.id === stranger.id)!.status).toBe('');
    const res = await call(token, 'POST', `${E}/admin/users/departure`, { ids: [leaver.id] });
    expect(res.body.code).toBe(200);
    expect(staffOf(MAIN_ENTERPRISE).find((p) => p.id === leaver.id)!.status).toBe('departure');
  });
});

describe('what her reads do not show', () => {
  it('a group chat owned by someone outside is not hers to dissolve, by its id alone; her own is', async () => {
    const token = scopedToken(true);
    const cover = herCover();
    const ofMain = groups().filter((g) => g.enterpriseNumber === MAIN_ENTERPRISE);
    const theirs = ofMain.find((g) => cover.outside.has(g.ownerId))!;
    const holdsNoOne = (g: (typeof ofMain)[number]) => !g.memberIds.some((id) => cover.outside.has(id));
    const hers = ofMain.find((g) => cover.staffIds.has(g.ownerId) && holdsNoOne(g))!;
    const mixed = ofMain.find((g) => cover.staffIds.has(g.ownerId) && !holdsNoOne(g))!;
    const before = storeText();
    const del = (groupId: string) => call(token, 'POST', '/group-server/v1_admin/del_group', { groupId });
    expect(await del(theirs.groupId)).toMatchObject(REFUSED);
    expect(
      await call(token, 'POST', '/group-server/v1_admin/batch_del_group', { groupIds: [theirs.groupId] }),
    ).toMatchObject(REFUSED);
    // hers, but with members outside her scope: she cannot take them out of it
    expect(await del(mixed.groupId)).toMatchObject({ status: 403, body: { message: HOLDS_HIDDEN_MESSAGE } });
    expect(storeText()).toBe(before);
    expect((await del(hers.groupId)).body.code).toBe(200);
    expect(groups().some((g) => g.groupId === hers.groupId)).toBe(false);
  });
});

describe('saves of what she sees only in part', () => {
  it('an attendance group saved with the members she sees keeps its members outside her scope', async () => {
    const token = scopedToken();
    const S = '/schedule-server/timeSheetGroup';
    const group = attendanceGroups().find((g) => g.name === '销售客服排班组')!;
    const stored = [...group.memberIds];
    const detail = (await call(token, 'POST', `${S}/getTimeGroupDetail`, { id: group.id })).body.data as {
      members: Array<{ lenovoId: string }>;
    };
    const seen = detail.members.map((m) => m.lenovoId);
    expect(seen.length).toBeLessThan(stored.length);
    const dropped = seen[0];
    const res = await call(token, 'POST', `${S}/modify`, {
      id: group.id,
      name: group.name,
      shiftIds: group.shiftIds,
      memberIds: seen.slice(1),
      workdaySetting: group.workdaySetting,
      wordkayPeroidName: group.wordkayPeroidName,
      location: group.location,
    });
    expect(res.body.message).toBe('成功');
    // the group she gets back lists the members she sees
    expect(leaks(res.body)).toEqual([]);
    expect((res.body.data as { members: unknown[] }).members).toHaveLength(seen.length - 1);
    expect([...group.memberIds].sort()).toEqual(stored.filter((id) => id !== dropped).sort());
  });

  it('a group chat saved with the members she sees keeps its members outside her scope', async () => {
    const token = scopedToken(true);
    const cover = herCover();
    const group = groups().find(
      (g) =>
        g.enterpriseNumber === MAIN_ENTERPRISE &&
        cover.staffIds.has(g.ownerId) &&
        g.memberIds.filter((id) => cover.staffIds.has(id)).length > 3 &&
        g.memberIds.some((id) => cover.outside.has(id)),
    )!;
    const theirs = group.memberIds.filter((id) => cover.outside.has(id));
    const mine = group.memberIds.filter((id) => cover.staffIds.has(id));
    const dropped = mine.find((id) => id !== group.ownerId)!;
    const res = await call(token, 'POST', '/group-server/v1_admin/edit_group', {
      groupId: group.groupId,
      groupName: group.groupName,
      ownerId: group.ownerId,
      memberIds: mine.filter((id) => id !== dropped),
    });
    expect(res.body.message).toBe('成功');
    expect([...group.memberIds].sort()).toEqual([...mine.filter((id) => id !== dropped), ...theirs].sort());
  });

  it('setting the CEO is refused while the CEO is outside her scope, and the CEO stays', async () => {
    const token = scopedToken();
    const ceo = () => staffOf(MAIN_ENTERPRISE).find((p) => p.isCeo)!.id;
    const was = ceo();
    const res = await call(token, 'PUT', `${E}/ceo`, { enterpriseUserId: active(inside())[0].id });
    expect(res).toMatchObject({ status: 200, body: { code: 403, message: OUT_OF_SCOPE_MESSAGE } });
    expect(ceo()).toBe(was);
  });
});

describe('imports', () => {
  it('a staff import by 欧阳敏 places people in her departments only', async () => {
    const columns = ['姓名', '手机号', '邮箱', '职位', '部门'].map((header, i) => ({
      header,
      key: ['name', 'telephone', 'email', 'position', 'department'][i],
    }));
    const sheet = await xlsxBuffer('员工', columns, [
      { name: '导入甲', telephone: '13611110001', email: '', position: '', department: '华南大区' },
      { name: '导入乙', telephone: '13611110002', email: '', position: '', department: '前端开发组' },
    ]);
    const form = new FormData();
    form.append('file', new File([sheet], 'staff.xlsx'));
    const res = await fetch(`http://localhost${E}/admin/upload/returnEnterpriseUserId?enterpriseId=ent-1`, {
      method: 'POST',
      headers: { token: scopedToken() },
      body: form,
    });
    const { data } = (await res.json()) as { data: { successCount: number; failures: Array<{ reason: string }> } };
    expect(data.successCount).toBe(1);
    expect(data.failures.map((f) => f.reason)).toEqual(['部门超出您的管理范围']);
    expect(staffOf(MAIN_ENTERPRISE).some((p) => p.name === '导入乙')).toBe(false);
  });
});

import { send } from './send';
import { departments, groups, staff } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { nameInFlow } from './lifecycle-fixtures';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { roleRows } from '@/sandbox/seed/modules/roles';

// The departure handover, re-hire and the change log's before → after (docs/assumed-contract.md
// "Lifecycle of people and departments", "People: re-hire, audit diff"); every rule of the
// lifecycle: lifecycle-*.test.ts.
const E = '/enterprise-server';
const main = () => staff().filter((p) => p.enterpriseNumber === MAIN_ENTERPRISE);
const ordinary = () => main().filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
const groupOwner = () => ordinary().find((p) => groups().some((g) => g.ownerId === p.id))!;

describe('departure handover (sandbox)', () => {
  it('lists what each leaver holds in one call', async () => {
    const a = groupOwner();
    const approval = nameInFlow(a);
    const res = await send(`${E}/admin/users/handover/holdings`, { ids: [a.id] });
    const [h] = (
      res.data as {
        list: Array<{ kinds: Array<{ kind: string; items: Array<{ id: string; name: string; detail?: string }> }> }>;
      }
    ).list;
    const items = (kind: string) => h.kinds.find((k) => k.kind === kind)?.items ?? [];
    expect(items('approvalFlow').map((x) => x.id)).toEqual([approval.id]);
    expect(items('approvalFlow')[0].detail).toBeTruthy();
    expect(items('groupOwner').map((g) => g.id)).toEqual(
      groups()
        .filter((g) => g.ownerId === a.id)
        .map((g) => g.groupId),
    );
    expect(items('supervisor').map((d) => d.id)).toEqual(
      departments()
        .filter((d) => d.departSupervisorId === a.id)
        .map((d) => d.id),
    );
  });

  it('refuses a departure that leaves something without an owner, or hands it to a leaver', async () => {
    const a = groupOwner();
    const b = ordinary().find((p) => p.id !== a.id)!;
    const owned = groups().filter((g) => g.ownerId === a.id).length;
    for (const d of departments())
      if (d.departSupervisorId === a.id || d.departSupervisorId === b.id) d.departSupervisorId = '';
    expect(await send(`${E}/admin/users/departureAndTransfer`, { ids: [a.id, b.id], handovers: [] })).toMatchObject({
      code: 400,
      message: `${a.name}的群聊（${owned}个）未指定交接人`,
    });
    expect(
      await send(`${E}/admin/users/departureAndTransfer`, {
        ids: [a.id, b.id],
        handovers: [{ leaverId: a.id, kind: 'groupOwner', receiverId: b.id }],
      }),
    ).toMatchObject({ code: 400, message: '交接人不能是离职员工' });
    expect(a.status).toBe('');
    expect(b.status).toBe('');
  });

  it('departs, hands everything over and logs one entry per leaver with before → after', async () => {
    const a = groupOwner();
    const to = ordinary().find(
      (p) =>
        p.id !== a.id &&
        !groups().some((g) => g.ownerId === p.id) &&
        !departments().some((d) => d.departSupervisorId === p.id),
    )!;
    const approval = nameInFlow(a);
    const owned = groups()
      .filter((g) => g.ownerId === a.id)
      .map((g) => g.groupId);
    const led = departments()
      .filter((d) => d.departSupervisorId === a.id)
      .map((d) => d.id);
    const handovers = (['approvalFlow', 'groupOwner', 'supervisor'] as const).map((kind) => ({
      leaverId: a.id,
      kind,
      receiverId: to.id,
    }));
    const res = await send(`${E}/admin/users/departureAndTransfer`, {
      ids: [a.id],
      handovers: led.length ? handovers : handovers.slice(0, 2),
    });
    expect(res.code).toBe(200);
    expect(a.status).toBe('departure');
    expect(
      groups()
        .filter((g) => owned.includes(g.groupId))
        .every((g) => g.ownerId === to.id && g.memberIds.includes(to.id)),
    ).toBe(true);
    expect(
      departments()
        .filter((d) => led.includes(d.id))
        .every((d) => d.departSupervisorId === to.id),
    ).toBe(true);
    expect(approval.processData).not.toContain(a.lenovoId);
    expect(approval.processData).toContain(to.lenovoId);
    const entry = changeRows()[0];
    expect(entry.keyword).toContain(
      `${a.name}离职，审批流程 1 项交接给${to.name}，群聊 ${owned.length} 个交接给${to.name}`,
    );
    expect(entry.changes).toContainEqual({ field: '状态', before: '在职', after: '离职' });
    expect(entry.changes).toContainEqual({
      field: `审批「${approval.approveName}」流程节点`,
      before: a.name,
      after: to.name,
    });
  });
});

describe('re-hire (sandbox)', () => {
  it('brings a departed person back into a department, refuses the rest', async () => {
    const p = main().find((x) => x.status === 'departure')!;
    const lenovoId = p.lenovoId;
    const d = departments().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && x.parentDepartId !== '0')!;
    expect(
      await send(`${E}/admin/users/rehire`, { id: p.id, departId: 'nope', entryTime: '2026-12-01' }),
    ).toMatchObject({ code: 404, message: '部门不存在' });
    expect(
      await send(`${E}/admin/users/rehire`, { id: ordinary()[0].id, departId: d.id, entryTime: '2026-12-01' }),
    ).toMatchObject({ code: 500, message: '该员工未离职，不能重新入职' });
    expect((await send(`${E}/admin/users/rehire`, { id: p.id, departId: d.id, entryTime: '2026-12-01' })).code).toBe(
      200,
    );
    expect(p).toMatchObject({ status: '', departIds: [d.id], entryTime: '2026-12-01', lenovoId });
    expect(p.departureTime).toBeUndefined();
    expect(changeRows()[0]).toMatchObject({ keyword: `重新入职 ${p.name}（${d.departName}）`, personIds: [p.id] });
    expect(changeRows()[0].changes).toContainEqual(expect.objectContaining({ field: '部门', after: d.departName }));
  });
});

describe('audit diff (sandbox)', () => {
  it("records before → after of a staff edit and a department edit, and lists a person's history", async () => {
    const p = ordinary()[2];
    const res = await send(
      `${E}/admin/users`,
      { id: p.id, name: p.name, position: '首席体验官', departIds: p.departIds },
      { method: 'PUT' },
    );
    expect(res.code).toBe(200);
    expect(changeRows()[0].changes).toEqual([{ field: '职位', before: expect.any(String), after: '首席体验官' }]);
    const history = await send(`${E}/changelog/person`, { userId: p.id, page: 1, size: 10 });
    expect((history.data as { list: Array<{ id: string }> }).list[0].id).toBe(changeRows()[0].id);

    const d = departments().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && x.parentDepartId !== '0')!;
    const old = d.departName;
    const chain = [];
    for (
      let x = departments().find((y) => y.id === d.parentDepartId);
      x;
      x = departments().find((y) => y.id === x!.parentDepartId)
    )
      chain.unshift(x.id);
    const edit = await send(
      `${E}/depart/edit`,
      {
        id: d.id,
        departName: `${old}二部`,
        parentDepartId: d.parentDepartId,
        enterpriseNumber: MAIN_ENTERPRISE,
        departIdList: chain,
        oldDepartSupervisorId: d.departSupervisorId,
        departSupervisorId: d.departSupervisorId,
      },
      { method: 'PUT' },
    );
    expect(edit.code).toBe(200);
    expect(changeRows()[0].changes).toEqual([{ field: '部门名称', before: old, after: `${old}二部` }]);
  });

  it('records before → after of a role edit', async () => {
    const r = roleRows().find((x) => x.enterpriseNumber === MAIN_ENTERPRISE && !x.builtIn)!;
    const old = r.description;
    const res = await send('/user-server/api/role/insert', {
      id: r.id,
      roleName: r.roleName,
      memberType: r.memberType,
      menuIds: r.menuIds,
      permissions: r.permissions,
      description: '负责考勤与假期',
    });
    expect(res).toMatchObject({ code: 200 });
    expect(changeRows()[0].changes).toEqual([{ field: '角色描述', before: old, after: '负责考勤与假期' }]);
  });
});

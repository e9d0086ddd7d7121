import { send } from './send';
import { changeRows } from '@/sandbox/changelog';
import { memberships } from '@/sandbox/core-tables';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { itAdminRows } from '@/sandbox/seed/modules/home';
import { E_MAIN, main, ordinary } from './lifecycle-fixtures';

// Roles, IT administrators and the administrators page through the lifecycle (docs/product.md
// Part D §2): a role or an IT administrator's place goes to the receiver named for it, else the
// leaver is just removed; what a list counts is what it lists; a save that names someone departed
// since is not refused.
const U = '/enterprise-server/admin/users';
const R = '/user-server/api/role';

interface Kind {
  kind: string;
  label: string;
  handover: string;
  unit: string;
  released: string;
  items: Array<{ id: string; name: string }>;
}
const kindsOf = async (id: string) => {
  const { list } = (await send(`${U}/handover/holdings`, { ids: [id] })).data as { list: Array<{ kinds: Kind[] }> };
  return Object.fromEntries(list[0].kinds.map((k) => [k.kind, k]));
};
/** Departs `leaver` handing `kind` to `receiver`, and every responsibility the leaver holds too. */
async function departHandingOver(leaver: { id: string }, kind: string, receiver: { id: string }) {
  const mandatory = Object.values(await kindsOf(leaver.id))
    .filter((k) => k.handover === 'mandatory')
    .map((k) => k.kind);
  const handovers = [...new Set([kind, ...mandatory])].map((k) => ({
    leaverId: leaver.id,
    kind: k,
    receiverId: receiver.id,
  }));
  return send(`${U}/departureAndTransfer`, { ids: [leaver.id], handovers });
}
const byLenovoId = (lenovoId: string) => main().find((p) => p.lenovoId === lenovoId)!;
const membersOf = (roleId: string) =>
  roleMemberRows()
    .filter((m) => m.enterpriseNumber === E_MAIN && m.roleId === roleId)
    .map((m) => m.lenovoId);
const role = (roleName: string) => roleRows().find((r) => r.enterpriseNumber === E_MAIN && r.roleName === roleName)!;
/** An ordinary member in no role, no IT administrator. */
const outsider = (n = 0) =>
  ordinary().filter(
    (p) =>
      !roleMemberRows().some((m) => m.lenovoId === p.lenovoId) && !itAdminRows().some((r) => r.lenovoId === p.lenovoId),
  )[n];

describe('role members through a departure', () => {
  it('lists the roles a leaver holds as a kind a receiver may take', async () => {
    const leaver = byLenovoId(membersOf('r1')[0]);
    roleMemberRows().push({ enterpriseNumber: E_MAIN, roleId: 'r5', lenovoId: leaver.lenovoId });
    expect((await kindsOf(leaver.id)).roleMember).toMatchObject({
      label: '角色',
      handover: 'optional',
      unit: '个',
      released: '直接移除',
      items: [
        { id: 'r1', name: '部门管理员' },
        { id: 'r5', name: '财务审批员' },
      ],
    });
  });

  it('gives the roles to the receiver (once), and logs it', async () => {
    const leaver = byLenovoId(membersOf('r1')[0]);
    const already = byLenovoId(membersOf('r1')[1]);
    roleMemberRows().push({ enterpriseNumber: E_MAIN, roleId: 'r5', lenovoId: leaver.lenovoId });
    expect((await departHandingOver(leaver, 'roleMember', already)).code).toBe(200);
    expect(membersOf('r1')).not.toContain(leaver.lenovoId);
    expect(membersOf('r1').filter((id) => id === already.lenovoId)).toHaveLength(1);
    expect(membersOf('r5')).toContain(already.lenovoId);
    expect(changeRows()[0].keyword).toContain(`角色 2 个交接给${already.name}`);
    expect(changeRows()[0].changes).toContainEqual({
      field: '角色「财务审批员」成员',
      before: leaver.name,
      after: already.name,
    });
  });

  it('removes a leaver without a receiver: the role counts what it lists and can be deleted once empty', async () => {
    const attendance = role('考勤管理员');
    const only = byLenovoId(membersOf(attendance.id)[0]);
    expect((await send(`${U}/departure`, { ids: [only.id] })).code).toBe(200);
    expect(membersOf(attendance.id)).toEqual([]);
    const listed = (await send(`${R}/getList`, { roleName: '' })).data as Array<{ id: string; memberCount: number }>;
    for (const r of listed) {
      const page = (await send(`${R}/member/getList`, { roleId: r.id, page: 1, size: 50 })).data as { total: number };
      expect(page.total).toBe(r.memberCount);
    }
    expect(changeRows()[0].keyword).toContain('角色 1 个直接移除');
  });

  it('adds members without refusing for someone departed since the picker opened', async () => {
    const [stay, leave] = [outsider(0), outsider(1)];
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const res = await send(`${R}/member/addMember`, { roleId: 'r5', lenovoIds: [stay.lenovoId, leave.lenovoId] });
    expect(res).toMatchObject({
      code: 200,
      data: { added: 1 },
      pruned: [{ kind: 'person', id: leave.lenovoId, name: leave.name, state: 'departed' }],
    });
    expect(membersOf('r5')).toContain(stay.lenovoId);
    expect(membersOf('r5')).not.toContain(leave.lenovoId);
    // an id the enterprise never had is still refused
    expect(await send(`${R}/member/addMember`, { roleId: 'r5', lenovoIds: ['99999999'] })).toMatchObject({
      code: 500,
      message: '所选成员不是本企业的在职成员',
    });
  });
});

describe('IT administrators through a departure', () => {
  const itAdmins = () =>
    itAdminRows()
      .filter((r) => r.enterpriseNumber === E_MAIN)
      .map((r) => r.lenovoId);

  it("the receiver takes the leaver's place", async () => {
    const it = byLenovoId(itAdmins()[0]);
    const heir = outsider();
    expect((await kindsOf(it.id)).itAdmin).toMatchObject({
      label: 'IT管理员',
      handover: 'optional',
      items: [{ name: 'IT管理员' }],
    });
    expect((await departHandingOver(it, 'itAdmin', heir)).code).toBe(200);
    expect(itAdmins()).toEqual([heir.lenovoId]);
    expect(changeRows()[0].changes).toContainEqual({ field: 'IT管理员', before: it.name, after: heir.name });
  });

  it('without a receiver the leaver is removed, so the list shows every one the limit counts', async () => {
    const it = byLenovoId(itAdmins()[0]);
    expect((await send(`${U}/departure`, { ids: [it.id] })).code).toBe(200);
    expect(itAdmins()).toEqual([]);
    const more = ordinary()
      .slice(0, 10)
      .map((p) => p.lenovoId);
    expect((await send('/enterprise-server/admin/setItAdmins', { lenovoIds: more })).code).toBe(200);
    expect(
      ((await send('/enterprise-server/getItAdminList', undefined, { method: 'GET' })).data as unknown[]).length,
    ).toBe(10);
  });

  it('adds IT administrators without refusing for someone departed since the picker opened', async () => {
    const [stay, leave] = [outsider(0), outsider(1)];
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const res = await send('/enterprise-server/admin/setItAdmins', { lenovoIds: [stay.lenovoId, leave.lenovoId] });
    expect(res).toMatchObject({ code: 200, pruned: [{ id: leave.lenovoId, state: 'departed' }] });
    expect(itAdmins()).toContain(stay.lenovoId);
    expect(itAdmins()).not.toContain(leave.lenovoId);
  });
});

describe('removing someone who left since the list was shown', () => {
  it('is not refused (role member, IT administrator, administrator); the answer names who left', async () => {
    const member = byLenovoId(membersOf('r1')[0]);
    const it = byLenovoId(itAdminRows().find((r) => r.enterpriseNumber === E_MAIN)!.lenovoId);
    const admin = byLenovoId(
      memberships().find((m) => m.enterpriseNumber === E_MAIN && m.admin && m.lenovoId.startsWith('2'))!.lenovoId,
    );
    expect((await send(`${U}/departure`, { ids: [member.id, it.id, admin.id] })).code).toBe(200);
    const left = (p: { lenovoId: string; name: string }) => ({
      code: 200,
      pruned: [{ id: p.lenovoId, name: p.name, state: 'departed' }],
    });
    expect(await send(`${R}/member/remove`, { roleId: 'r1', lenovoIds: [member.lenovoId] })).toMatchObject(
      left(member),
    );
    expect(await send(`/enterprise-server/admin/removeItAdmin?lenovoId=${it.lenovoId}`, {})).toMatchObject(left(it));
    expect(
      await send(`/enterprise-server/admin/removeAdmin?lenovoId=${admin.lenovoId}`, undefined, { method: 'GET' }),
    ).toMatchObject(left(admin));
    // someone still here and not in the list is refused as before
    expect(await send(`${R}/member/remove`, { roleId: 'r1', lenovoIds: [outsider().lenovoId] })).toMatchObject({
      code: 500,
      message: '所选成员不在该角色中',
    });
  });
});

describe('the administrators page', () => {
  it('names an administrator who has left by name, never by an id (a membership kept from before the rules)', async () => {
    const gone = main().find((p) => p.status === 'departure')!;
    memberships().push({ enterpriseNumber: E_MAIN, lenovoId: gone.lenovoId, admin: true, menuIds: ['m01'] });
    const admins = (await send('/enterprise-server/admin/searchAdmin', undefined, { method: 'GET' })).data as Array<{
      lenovoId: string;
      name: string;
    }>;
    expect(admins.find((a) => a.lenovoId === gone.lenovoId)).toMatchObject({ name: gone.name });
    for (const a of admins) expect(a.name).not.toBe(a.lenovoId);
  });

  it('adds administrators without refusing for someone departed since the dialog opened', async () => {
    const [stay, leave] = [outsider(0), outsider(1)];
    expect((await send(`${U}/departure`, { ids: [leave.id] })).code).toBe(200);
    const res = await send('/enterprise-server/admin/addAdmin', {
      lenovoIds: [stay.lenovoId, leave.lenovoId],
      menuIds: ['m01'],
    });
    expect(res).toMatchObject({ code: 200, pruned: [{ id: leave.lenovoId, state: 'departed' }] });
    const admins = memberships()
      .filter((m) => m.enterpriseNumber === E_MAIN && m.admin)
      .map((m) => m.lenovoId);
    expect(admins).toContain(stay.lenovoId);
    expect(admins).not.toContain(leave.lenovoId);
  });
});

import { ADMIN, RESTRICTED_ADMIN, signInAs } from '../sign-in';
import { call } from './call';
import { send } from './send';
import { departments, groups, staff } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { enterprises, memberships, sessions } from '@/sandbox/core-tables';
import { approvalVersions } from '@/sandbox/seed/modules/approvals/history';
import { approval, E_MAIN, nameInFlow, ordinary, person, plain } from './lifecycle-fixtures';

// Departure with and without a hand-over through the lifecycle rules (docs/product.md Part D §2):
// every kind the leaver holds is listed, each goes to its receiver or its default holder, nothing
// changes on a refusal, and the change log names what happened.
const U = '/enterprise-server/admin/users';

interface Kind {
  kind: string;
  label: string;
  handover: string;
  unit: string;
  released: string;
  items: Array<{ id: string; name: string; detail?: string }>;
}
const holdings = async (ids: string[]) =>
  ((await send(`${U}/handover/holdings`, { ids })).data as { list: Array<{ id: string; name: string; kinds: Kind[] }> })
    .list;
const kindsOf = async (id: string) => Object.fromEntries((await holdings([id]))[0].kinds.map((k) => [k.kind, k]));

describe('what a leaver holds (/admin/users/handover/holdings)', () => {
  it('lists every kind with its rule, counts and items; rights are listed as ending', async () => {
    const heir = person('王芳');
    const leave = nameInFlow(heir, approval('请假'));
    approval('报销').approveAdministrators.push({ lenovoId: heir.lenovoId, name: heir.name });
    Object.assign(approval('补卡'), { visibleRange: 3, visibleUsers: [{ lenovoId: heir.lenovoId, name: heir.name }] });
    const kinds = await kindsOf(heir.id);
    expect(kinds.approvalFlow).toMatchObject({
      label: '审批流程',
      handover: 'mandatory',
      unit: '项',
      items: [{ id: leave.id, name: '请假', detail: expect.any(String) }],
    });
    expect(kinds.approvalAdmin).toMatchObject({ label: '审批管理员', handover: 'optional', items: [{ name: '报销' }] });
    expect(kinds.approvalVisibility).toMatchObject({
      label: '审批可见范围',
      handover: 'optional',
      items: [{ name: '补卡' }],
    });
    expect(kinds.admin).toMatchObject({
      label: '管理员权限',
      handover: 'none',
      released: '离职后失效',
      items: [{ name: '管理员设置' }],
    });
    // kinds with nothing are left out, responsibilities come first
    const owner = ordinary().find((p) => groups().some((g) => g.ownerId === p.id))!;
    const list = (await holdings([owner.id]))[0].kinds;
    expect(list.map((k) => k.kind)).toEqual(expect.arrayContaining(['groupOwner', 'groupMember']));
    expect(list.map((k) => k.handover)).toEqual(
      [...list.map((k) => k.handover)].sort(
        (a, b) => ['mandatory', 'optional', 'none'].indexOf(a) - ['mandatory', 'optional', 'none'].indexOf(b),
      ),
    );
    expect(list.find((k) => k.kind === 'groupOwner')!.items.map((i) => i.id)).toEqual(
      groups()
        .filter((g) => g.ownerId === owner.id)
        .map((g) => g.groupId),
    );
  });
});

describe('departure with a hand-over (/admin/users/departureAndTransfer)', () => {
  it('refuses while a responsibility has no receiver, and changes nothing', async () => {
    const a = plain();
    nameInFlow(a, approval('请假'));
    const before = JSON.stringify(approval('请假'));
    expect(await send(`${U}/departureAndTransfer`, { ids: [a.id], handovers: [] })).toMatchObject({
      code: 400,
      message: `${a.name}的审批流程（1项）未指定交接人`,
    });
    expect(
      await send(`${U}/departureAndTransfer`, {
        ids: [a.id],
        handovers: [{ leaverId: a.id, kind: 'admin', receiverId: ordinary()[0].id }],
      }),
    ).toMatchObject({ code: 400, message: '参数handovers格式不正确' });
    expect(a.status).toBe('');
    expect(JSON.stringify(approval('请假'))).toBe(before);
  });

  it('hands each kind to its receiver, removes what nobody receives, records a new approval version and logs it', async () => {
    const a = plain();
    const [heir, other] = [plain([a]), ordinary().find((p) => p.id !== a.id)!];
    const leave = nameInFlow(a, approval('请假'));
    const refund = approval('报销');
    refund.approveAdministrators.push({ lenovoId: a.lenovoId, name: a.name });
    Object.assign(approval('补卡'), {
      visibleRange: 3,
      visibleUsers: [
        { lenovoId: a.lenovoId, name: a.name },
        { lenovoId: other.lenovoId, name: other.name },
      ],
    });
    const versions = approvalVersions().length;
    const res = await send(`${U}/departureAndTransfer`, {
      ids: [a.id],
      handovers: [
        { leaverId: a.id, kind: 'approvalFlow', receiverId: heir.id },
        { leaverId: a.id, kind: 'approvalAdmin', receiverId: heir.id },
      ],
    });
    expect(res.code).toBe(200);
    expect(a.status).toBe('departure');
    expect(leave.processData).not.toContain(`"${a.lenovoId}"`);
    expect(leave.processData).toContain(`"${heir.lenovoId}"`);
    expect(refund.approveAdministrators.map((u) => u.lenovoId)).toContain(heir.lenovoId);
    expect(refund.approveAdministrators.map((u) => u.lenovoId)).not.toContain(a.lenovoId);
    // no receiver for the visibility: just removed
    expect(approval('补卡').visibleUsers).toEqual([{ lenovoId: other.lenovoId, name: other.name }]);
    // one new version per approval changed, saved by the administrator who did it
    const made = approvalVersions()
      .slice(versions)
      .filter((v) => v.version > 1);
    expect(made.map((v) => v.approveId).sort()).toEqual([leave.id, refund.id, approval('补卡').id].sort());
    expect(made.every((v) => v.savedBy.lenovoId === ADMIN)).toBe(true);
    expect(changeRows()[0].keyword).toBe(
      `${a.name}离职，审批流程 1 项交接给${heir.name}，审批管理员 1 项交接给${heir.name}，审批可见范围 1 项直接移除`,
    );
    expect(changeRows()[0].changes).toContainEqual({ field: '审批「补卡」审批可见范围', before: a.name, after: '' });
  });

  it('an approval whose only specified viewer leaves stays visible to its administrators only', async () => {
    const a = plain();
    const row = Object.assign(approval('补卡'), {
      visibleRange: 3,
      visibleUsers: [{ lenovoId: a.lenovoId, name: a.name }],
    });
    expect((await send(`${U}/departure`, { ids: [a.id] })).code).toBe(200);
    expect(row.visibleRange).toBe(3);
    expect(row.visibleUsers.map((u) => u.lenovoId)).toEqual(row.approveAdministrators.map((u) => u.lenovoId));
  });

  it('refuses the enterprise administrator, like the enterprise head', async () => {
    const fang = person('王芳');
    enterprises().find((e) => e.enterpriseNumber === E_MAIN)!.adminLenovoId = fang.lenovoId;
    const refusal = { code: 500, message: '企业管理员不能离职或删除，请先转让企业管理员' };
    expect(await send(`${U}/departureAndTransfer`, { ids: [fang.id], handovers: [] })).toMatchObject(refusal);
    expect(await send(`${U}/departure`, { ids: [fang.id] })).toMatchObject(refusal);
    expect(await send(`${U}/delete`, { ids: [fang.id] })).toMatchObject(refusal);
    expect(fang.status).toBe('');
  });

  it("ends a departed administrator's rights and sessions in the enterprise", async () => {
    const fang = person('王芳');
    const hers = signInAs(RESTRICTED_ADMIN);
    const token = signInAs(ADMIN);
    expect((await call(hers, 'GET', '/enterprise-server/depart/fullTree')).body.code).toBe(200);
    expect((await call(token, 'POST', `${U}/departure`, { ids: [fang.id] })).body.code).toBe(200);
    expect(memberships().some((m) => m.enterpriseNumber === E_MAIN && m.lenovoId === RESTRICTED_ADMIN)).toBe(false);
    expect(sessions().some((s) => s.token === hers)).toBe(false);
    expect((await call(hers, 'GET', '/enterprise-server/depart/fullTree')).body).toMatchObject({
      code: 401,
      message: '请先登录',
    });
    const admins = (await call(token, 'GET', '/enterprise-server/admin/searchAdmin')).body.data as Array<{
      lenovoId: string;
    }>;
    expect(admins.map((x) => x.lenovoId)).not.toContain(RESTRICTED_ADMIN);
    expect(changeRows()[0].keyword).toContain('管理员权限 1 项离职后失效');
  });
});

describe('departure without a hand-over (/admin/users/departure)', () => {
  it('gives each responsibility to its default holder: no supervisor, the earliest member owns the group chat, the first administrator takes the flow', async () => {
    const owner = ordinary().find((p) => groups().some((g) => g.ownerId === p.id && g.memberIds.length > 1))!;
    const owned = groups().filter((g) => g.ownerId === owner.id);
    const led = departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId !== '0')!;
    led.departSupervisorId = owner.id;
    const leave = nameInFlow(owner, approval('请假'));
    expect((await send(`${U}/departure`, { ids: [owner.id] })).code).toBe(200);
    expect(owner.status).toBe('departure');
    expect(led.departSupervisorId).toBe('');
    for (const g of owned) {
      expect(g.memberIds).not.toContain(owner.id);
      expect(g.ownerId).toBe(g.memberIds[0]);
    }
    expect(leave.processData).not.toContain(`"${owner.lenovoId}"`);
    expect(leave.processData).toContain(`"${leave.approveAdministrators[0].lenovoId}"`);
    const entry = changeRows()[0];
    expect(entry.keyword).toContain(
      `${owner.name}离职，审批流程 1 项改由审批管理员处理，群聊 ${owned.length} 个由最早加入的成员接任群主，主管部门`,
    );
    expect(entry.changes).toContainEqual({ field: `部门「${led.departName}」主管`, before: owner.name, after: '' });
  });

  it('dissolves a group chat nobody is left in', async () => {
    const [a, b] = [plain(), plain([plain()])];
    groups().push({
      groupId: 'g-two',
      enterpriseNumber: E_MAIN,
      groupName: '两人小组',
      property: 'inner',
      nature: 'private',
      ownerId: a.id,
      memberIds: [a.id, b.id],
      createTime: '2026-01-01 10:00:00',
    });
    expect((await send(`${U}/departure`, { ids: [a.id, b.id] })).code).toBe(200);
    expect(groups().some((g) => g.groupId === 'g-two')).toBe(false);
  });

  it('the one-person form { id, transferId } hands every kind to the transferee', async () => {
    const owner = ordinary().find((p) => groups().some((g) => g.ownerId === p.id))!;
    const heir = plain([owner]);
    const leave = nameInFlow(owner, approval('请假'));
    expect((await send(`${U}/departureAndTransfer`, { id: owner.id, transferId: heir.id })).code).toBe(200);
    expect(groups().filter((g) => g.ownerId === heir.id).length).toBeGreaterThan(0);
    expect(leave.processData).toContain(`"${heir.lenovoId}"`);
    expect(staff().find((p) => p.id === owner.id)!.status).toBe('departure');
  });
});

import { send } from './send';
import { departments, groups, staff } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { memberships } from '@/sandbox/core-tables';
import { deletedDepartments, deletedStaff } from '@/sandbox/lifecycle/tombstones';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import {
  approval,
  conditionOn,
  department,
  E_MAIN,
  main,
  nameInFlow,
  ordinary,
  person,
  plain,
} from './lifecycle-fixtures';

// Deleting people and departments, and re-hire, through the lifecycle rules (docs/product.md
// Part D §2, §3).
const E = '/enterprise-server';

describe('deleting a person (/admin/users/delete)', () => {
  it('an active person first departs without a hand-over; a tombstone keeps the name', async () => {
    const owner = ordinary().find((p) => groups().some((g) => g.ownerId === p.id && g.memberIds.length > 1))!;
    const led = department('财务部');
    led.departSupervisorId = owner.id;
    const leave = nameInFlow(owner, approval('请假'));
    const res = await send(`${E}/admin/users/delete`, { ids: [owner.id] });
    expect(res.code).toBe(200);
    expect(staff().some((p) => p.id === owner.id)).toBe(false);
    expect(deletedStaff()).toContainEqual({
      id: owner.id,
      enterpriseNumber: E_MAIN,
      lenovoId: owner.lenovoId,
      name: owner.name,
      deletedAt: expect.any(String),
    });
    expect(led.departSupervisorId).toBe('');
    expect(groups().some((g) => g.ownerId === owner.id || g.memberIds.includes(owner.id))).toBe(false);
    expect(leave.processData).not.toContain(`"${owner.lenovoId}"`);
    expect(changeRows()[0].keyword).toContain(`删除员工 ${owner.name}，审批流程 1 项改由审批管理员处理`);
    expect(changeRows()[0].changes).toContainEqual({ field: '状态', before: '在职', after: '已删除' });
  });

  it("never gives a deleted person's lenovoId to the next person added", async () => {
    const add = async (telephone: string) =>
      (await send(`${E}/admin/users`, { name: '新同事', telephone, departIds: [department('财务部').id] })).data as {
        id: string;
        lenovoId: string;
      };
    const first = await add('13912340001');
    expect((await send(`${E}/admin/users/delete`, { ids: [first.id] })).code).toBe(200);
    const second = await add('13912340002');
    expect(second.lenovoId).not.toBe(first.lenovoId);
  });
});

describe('deleting a department (/depart/del, /depart/batch)', () => {
  const del = (departId: string) => send(`${E}/depart/del`, { departId, del: true }, { method: 'PUT' });
  /** an empty department under 财务部 (or under `parentName`, itself under 财务部) */
  async function emptyDepartment(name: string, parentName?: string) {
    const finance = department('财务部');
    const parent = parentName ? department(parentName) : finance;
    const root = departments().find((d) => d.enterpriseNumber === E_MAIN && d.parentDepartId === '0')!;
    const chain = parentName ? [root.id, finance.id, parent.id] : [root.id, finance.id];
    const res = await send(`${E}/depart/insert`, {
      departName: name,
      parentDepartId: parent.id,
      enterpriseNumber: E_MAIN,
      departIdList: chain,
      usedIds: [],
    });
    expect(res.code).toBe(200);
    return department(name);
  }

  it('is refused while an approval condition uses it, naming where', async () => {
    const d = await emptyDepartment('预算组');
    conditionOn(approval('请假'), d);
    expect(await del(d.id)).toMatchObject({
      code: 500,
      message: '部门“预算组”仍被使用：审批「请假」条件，请先移除后再删除',
    });
    expect(departments()).toContain(d);
    for (const name of ['报销']) conditionOn(approval(name), d);
    expect((await send(`${E}/depart/batch`, { departIds: [d.id], isDelete: true }, { method: 'PUT' })).message).toBe(
      '部门“预算组”仍被使用：审批「请假」条件、审批「报销」条件，请先移除后再删除',
    );
  });

  it('names three places, then the count', async () => {
    const d = await emptyDepartment('预算组');
    conditionOn(approval('请假'), d);
    conditionOn(approval('报销'), d);
    // two more approvals with a condition on it (copies of those)
    for (const [i, row] of ['请假', '报销'].map(approval).entries())
      approvalRows().push({ ...row, id: `apv-copy-${i}`, approveName: `${row.approveName}副本` });
    expect((await del(d.id)).message).toBe(
      '部门“预算组”仍被使用：审批「请假」条件、审批「报销」条件、审批「请假副本」条件等4处，请先移除后再删除',
    );
  });

  it("leaves a tombstone, keeps a departed member's department as history and turns its department group chat into an ordinary one", async () => {
    const d = await emptyDepartment('预算组');
    const gone = main().find((p) => p.status === 'departure')!;
    gone.departIds = [d.id];
    groups().push({
      groupId: 'g-dept',
      enterpriseNumber: E_MAIN,
      groupName: '预算组',
      property: 'inner',
      nature: 'private',
      ownerId: ordinary()[0].id,
      memberIds: ordinary()
        .slice(0, 3)
        .map((p) => p.id),
      departId: d.id,
      createTime: '2026-01-01 10:00:00',
    });
    expect((await del(d.id)).code).toBe(200);
    expect(departments().some((x) => x.id === d.id)).toBe(false);
    expect(deletedDepartments()).toContainEqual({
      id: d.id,
      enterpriseNumber: E_MAIN,
      departName: '预算组',
      parentDepartId: department('财务部').id,
      deletedAt: expect.any(String),
    });
    expect(gone.departIds).toEqual([d.id]);
    expect(groups().find((g) => g.groupId === 'g-dept')!.departId).toBeUndefined();
    expect(changeRows()[0].keyword).toBe('删除部门 预算组，群聊「预算组」改为普通群聊');
  });

  it('keeps the refusals for members and child departments', async () => {
    expect((await del(department('财务部').id)).message).toBe('部门“财务部”下存在成员，请先移出成员');
    await emptyDepartment('预算组');
    await emptyDepartment('预算一组', '预算组');
    expect((await del(department('预算组').id)).message).toBe('部门“预算组”下存在子部门，无法删除');
  });
});

describe('re-hire (/admin/users/rehire)', () => {
  it('gives back the profile and account, not the rights, group chats or roles held before', async () => {
    const fang = person('王芳');
    const group = groups().find((g) => g.enterpriseNumber === E_MAIN)!;
    group.memberIds.push(fang.id);
    expect((await send(`${E}/admin/users/departure`, { ids: [fang.id] })).code).toBe(200);
    const back = await send(`${E}/admin/users/rehire`, {
      id: fang.id,
      departId: department('财务部').id,
      entryTime: '2026-12-01',
    });
    expect(back.code).toBe(200);
    expect(fang).toMatchObject({ status: '', lenovoId: '10000003', departIds: [department('财务部').id] });
    expect(memberships().some((m) => m.enterpriseNumber === E_MAIN && m.lenovoId === fang.lenovoId)).toBe(false);
    expect(group.memberIds).not.toContain(fang.id);
  });
});

describe('moving people (/batchUpdateUserDepart)', () => {
  it('never makes a departed person a supervisor', async () => {
    const gone = main().find((p) => p.status === 'departure')!;
    const to = department('财务部');
    const was = to.departSupervisorId;
    const before = [...gone.departIds];
    // a departed person sent back is left out (docs/product.md Part D §3): not moved, not made supervisor
    expect(
      await send(`${E}/batchUpdateUserDepart`, {
        ids: [gone.id, plain().id],
        newDepartId: to.id,
        supervisorId: gone.id,
      }),
    ).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: gone.id, state: 'departed' }] });
    expect(to.departSupervisorId).toBe(was);
    expect(gone.departIds).toEqual(before);
  });
});

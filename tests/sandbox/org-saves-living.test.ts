import { send } from './send';
import { departments, pendingStaff, staff, type DepartmentRow } from '@/sandbox/org-tables';
import { department, E_MAIN, main, plain } from './lifecycle-fixtures';

// Organisation saves from a form opened before someone left or a department was deleted
// (docs/product.md Part D §3): the person or department is left out and reported, the rest is
// saved; onboarding sends a departed person back through re-hire.
const E = '/enterprise-server';
type Answer = { code: number; message: string; pruned?: unknown[] };
const depart = async (id: string) => expect((await send(`${E}/admin/users/departure`, { ids: [id] })).code).toBe(200);

function chainOf(d: DepartmentRow) {
  const out: string[] = [];
  for (
    let p = departments().find((x) => x.id === d.parentDepartId);
    p;
    p = departments().find((x) => x.id === p!.parentDepartId)
  )
    out.unshift(p.id);
  return out;
}

/** The body the 编辑部门 dialog sends for `d` as it was opened (supervisor `opened`). */
const editBody = (d: DepartmentRow, opened: string, supervisor = opened) => ({
  id: d.id,
  departName: d.departName,
  departNum: d.departNum,
  parentDepartId: d.parentDepartId,
  enterpriseNumber: E_MAIN,
  departIdList: chainOf(d),
  usedIds: [],
  isCreateDepartGroup: false,
  oldDepartSupervisorId: opened,
  departSupervisorId: supervisor,
});

describe('department saves after a departure', () => {
  it('editing a department whose supervisor left while the dialog was open saves, without that supervisor', async () => {
    const d = department('财务部');
    const lead = plain();
    d.departSupervisorId = lead.id;
    await depart(lead.id);
    expect(d.departSupervisorId).toBe('');
    const res = (await send(
      `${E}/depart/edit`,
      { ...editBody(d, lead.id), departName: '财务中心' },
      { method: 'PUT' },
    )) as Answer;
    expect(res).toMatchObject({ code: 200, pruned: [{ kind: 'person', id: lead.id, state: 'departed' }] });
    expect(d).toMatchObject({ departName: '财务中心', departSupervisorId: '' });

    // choosing another supervisor in that dialog sets them
    const next = plain([lead]);
    expect((await send(`${E}/depart/edit`, editBody(d, lead.id, next.id), { method: 'PUT' })).code).toBe(200);
    expect(d.departSupervisorId).toBe(next.id);
  });

  it("still refuses an edit over another administrator's change of supervisor", async () => {
    const d = department('财务部');
    const [was, now] = [plain(), plain([plain()])];
    d.departSupervisorId = now.id;
    expect(await send(`${E}/depart/edit`, editBody(d, was.id), { method: 'PUT' })).toMatchObject({
      code: 500,
      message: '部门信息已被他人修改，请刷新后重试',
    });
  });

  it('adding a department with a member and a supervisor who left: added without them', async () => {
    const [stay, gone] = [plain(), plain([plain()])];
    await depart(gone.id);
    const finance = department('财务部');
    const res = (await send(`${E}/depart/insert`, {
      departName: '预算组',
      parentDepartId: finance.id,
      enterpriseNumber: E_MAIN,
      departIdList: [...chainOf(finance), finance.id],
      usedIds: [stay.id, gone.id],
      departSupervisorId: gone.id,
    })) as Answer;
    expect(res).toMatchObject({ code: 200, pruned: [{ id: gone.id, state: 'departed' }] });
    const made = department('预算组');
    expect(made.departSupervisorId).toBe('');
    expect(stay.departIds).toContain(made.id);
    expect(gone.departIds).not.toContain(made.id);
  });

  it('moving people of whom one left meanwhile moves the others; the one who left keeps their departments', async () => {
    const [stay, gone] = [plain(), plain([plain()])];
    const was = [...gone.departIds];
    await depart(gone.id);
    const to = department('行政部');
    const res = (await send(`${E}/batchUpdateUserDepart`, {
      ids: [stay.id, gone.id],
      newDepartId: to.id,
      supervisorId: gone.id,
    })) as Answer;
    expect(res).toMatchObject({ code: 200, pruned: [{ id: gone.id, state: 'departed' }] });
    expect(stay.departIds).toContain(to.id);
    expect(gone.departIds).toEqual(was);
    expect(to.departSupervisorId).not.toBe(gone.id);
  });

  it('editing a person with a department deleted since saves the other departments', async () => {
    const finance = department('财务部');
    expect(
      (
        await send(`${E}/depart/insert`, {
          departName: '档案组',
          parentDepartId: finance.id,
          enterpriseNumber: E_MAIN,
          departIdList: [...chainOf(finance), finance.id],
          usedIds: [],
        })
      ).code,
    ).toBe(200);
    const archive = department('档案组');
    expect((await send(`${E}/depart/del`, { departId: archive.id, del: true }, { method: 'PUT' })).code).toBe(200);
    const p = plain();
    const res = (await send(
      `${E}/admin/users`,
      { id: p.id, name: p.name, telephone: '', departIds: [...p.departIds, archive.id] },
      { method: 'PUT' },
    )) as Answer;
    expect(res).toMatchObject({
      code: 200,
      pruned: [{ kind: 'department', id: archive.id, name: '档案组', state: 'deleted' }],
    });
    expect(p.departIds).not.toContain(archive.id);
  });
});

describe('onboarding a departed person', () => {
  it('is refused: re-hire is the way back, never a second staff row of the account', async () => {
    const gone = main().find((p) => p.status === 'departure' && p.telephone)!;
    expect(
      await send(`${E}/admin/personnelListAdd`, {
        name: gone.name,
        telephone: gone.telephone,
        email: '',
        position: '',
      }),
    ).toMatchObject({ code: 500, message: '该员工已离职，如需恢复请在离职员工中重新入职' });
    // a pending row made before the departure
    const pending = pendingStaff().find((r) => r.enterpriseNumber === E_MAIN)!;
    const [p] = [plain()];
    Object.assign(pending, { telephone: p.telephone, email: '' });
    await depart(p.id);
    const before = staff().length;
    expect(
      await send(`${E}/admin/personnelConfirm`, { ids: [pending.id], departId: department('财务部').id }),
    ).toMatchObject({ code: 500, message: `${pending.name}已离职，如需恢复请在离职员工中重新入职` });
    expect(staff()).toHaveLength(before);
  });
});

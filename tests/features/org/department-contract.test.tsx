import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp, signInAs } from '../../render-app';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { departments } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';

// admin-modules §7: /depart/insert sends departIdList with the other listed fields, /depart/edit
// every insert field plus oldDepartSupervisorId; the sandbox checks departIdList against the tree.

const E = MAIN_ENTERPRISE;
const dept = (name: string) => departments().find((d) => d.enterpriseNumber === E && d.departName === name)!;
const root = () => departments().find((d) => d.enterpriseNumber === E && d.parentDepartId === '0')!;

function captureWrites() {
  const requests = recordRequests();
  return () =>
    requests.all
      .map(({ method, path, body }) => ({ method, path: path.replace('/enterprise-server', ''), body }))
      .filter((r) => r.path === '/depart/insert' || r.path === '/depart/edit');
}

async function call(method: 'POST' | 'PUT', path: string, body: Record<string, unknown>) {
  const res = await fetch(`http://localhost/enterprise-server${path}`, {
    method,
    headers: { token: signInAs(), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: { id: string } | null };
}

async function open() {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await screen.findByText('研发中心', {}, LONG);
  return user;
}

describe('department contract', { timeout: 45000 }, () => {
  it('adding a sub-department sends every insert field, departIdList being the chain of its parent', async () => {
    const writes = captureWrites();
    const user = await open();
    await user.click(screen.getByLabelText('研发中心操作'));
    await user.click(await screen.findByText('添加子部门'));
    const dialog = await findDialog('添加部门');
    await user.type(within(dialog).getByLabelText('部门名称'), '数据平台部');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('部门已添加')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'POST',
        path: '/depart/insert',
        body: {
          id: '',
          departSupervisorId: '',
          departName: '数据平台部',
          departNum: '',
          enterpriseNumber: E,
          parentDepartId: dept('研发中心').id,
          departIdList: [root().id, dept('研发中心').id],
          usedIds: [],
          isCreateDepartGroup: false,
        },
      },
    ]);
  });

  it('editing a department sends every insert field plus oldDepartSupervisorId', async () => {
    const writes = captureWrites();
    const user = await open();
    const finance = dept('财务部');
    await user.click(screen.getByLabelText('财务部操作'));
    await user.click(await screen.findByText('编辑部门'));
    const dialog = await findDialog('编辑部门');
    const name = within(dialog).getByLabelText('部门名称');
    await user.clear(name);
    await user.type(name, '财务中心');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('部门已保存')).toBeInTheDocument();
    expect(writes()).toEqual([
      {
        method: 'PUT',
        path: '/depart/edit',
        body: {
          id: finance.id,
          departSupervisorId: finance.departSupervisorId,
          departName: '财务中心',
          departNum: finance.departNum,
          enterpriseNumber: E,
          parentDepartId: root().id,
          departIdList: [root().id],
          usedIds: [],
          isCreateDepartGroup: false,
          oldDepartSupervisorId: finance.departSupervisorId,
        },
      },
    ]);
  });

  it('the sandbox checks departIdList against the tree', async () => {
    const rd = dept('研发中心');
    const front = dept('前端开发组');
    const base = {
      id: '',
      departSupervisorId: '',
      departNum: '',
      enterpriseNumber: E,
      usedIds: [],
      isCreateDepartGroup: false,
    };
    const count = departments().length;
    expect(await call('POST', '/depart/insert', { ...base, departName: '甲', parentDepartId: front.id })).toMatchObject(
      { code: 400, message: '参数departIdList不能为空' },
    );
    for (const wrong of [
      [rd.id, front.id],
      [root().id, front.id],
      [root().id, rd.id],
      [front.id, rd.id, root().id],
    ]) {
      expect(
        await call('POST', '/depart/insert', {
          ...base,
          departName: '甲',
          parentDepartId: front.id,
          departIdList: wrong,
        }),
      ).toMatchObject({ code: 400, message: '参数departIdList与上级部门不一致' });
    }
    expect(departments().length).toBe(count);
    const ok = await call('POST', '/depart/insert', {
      ...base,
      departName: '甲',
      parentDepartId: front.id,
      departIdList: [root().id, rd.id, front.id],
    });
    expect(ok.code).toBe(200);
    expect(departments().find((d) => d.id === ok.data!.id)).toMatchObject({
      departName: '甲',
      parentDepartId: front.id,
    });

    // edit: the chain of the new parent, and oldDepartSupervisorId is required
    const finance = dept('财务部');
    const edit = {
      ...base,
      id: finance.id,
      departName: finance.departName,
      departSupervisorId: finance.departSupervisorId,
    };
    expect(
      await call('PUT', '/depart/edit', {
        ...edit,
        parentDepartId: rd.id,
        departIdList: [root().id],
        oldDepartSupervisorId: finance.departSupervisorId,
      }),
    ).toMatchObject({ code: 400, message: '参数departIdList与上级部门不一致' });
    expect(
      await call('PUT', '/depart/edit', { ...edit, parentDepartId: rd.id, departIdList: [root().id, rd.id] }),
    ).toMatchObject({ code: 400, message: '参数oldDepartSupervisorId不能为空' });
    expect(dept('财务部').parentDepartId).toBe(root().id);
    expect(
      await call('PUT', '/depart/edit', {
        ...edit,
        parentDepartId: rd.id,
        departIdList: [root().id, rd.id],
        oldDepartSupervisorId: finance.departSupervisorId,
      }),
    ).toMatchObject({ code: 200 });
    expect(dept('财务部').parentDepartId).toBe(rd.id);
    // the root department has no ancestors
    const r = root();
    expect(
      await call('PUT', '/depart/edit', {
        ...base,
        id: r.id,
        departName: r.departName,
        departSupervisorId: r.departSupervisorId,
        parentDepartId: '0',
        departIdList: [],
        oldDepartSupervisorId: r.departSupervisorId,
      }),
    ).toMatchObject({ code: 200 });
  });

  it('the sandbox refuses another enterprise and people who are not its staff', async () => {
    const rd = dept('研发中心');
    const base = {
      id: '',
      departSupervisorId: '',
      departName: '乙',
      departNum: '',
      parentDepartId: rd.id,
      departIdList: [root().id, rd.id],
      isCreateDepartGroup: false,
    };
    expect(
      await call('POST', '/depart/insert', { ...base, enterpriseNumber: SECOND_ENTERPRISE, usedIds: [] }),
    ).toMatchObject({ code: 403, message: '无权修改其他企业的部门' });
    const stranger = departments().length; // any id that is no staff member
    expect(
      await call('POST', '/depart/insert', { ...base, enterpriseNumber: E, usedIds: [`nobody-${stranger}`] }),
    ).toMatchObject({ code: 400, message: '所选成员不是本企业的在职员工' });
    expect(departments().some((d) => d.departName === '乙')).toBe(false);
  });
});

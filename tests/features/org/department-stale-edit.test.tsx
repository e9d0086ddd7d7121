import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill } from '../fill';
import { openSession } from '@/sandbox/handlers/login';
import { departmentsOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';

// 编辑部门 while 欧阳敏 (管理范围 销售部 and 市场部) renumbers the same department from her console.

const sales = () => departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '销售部')!;

async function openEdit() {
  renderApp('/home/organization');
  const user = fastUser();
  await within(await screen.findByRole('tree', {}, LONG)).findByText('销售部', {}, LONG);
  await user.click(screen.getByLabelText('销售部操作'));
  await user.click(
    await screen.findByText('编辑部门', { selector: '.ant-dropdown:not(.ant-dropdown-hidden) [role=menuitem] *' }),
  );
  const dialog = await findDialog('编辑部门');
  await waitFor(() => expect(within(dialog).getByLabelText('部门编号')).toHaveValue(sales().departNum));
  return { user, dialog };
}

/** 欧阳敏 sets 销售部's 部门编号 (her tree shows it as a root: parent '0' keeps its real parent). */
async function herEdit(departNum: string) {
  const d = sales();
  const res = await call(openSession(SCOPED_ADMIN, MAIN_ENTERPRISE), 'PUT', '/enterprise-server/depart/edit', {
    ...{ id: d.id, departName: d.departName, departNum, parentDepartId: '0' },
    ...{ departSupervisorId: d.departSupervisorId, oldDepartSupervisorId: d.departSupervisorId },
    ...{ enterpriseNumber: MAIN_ENTERPRISE, departIdList: [], usedIds: [] },
  });
  expect(res.body.code).toBe(200);
}

describe('编辑部门 of a department another administrator changed meanwhile', { timeout: 60000 }, () => {
  it('names her; 重新加载 shows her 部门编号 and writes nothing', async () => {
    const { user, dialog } = await openEdit();
    await herEdit('XS-2');
    const requests = recordRequests();
    await fill(user, within(dialog).getByLabelText('部门编号'), 'XS-3');
    await user.click(await findButton('保存', dialog));
    const prompt = await findDialog(STALE_TITLE, 8000);
    expect(prompt).toHaveTextContent(/“销售部”在您打开后已被欧阳敏于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/);
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(within(dialog).getByLabelText('部门编号')).toHaveValue('XS-2'));
    expect(requests.count('/depart/edit', 'PUT')).toBe(0);
    expect(sales().departNum).toBe('XS-2');
  });

  it("仍然保存 writes 张伟's values over hers", async () => {
    const { user, dialog } = await openEdit();
    await herEdit('XS-2');
    await fill(user, within(dialog).getByLabelText('部门编号'), 'XS-3');
    await user.click(await findButton('保存', dialog));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, 8000)));
    expect(await screen.findByText('部门已保存', {}, LONG)).toBeInTheDocument();
    expect(sales().departNum).toBe('XS-3');
  });

  it('nobody changed it: saved at once, no prompt', async () => {
    const { user, dialog } = await openEdit();
    await fill(user, within(dialog).getByLabelText('部门编号'), 'XS-3');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('部门已保存', {}, LONG)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
    expect(sales().departNum).toBe('XS-3');
  });
});

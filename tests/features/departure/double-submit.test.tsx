import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment } from '../support/pickers';
import { staff } from '@/sandbox/org-tables';
import { plain } from '../../sandbox/lifecycle-fixtures';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

// Every submit of 离职员工 and of the departure wizard, double-clicked over a slow server, sends one write.

const departed = () => staff().filter((p) => p.enterpriseNumber === E && p.status === 'departure');

describe('离职: one write per double-click', { timeout: 90000 }, () => {
  it('离职员工: 重新入职, 批量删除', async () => {
    const watch = watchRequests();
    const [back, gone] = departed();
    renderApp('/home/organization/leave_tables');
    const user = fastUser();
    const search = await screen.findByLabelText('搜索离职员工', {}, LONG);

    await fill(user, search, back.telephone);
    await user.click(
      within(await findRow(back.telephone, LONG.timeout)).getByRole('button', { name: `重新入职${back.name}` }),
    );
    const dialog = await findDialog(`重新入职：${back.name}`);
    await chooseDepartment(user, dialog, '入职部门', '财务部');
    await expectOneWrite(watch, 'POST', '/admin/users/rehire', async () =>
      doubleClick(await findButton('确认入职', dialog)),
    );
    expect(await screen.findByText(`${back.name}已重新入职`, {}, LONG)).toBeInTheDocument();

    await fill(user, search, gone.telephone);
    await user.click(within(await findRow(gone.telephone, LONG.timeout)).getByRole('checkbox'));
    await expectOneWrite(watch, 'POST', '/admin/users/delete', async () => {
      await doubleClick(await findButton('批量删除'));
      await doubleClickOk();
    });
    expect(staff().some((p) => p.id === gone.id)).toBe(false);
  });

  it('the departure wizard: 确认离职', async () => {
    const watch = watchRequests();
    const leaver = plain();
    renderApp(
      `/home/organization/leave_person?id=${leaver.id}&name=${encodeURIComponent(leaver.name)}&lenovoId=${leaver.lenovoId}`,
    );
    const user = fastUser();
    await user.click(await findButton('下一步', document.body, LONG.timeout));
    await screen.findByRole('table', { name: '待交接事项' }, LONG);
    await user.click(await findButton('下一步'));
    await screen.findByText('离职员工没有需要交接的事项', {}, LONG);
    await user.click(await findButton('下一步'));
    await expectOneWrite(watch, 'POST', '/admin/users/departureAndTransfer', async () =>
      doubleClick(await findButton('确认离职')),
    );
    expect(await screen.findByText('已办理离职', {}, LONG)).toBeInTheDocument();
  });
});

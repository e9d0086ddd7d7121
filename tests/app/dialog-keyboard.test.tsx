import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { findButton, findDialog, LONG } from '../features/support/dom';
import { changeRows } from '@/sandbox/changelog';
import { staff } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

// Every Modal and Drawer by keyboard (architecture.md "Keyboard"): it opens with the focus on its
// first field, Enter in a single-line field submits it, and Tab cycles inside it.
async function openOrganization() {
  renderApp('/home/organization');
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
  return user;
}

const focused = () => document.activeElement as HTMLElement;

describe('dialogs by keyboard', { timeout: 45000 }, () => {
  it('添加部门 opens on 部门名称, and Enter there saves the department', async () => {
    const user = await openOrganization();
    (await findButton('添加部门')).focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('添加部门');
    await waitFor(() => expect(focused()).toBe(within(dialog).getByLabelText('部门名称')));
    await user.keyboard('数据平台部{Enter}');
    expect(await screen.findByText('部门已添加')).toBeInTheDocument();
    expect(changeRows()[0].keyword).toBe('添加部门 数据平台部');
  });

  it('Tab past the last control comes back to the first one, Shift+Tab the other way', async () => {
    const user = await openOrganization();
    (await findButton('添加部门')).focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('添加部门');
    const save = await findButton('保存', dialog);
    save.focus();
    await user.tab();
    expect(dialog.contains(focused())).toBe(true);
    expect(focused()).not.toBe(save);
    const first = focused();
    await user.tab({ shift: true });
    expect(focused()).toBe(save);
    expect(first).toBe(dialog.querySelector('.ant-modal-close'));
  });

  it('the edit drawer opens on its first field, and Enter in a single-line field saves', async () => {
    const target = staff().find((p) => p.enterpriseNumber === E && p.status === '' && !p.isCeo)!;
    const user = await openOrganization();
    await user.type(screen.getByLabelText('搜索员工'), target.telephone);
    await user.click(await findButton(`编辑${target.name}`, document.body, 8000));
    const drawer = await findDialog(`编辑员工：${target.name}`, 8000);
    await waitFor(() => expect(focused()).toBe(within(drawer).getByLabelText('姓名')));
    await user.clear(focused());
    await user.keyboard('吕新名{Enter}');
    expect(await screen.findByText('员工信息已保存')).toBeInTheDocument();
    expect(staff().find((p) => p.id === target.id)!.name).toBe('吕新名');
  });
});

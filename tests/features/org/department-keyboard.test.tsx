import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { LONG } from '../support/dom';
import { firstSubDepartment } from './seed-departments';

// A department's ⋮ menu (编辑部门, 导出部门员工, …) is reached by keyboard as by mouse (WCAG 2.1.1).

describe("a department's actions by keyboard", { timeout: 45000 }, () => {
  it('opens the ⋮ menu with Enter, into it, and closes it with Escape back on ⋮', async () => {
    const { user } = renderApp('/home/organization');
    const dept = firstSubDepartment();
    const tree = await screen.findByRole('tree', {}, LONG);
    const more = await within(tree).findByRole('button', { name: `${dept.departName}操作` }, LONG);
    act(() => more.focus());
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', {}, LONG);
    expect(within(menu).getByRole('menuitem', { name: '编辑部门' })).toBeInTheDocument();
    await waitFor(() => expect(menu).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(document.activeElement).toBe(within(tree).getByRole('button', { name: `${dept.departName}操作` })),
    );
    // and it opens again from there
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: '导出部门员工' }, LONG)).toBeInTheDocument();
  });
});

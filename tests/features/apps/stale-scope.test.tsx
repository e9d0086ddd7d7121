import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { plain } from '../../sandbox/lifecycle-fixtures';
import { gone } from '../../sandbox/lifecycle-workplace-fixtures';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';

// An application's scope naming someone who has since departed or been deleted, or a department
// since deleted (docs/product.md Part D §3): the list, the dialog and 应用范围管理 name them with
// their state, never by id and never silently left out; they can be removed, and a save that keeps
// them succeeds without them and says so.
const E = MAIN_ENTERPRISE;
const crm = () => appsOf(E).find((a) => a.id === appId(E, 'crm'))!;
const ref = (p: { lenovoId: string; name: string }) => ({ lenovoId: p.lenovoId, name: p.name });

async function stale() {
  const x = await gone();
  const stay = plain([x.deleted]);
  Object.assign(crm(), {
    visibleRange: 3,
    visibleDepartIds: [x.budget.id],
    visibleUsers: [ref(x.departed), ref(stay)],
  });
  return { ...x, stay };
}

describe('an application scope naming people and departments that have gone', { timeout: 60000 }, () => {
  it('the list and the dialog show them with their state; saving leaves them out with the notice', async () => {
    const x = await stale();
    renderApp('/home/workbench_appManagement');
    const user = fastUser();
    await findRow('考勤打卡', LONG.timeout);
    await user.click(screen.getByRole('tab', { name: '第三方应用' }));
    const row = await findRow('客户管理CRM', LONG.timeout);
    await waitFor(() => expect(row).toHaveTextContent(`预算组 已删除、${x.departed.name} 已离职 等3项`), LONG);

    await user.click(within(row).getByRole('button', { name: '设置可见范围客户管理CRM' }));
    const dialog = await findDialog('设置可见范围：客户管理CRM');
    const tag = (await within(dialog).findByLabelText(`移除${x.departed.name}`, {}, LONG)).closest(
      '.ant-tag',
    ) as HTMLElement;
    await waitFor(() => expect(tag.textContent).toContain(`${x.departed.name} 已离职`));
    expect(await within(dialog).findByText('预算组（已删除）', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('可见人员（2人）')).toBeInTheDocument();
    await user.click(await findButton('保存', dialog));
    await expectToasts([
      `已自动移除已离职或已删除的成员：${x.departed.name}（已离职）、预算组（已删除）`,
      '可见范围已保存',
    ]);
    expect(crm()).toMatchObject({ visibleRange: 3, visibleDepartIds: [], visibleUsers: [ref(x.stay)] });
  });

  it('应用范围管理 lists them with their state, counted, and removes a departed person', async () => {
    const x = await stale();
    renderApp(`/home/scopeofApplicationDetails?id=${crm().id}`);
    const user = fastUser();
    const people = await screen.findByRole('table', { name: '指定人员' }, LONG);
    expect(screen.getByText('指定人员（2）')).toBeInTheDocument();
    await waitFor(
      () =>
        expect(within(people).getByText(x.departed.name).closest('td')).toHaveTextContent(`${x.departed.name} 已离职`),
      LONG,
    );
    const departs = screen.getByRole('table', { name: '可见部门' });
    expect(screen.getByText('可见部门（1）')).toBeInTheDocument();
    await waitFor(
      () => expect(within(departs).getByText('预算组').closest('td')).toHaveTextContent('预算组 已删除'),
      LONG,
    );

    await user.click(within(people).getByRole('button', { name: `移除${x.departed.name}` }));
    await user.click(await confirmOk());
    expect(await screen.findByText(`已移除${x.departed.name}`)).toBeInTheDocument();
    expect(crm().visibleUsers).toEqual([ref(x.stay)]);
    await waitFor(() => expect(screen.getByText('指定人员（1）')).toBeInTheDocument());
  });
});

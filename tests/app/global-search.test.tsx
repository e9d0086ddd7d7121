import { screen, waitFor, within } from '@testing-library/react';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { renderApp, RESTRICTED_ADMIN } from '../render-app';
import { fastUser, SLOW } from '../features/fill';
import { recordRequests } from '../features/support/requests';

// Global search (assumed contract "Shell: global search, breadcrumbs, accessibility"): Ctrl/⌘+K or
// the header box, pages of the menu, staff, departments and approvals from the server searches,
// keyboard navigation.

// antd's dialogs are labelled by a generated id that is the same for every dialog under test
const paletteDialog = async () =>
  (await screen.findByText('全局搜索', { selector: '.ant-modal-title' }, SLOW)).closest<HTMLElement>(
    '[role="dialog"]',
  )!;
const paletteGone = () => expect(screen.queryByText('全局搜索', { selector: '.ant-modal-title' })).toBeNull();

async function openPalette() {
  await screen.findByRole('menu', { name: '主菜单' }, SLOW);
  const user = fastUser();
  await user.keyboard('{Control>}k{/Control}');
  const dialog = await paletteDialog();
  const box = within(dialog).getByRole('combobox', { name: '搜索页面、员工、部门、审批' });
  await waitFor(() => expect(box).toHaveFocus());
  return { user, dialog, box };
}

const optionTexts = (dialog: HTMLElement, group: string) =>
  within(within(dialog).getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((o) => o.textContent ?? '');

describe('global search', () => {
  // first: the test environment gives every antd portal the same id, and the portals' shared Esc
  // stack then keys them together once another dialog has been open in the file
  it('Esc closes it and gives the focus back; the header box opens it too', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    const user = fastUser();
    const launcher = await screen.findByRole('button', { name: /全局搜索/ }, SLOW);
    launcher.focus();
    await user.keyboard('{Enter}');
    const dialog = await paletteDialog();
    await waitFor(() => expect(within(dialog).getByRole('combobox')).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(paletteGone, SLOW);
    await waitFor(() => expect(launcher).toHaveFocus(), SLOW);
  }, 45000);

  it('Ctrl+K opens it; results per group come from the sandbox; Enter opens the staff profile', async () => {
    const person = staffOf(MAIN_ENTERPRISE).find((s) => s.status === '' && !s.isCeo && s.name.length >= 3)!;
    renderApp('/home/enterprise_certification', { chrome: true });
    const { user, dialog, box } = await openPalette();
    await user.paste(person.name);
    const staffGroup = await within(dialog).findByRole('group', { name: '员工' }, SLOW);
    expect(within(staffGroup).getAllByRole('option')[0]).toHaveTextContent(person.name);
    expect(box).toHaveAttribute('aria-activedescendant');
    // the first option is active; ↓/↑ move through every group's options
    const options = within(dialog).getAllByRole('option');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(options[options.length - 1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const target = within(staffGroup).getAllByRole('option')[0];
    while (target.getAttribute('aria-selected') !== 'true') await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', target.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(window.location.hash).toBe(`#/home/organization?profile=${person.lenovoId}`));
    expect(await screen.findByText(`员工资料：${person.name}`, {}, SLOW)).toBeInTheDocument();
    await waitFor(paletteGone, SLOW);
  }, 45000);

  it('finds pages of the menu with their sub-pages, departments and approvals; an unknown text is 无匹配结果', async () => {
    const depart = departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '研发中心')!;
    const approval = approvalRows().find((a) => a.enterpriseNumber === MAIN_ENTERPRISE)!;
    renderApp('/home/enterprise_certification', { chrome: true });
    const { user, dialog, box } = await openPalette();
    await user.paste('组织');
    // pages are matched at once, from the menu
    expect(optionTexts(dialog, '页面')).toEqual(
      expect.arrayContaining([expect.stringContaining('组织架构'), expect.stringContaining('离职员工')]),
    );
    await user.clear(box);
    await user.paste(depart.departName);
    await within(dialog).findByRole('group', { name: '部门' }, SLOW);
    expect(optionTexts(dialog, '部门')[0]).toContain('研发中心');
    await user.clear(box);
    await user.paste(approval.approveName);
    await within(dialog).findByRole('group', { name: '审批' }, SLOW);
    expect(optionTexts(dialog, '审批')[0]).toContain(approval.approveName);
    await user.clear(box);
    await user.paste('没有这样的名字zz');
    expect(within(dialog).getByText('搜索中…')).toBeInTheDocument();
    expect(await within(dialog).findByText('无匹配结果', {}, SLOW)).toBeInTheDocument();
  }, 45000);

  it('Enter on a department opens the organisation page with it selected', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    const { user, dialog } = await openPalette();
    await user.paste('研发中心');
    await within(dialog).findByRole('group', { name: '部门' }, SLOW);
    const option = within(within(dialog).getByRole('group', { name: '部门' })).getAllByRole('option')[0];
    await user.click(option);
    const depart = departmentsOf(MAIN_ENTERPRISE).find((d) => d.departName === '研发中心')!;
    await waitFor(() => expect(window.location.hash).toBe(`#/home/organization?depart=${depart.id}`));
    await waitFor(() => expect(document.querySelector('.ant-tree-node-selected')).toHaveTextContent('研发中心'), SLOW);
  }, 45000);

  it('a user without the organisation and approval pages gets no staff, department or approval results and no call for them', async () => {
    const withheld = new Set(
      menuCatalogue()
        .filter((m) => m.url === 'organization' || m.url === 'examine_management')
        .map((m) => m.id),
    );
    const hers = memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;
    hers.menuIds = (hers.menuIds as string[]).filter((id) => !withheld.has(id));
    const person = staffOf(MAIN_ENTERPRISE).find((s) => s.status === '' && s.name.length >= 3)!;
    renderApp('/home/enterprise_certification', { as: RESTRICTED_ADMIN, chrome: true });
    const { user, dialog } = await openPalette();
    const calls = recordRequests();
    await user.paste(person.name);
    expect(await within(dialog).findByText('无匹配结果', {}, SLOW)).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('combobox'));
    await user.paste('研发中心');
    expect(await within(dialog).findByText('无匹配结果', {}, SLOW)).toBeInTheDocument();
    expect(calls.all.map((r) => r.path).filter((p) => /userSearch|searchDepart|approve\/list/.test(p))).toEqual([]);
    expect(calls.all.map((r) => r.status)).not.toContain(403);
  }, 45000);
});

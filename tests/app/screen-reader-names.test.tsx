import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { groups } from '@/sandbox/org-tables';

// What a screen reader announces: the accessible names of the shell's and the pages' controls, in
// Chinese, starting with the text the user sees (WCAG 2.5.3, label in name).

const SLOW = { timeout: 15000 };

describe('screen reader names', { timeout: 45000 }, () => {
  it('a side-menu entry is announced by its name alone, without its icon’s English name', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    const menu = await screen.findByRole('menu', { name: '主菜单' }, SLOW);
    const entry = await within(menu).findByRole('menuitem', { name: '角色管理' }, SLOW);
    expect(entry.querySelector('.anticon-idcard')).not.toBeNull();
    expect(within(menu).queryByRole('img')).toBeNull();
  });

  it('an icon beside a button’s text is hidden: 新建审批 is announced as 新建审批', async () => {
    renderApp('/home/examine_management', { chrome: true });
    const button = await screen.findByRole('button', { name: '新建审批' }, SLOW);
    expect(button.querySelector('.anticon-plus')).not.toBeNull();
    expect(within(button).queryByRole('img')).toBeNull();
  });

  it('table selection, clear buttons, the magnifier and the pager’s arrows are named in Chinese', async () => {
    renderApp('/home/group_management', { chrome: true });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = groups().filter((g) => g.enterpriseNumber === 'E20260001')[0]!;
    expect(await screen.findByRole('checkbox', { name: '全选当页' }, SLOW)).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: `选择：${first.groupName}` }, SLOW)).toBeInTheDocument();
    const search = screen.getByLabelText('搜索群名称');
    expect(within(search.closest('.ant-input-search')!).getByRole('button', { name: '搜索' })).toBeInTheDocument();
    // a search and a type that match one seeded group (华东客户对接群 is 外部群): the keyword is debounced,
    // and a filter matching nothing would hide the pager whenever the search lands before the check
    await user.type(search, '华东');
    expect(within(search.closest('.ant-input-search')!).getByRole('button', { name: '清除' })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: '群类型' }));
    await user.click(await screen.findByText('外部群', { selector: '.ant-select-item-option-content' }));
    const filter = screen.getByRole('combobox', { name: '群类型' }).closest('.ant-select')!;
    expect(within(filter as HTMLElement).getByRole('button', { name: '清除' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('合作伙伴沟通群')).toBeNull(), SLOW);
    expect(screen.getByText('华东客户对接群')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: '上一页' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '下一页' })).toBeInTheDocument();
    // antd's English names, by attribute (a role query over the whole page is slow in the test DOM)
    expect(
      document.querySelectorAll(
        '[aria-label^="Select"], [aria-label^="Row "], [aria-label="Clear"], [aria-label="search"]',
      ),
    ).toHaveLength(0);
  });
});

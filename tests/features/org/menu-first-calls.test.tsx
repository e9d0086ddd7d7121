import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { LONG } from '../support/dom';
import { failNext, setDelay } from '@/sandbox/faults';
import { recordRequests } from '../support/requests';
import { findPage } from '@/app/modules';

// 组织架构 (and 组织架构调整) from the menu: the click starts the page's first calls and moves to the page once they have
// settled (the page renders once, with them), or after a short wait when they are slow (the page then
// shows its loading state). A later click is not overtaken by one still waiting.
const menuEntry = async (name: string) =>
  within(await screen.findByRole('menu', { name: '主菜单' }, LONG)).getByRole('menuitem', {
    name: new RegExp(`(^| )${name}$`),
  });

describe('a menu click and its page first calls', { timeout: 45000 }, () => {
  // each page, and what shows it is there: 组织架构's toolbar, 组织架构调整's first tab
  const pages = [
    {
      name: '组织架构',
      path: '/home/organization',
      shown: () => screen.findByRole('button', { name: '添加部门' }, LONG),
    },
    {
      name: '组织架构调整',
      path: '/home/organization_chart',
      shown: () => screen.findByRole('tab', { name: '当前架构' }, LONG),
    },
  ];

  it.each(pages)('shows $name once its calls have answered, when they answer within the wait', async (page) => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    const entry = await menuEntry(page.name);
    // the page's chunk and its calls' code, as the idle preloading has them before a click
    await findPage(page.path)!.load();
    const requests = recordRequests();
    setDelay(60);
    await user.click(entry);
    await page.shown();
    const [tree] = requests.to('/depart/tree');
    expect(tree.answeredAt).toBeDefined();
    expect(screen.getByRole('tree')).toBeInTheDocument();
    expect(screen.queryByLabelText('部门加载中')).toBeNull();
  });

  it('moves to the page with its loading state when the calls are slow', async () => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    const entry = await menuEntry('组织架构');
    setDelay(2000);
    await user.click(entry);
    expect(await screen.findByLabelText('部门加载中', {}, { timeout: 1500 })).toBeInTheDocument();
    setDelay(0);
    expect(await screen.findByRole('tree', {}, LONG)).toBeInTheDocument();
  });

  it('a later click wins over one still waiting for its calls', async () => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    const org = await menuEntry('组织架构');
    // both pages' code loaded, as the idle preloading has it: the test is about the calls, not the chunks
    await Promise.all([findPage('/home/organization')!.load(), findPage('/home/administrator')!.load()]);
    const requests = recordRequests();
    setDelay(600);
    await user.click(org);
    await user.click(await menuEntry('角色管理'));
    await screen.findByRole('heading', { level: 1, name: '角色管理' }, LONG);
    // the first click's calls have answered, its wait is long over: still where the last click led
    await requests.settled();
    setDelay(0);
    expect(requests.to('/depart/tree')).toHaveLength(1);
    expect(window.location.hash).toContain('/home/administrator');
    expect(screen.getByRole('heading', { level: 1, name: '角色管理' })).toBeInTheDocument();
  });

  it.each(pages)(
    "$name shows the click's failed call in place, with 重试, rather than asking again unseen",
    async (page) => {
      const { user } = renderApp('/home/enterprise_certification', { chrome: true });
      const entry = await menuEntry(page.name);
      await findPage(page.path)!.load();
      failNext('/depart/tree', { code: 500, message: '部门树查询失败' });
      await user.click(entry);
      const retry = await screen.findByRole('button', { name: '重试' }, LONG);
      expect(screen.getByText('获取数据失败，请稍后重试')).toBeInTheDocument();
      expect(screen.queryByRole('tree')).toBeNull();
      await user.click(retry);
      expect(await screen.findByRole('tree', {}, LONG)).toBeInTheDocument();
    },
  );
});

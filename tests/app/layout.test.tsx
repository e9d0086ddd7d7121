import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { screen, within } from '@testing-library/react';
import { menuRows } from '@/sandbox/seed/menu-catalogue';
import { SPEC_MENU_PATHS } from '@/app/guard/spec-menu-paths';
import { MENU_ICON_BY_PATH } from '@/app/layout/menu-icons';
import { findPage } from '@/app/modules';
import { renderApp } from '../render-app';

const SLOW = { timeout: 15000 };

async function mainMenu() {
  return screen.findByRole('menu', { name: '主菜单' }, SLOW);
}

function selectedEntry(menu: HTMLElement) {
  return menu.querySelector('.ant-menu-item-selected')?.textContent ?? null;
}

describe('layout', () => {
  it('the page has no default body margin (no white frame, no scrollbar)', () => {
    const html = readFileSync(resolve(__dirname, '../../index.html'), 'utf8');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const style = document.createElement('style');
    style.textContent = [...doc.querySelectorAll('head style')].map((s) => s.textContent).join('\n');
    document.head.append(style);
    try {
      expect(getComputedStyle(document.body).margin).toBe('0px');
    } finally {
      style.remove();
    }
  });

  it('every menu entry has its own antd icon, none repeated and no generated image', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    const menu = await mainMenu();
    const items = await within(menu).findAllByRole('menuitem');
    expect(items.length).toBeGreaterThan(10);
    expect(menu.querySelector('img')).toBeNull();
    // the icon is decoration, hidden from assistive technology: it is known by its class
    const icons = items.map((item) =>
      [...(item.querySelector('.anticon')?.classList ?? [])].find((c) => c.startsWith('anticon-')),
    );
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('names an entry in a tooltip only when the menu is collapsed to its icons', async () => {
    const { user } = renderApp('/home/enterprise_certification', { chrome: true });
    const menu = await mainMenu();
    const entry = (await within(menu).findAllByRole('menuitem'))[1];
    const name = entry.textContent ?? '';
    await user.hover(entry);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.unhover(entry);
    await user.click(document.querySelector<HTMLElement>('.ant-layout-sider-trigger')!);
    await user.hover((await within(menu).findAllByRole('menuitem'))[1]);
    expect(await screen.findByRole('tooltip', {}, SLOW)).toHaveTextContent(name);
  });

  it('the icon table covers every menu path of the spec and of the sandbox menu, one icon each', () => {
    const paths = new Set(
      [...SPEC_MENU_PATHS].map((p) => p.replace('/home/', '')).concat(menuRows().map((r) => r.url)),
    );
    for (const path of paths) expect(MENU_ICON_BY_PATH[path], path).toBeTruthy();
    const icons = Object.values(MENU_ICON_BY_PATH);
    expect(new Set(icons).size).toBe(icons.length);
  });

  it('every menu page is titled with its menu name', () => {
    for (const row of menuRows()) {
      const page = findPage(`/home/${row.url}`);
      if (page) expect(page.title, row.url).toBe(row.name);
    }
  });

  it('the header of the home page reads 首页, as the menu does', async () => {
    renderApp('/home/enterprise_certification', { chrome: true });
    await mainMenu();
    expect(await screen.findByRole('heading', { level: 1, name: '首页' }, SLOW)).toBeInTheDocument();
  });

  it('a new announcement is titled 新建公告, an edited one 编辑公告', async () => {
    renderApp('/home/announcementAdd', { chrome: true });
    expect(await screen.findByRole('heading', { level: 1, name: '新建公告' }, SLOW)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: '编辑公告' })).not.toBeInTheDocument();
    expect(findPage('/home/announcementAdd')?.titleFor?.(new URLSearchParams('id=7'))).toBe('编辑公告');
  });

  it.each([
    ['/home/organization/member_add', '组织架构'],
    ['/home/announcementAdd', '公告管理'],
    ['/home/announcementDetails?id=1', '公告管理'],
    ['/home/examine_management/designer', '审批管理'],
    ['/home/homeEnterpriseCertificationDetail', '首页'],
  ])('the sub-page %s keeps %s selected in the menu', async (path, entry) => {
    renderApp(path, { chrome: true });
    const menu = await mainMenu();
    await vi.waitFor(() => expect(selectedEntry(menu)).toBe(entry), SLOW);
  });
});

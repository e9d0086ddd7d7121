import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { fastUser, SLOW } from '../features/fill';

// Breadcrumbs (assumed contract "Shell: global search, breadcrumbs, accessibility"): a sub-page shows
// its menu page and its own title in the header.
describe('breadcrumbs', () => {
  it('a sub-page under its menu page shows 组织架构 / 离职员工 and the first crumb opens the menu page', async () => {
    renderApp('/home/organization/leave_tables', { chrome: true });
    const trail = await screen.findByRole('navigation', { name: '面包屑' }, SLOW);
    expect(trail).toHaveTextContent('组织架构/离职员工');
    await fastUser().click(within(trail).getByRole('link', { name: '组织架构' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull());
  }, 30000);

  it('a sub-page that names its menu page (PageDef.menu) shows that page first', async () => {
    renderApp('/home/attendance_management/arrangement', { chrome: true });
    const trail = await screen.findByRole('navigation', { name: '面包屑' }, SLOW);
    expect(within(trail).getByRole('link', { name: '考勤组管理' })).toHaveAttribute(
      'href',
      '#/home/attendance_management',
    );
    expect(trail).toHaveTextContent('排班');
  }, 30000);

  it('a menu page has no trail', async () => {
    renderApp('/home/organization', { chrome: true });
    await screen.findByRole('menu', { name: '主菜单' }, SLOW);
    expect(screen.queryByRole('navigation', { name: '面包屑' })).toBeNull();
  }, 30000);
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog } from '../../features/support/dom';
import { BI_CONFIG_PATH } from '@/features/ai-assistant/paths';

// Only a screen with unsaved changes blocks leaving (product.md Part A §4.2). A blocker registered
// while the screen is clean made react-router warn "blocker on a POP navigation" at every address
// typed by hand and at browser back, on pages with nothing unsaved.
const POP_WARNING = /blocker on a POP navigation/;

/** `chrome`: with the side menu, for a test that leaves through it */
async function openBiConfig(chrome = false) {
  const { user } = renderApp(BI_CONFIG_PATH, { chrome });
  await screen.findByRole('group', { name: '考勤数据' }, { timeout: 8000 });
  return user;
}

describe('leave guard: blocks only with unsaved changes', { timeout: 30000 }, () => {
  it('a clean page lets an address changed by hand go without a router warning', async () => {
    await openBiConfig();
    const warn = vi.spyOn(console, 'warn');
    try {
      window.location.hash = '#/home/organization';
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('组织架构'));
      expect(warn.mock.calls.filter(([m]) => POP_WARNING.test(String(m)))).toEqual([]);
    } finally {
      warn.mockRestore();
    }
  });

  it('with unsaved changes the menu still asks first', async () => {
    const user = await openBiConfig(true);
    await user.click(
      within(screen.getByRole('group', { name: '请假数据' })).getByRole('switch', { name: '允许汇总请假数据' }),
    );
    await user.click(
      await screen.findByText('组织架构', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
    );
    const ask = await findDialog('提示');
    expect(ask).toHaveTextContent('BI配置尚未保存，确定离开吗？');
    await user.click(await findButton('离开', ask));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
  });
});

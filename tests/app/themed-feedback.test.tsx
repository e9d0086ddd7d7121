import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { findButton } from '../features/support/dom';
import { fastUser } from '../features/fill';
import { failNext } from '@/sandbox/faults';

// Toasts come from antd's <App> inside the console's ConfigProvider (module-guide "Screens"), so they
// are drawn with the console's theme: antd's static message renders outside it, with antd's defaults
// (e.g. the danger red #ff4d4f that fails WCAG AA, which the theme replaces).

/** The class under which antd declares a theme's CSS variables (`css-var-…`). */
const themeClass = (el: Element) =>
  [...(el.closest('[class*="css-var-"]')?.classList ?? [])].find((c) => c.startsWith('css-var-'));

describe('toasts and the console theme', () => {
  it('the error toast of a failed save carries the theme of the page', async () => {
    renderApp('/home/intelligent/intelligent_create');
    const user = fastUser();
    const save = await findButton('保存', document.body, 8000);
    failNext('/ai/assistant/save', { code: 500, message: '服务繁忙，请稍后重试' });
    await user.click(save);
    const toast = await screen.findByText('服务繁忙，请稍后重试', {}, { timeout: 5000 });
    const notice = toast.closest('.ant-message-notice')!;
    expect(within(notice as HTMLElement).getByText('服务繁忙，请稍后重试')).toBeInTheDocument();
    await waitFor(() => expect(themeClass(notice)).toBeDefined());
    expect(themeClass(notice)).toBe(themeClass(save));
  });
});

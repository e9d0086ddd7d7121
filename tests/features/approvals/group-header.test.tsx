import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';

// A group section's header toggles it, and its own buttons (上移, 下移, 重命名, 删除) stand beside that
// toggle, never inside it: a button inside a button is announced as one control, and its buttons
// are not reachable as themselves (axe nested-interactive; architecture.md "Keyboard").
describe('approval group section headers', { timeout: 30000 }, () => {
  it('the toggle holds no other button, is named by the group and opens and closes by keyboard', async () => {
    const { user } = renderApp('/home/examine_management');
    await screen.findByText('通用审批', {}, { timeout: 8000 });
    const toggles = [
      ...document.querySelectorAll<HTMLElement>(
        '.ant-collapse-header[aria-expanded], .ant-collapse-header [aria-expanded]',
      ),
    ];
    expect(toggles.length).toBeGreaterThan(0);
    for (const toggle of toggles) expect(toggle.querySelector('button, [role="button"], a[href], input')).toBeNull();
    expect(screen.getAllByRole('button', { name: '上移分组：其他' })).toHaveLength(1);

    const other = screen.getByRole('button', { name: /^其他/, expanded: true });
    other.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(other).toHaveAttribute('aria-expanded', 'false'));
  });
});

import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../render-app';

// After a route change the page starts at its top with the focus on its heading (architecture.md
// "Keyboard"): a keyboard or screen-reader user is told where they are and starts from there, and a
// page opened after a long one is not shown scrolled down.
describe('route change', { timeout: 30000 }, () => {
  it('moves the focus to the new page heading and scrolls to the top', async () => {
    const { user } = renderApp('/home/organization', { chrome: true });
    await screen.findByRole('heading', { level: 1, name: '组织架构' }, { timeout: 8000 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    try {
      await user.click(
        await screen.findByText('角色管理', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
      );
      const heading = await screen.findByRole('heading', { level: 1, name: '角色管理' }, { timeout: 8000 });
      await waitFor(() => expect(document.activeElement).toBe(heading));
      expect(heading).toHaveAttribute('tabindex', '-1');
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      scrollTo.mockRestore();
    }
  });
});

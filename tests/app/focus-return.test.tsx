import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';
import { findButton, findDialog, LONG } from '../features/support/dom';

// Dialogs are rendered only while open, so they unmount at once on close; the focus must still go
// back to the button that opened them (docs/module-guide.md "Dialogs"), for a Modal and for a
// confirm over it.
describe('focus return from dialogs', { timeout: 45000 }, () => {
  it('a Modal closed by 取消 or Esc gives the focus back to its opener', async () => {
    renderApp('/home/organization');
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await within(await screen.findByRole('tree', {}, LONG)).findByText('研发中心', {}, LONG);
    const opener = await findButton('添加部门');

    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await findDialog('添加部门');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await user.click(await findButton('取消', dialog));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加部门' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(opener));

    await user.keyboard('{Enter}');
    const again = await findDialog('添加部门');
    await user.type(within(again).getByLabelText('部门名称'), '数据平台部');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '添加部门' })).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });
});

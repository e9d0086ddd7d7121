import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { delay, http } from 'msw';
import { server } from '@/sandbox/node';
import { fastUser, fill, SLOW } from '../fill';

// Values that arrive after the form is shown fill only what the user has not touched
// (docs/module-guide.md "Dialogs": nothing the user typed is reset).

describe('announcement editor', () => {
  it('keeps a title typed while the saved announcement is loading, and fills the rest', async () => {
    const saved = announcementRows()[0];
    // the saved announcement arrives late (the handler waits, then falls through to the sandbox's)
    server.use(http.get('*/announcement/detail', async () => void (await delay(1500))));
    renderApp(`/home/announcementAdd?id=${saved.id}`);
    const user = fastUser();
    const title = await screen.findByLabelText('公告标题', {}, SLOW);
    await fill(user, title, '新的标题');
    await waitFor(() => expect(screen.getByRole('textbox', { name: '公告正文' }).textContent).not.toBe(''), SLOW);
    expect(title).toHaveValue('新的标题');
  }, 45000);
});

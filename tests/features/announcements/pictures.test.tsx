import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { queryClient } from '@/lib/query/query-client';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { fill, SLOW } from '../fill';

// A picture in an announcement is the file the upload call stored, at the address it answered: it
// shows after the page is opened again, on the detail page and on the member's page
// (docs/assumed-contract.md "Announcement reach and the editor").

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 7, 8, 9]);

/** The picture's address is the stored file's, and it answers the bytes that were uploaded. */
async function expectServed(img: HTMLElement) {
  const src = img.getAttribute('src') ?? '';
  expect(src).toMatch(/^https?:\/\/[^/]+\/attachment-server\/announcement\/file\/[^/]+$/);
  const answer = await fetch(src); // as the <img> would, without a session
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('image/png');
  expect(new Uint8Array(await answer.arrayBuffer())).toEqual(PNG);
}

function reopen(hash: string, as?: null) {
  cleanup();
  queryClient.clear();
  renderApp(hash, as === null ? { as } : undefined);
}

describe('announcement pictures', () => {
  it('are stored by the upload call and shown from the stored address after a fresh render, for the administrator and the member', async () => {
    renderApp('/home/announcementAdd');
    const user = userEvent.setup({ applyAccept: false, pointerEventsCheck: 0 });
    await fill(user, await screen.findByLabelText('公告标题', {}, SLOW), '团建合影');
    await user.upload(screen.getByLabelText('选择图片'), new File([PNG], '合影.png', { type: 'image/png' }));
    await expectServed(await screen.findByRole('img', { name: '合影.png' }, SLOW));
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('发布成功', {}, SLOW)).toBeInTheDocument();
    const { id, content } = announcementRows().find((a) => a.title === '团建合影')!;
    expect(content).not.toContain('blob:');

    reopen(`/home/announcementDetails?id=${id}`);
    await expectServed(await screen.findByRole('img', { name: '合影.png' }, SLOW));

    reopen(`/pcannouncementDetail?id=${id}`, null);
    await expectServed(await screen.findByRole('img', { name: '合影.png' }, SLOW));
  }, 45000);

  it('an old picture kept as a blob: address is left out rather than shown broken', async () => {
    announcementRows().push({
      ...announcementRows().find((a) => a.status === 1)!,
      id: 'old-pic',
      title: '旧图片公告',
      content:
        '<p>旧正文</p><img src="blob:http://localhost/0b7c" alt="旧图片"><img src="https://cdn.example.com/a.png" alt="外链图片">',
      attachments: [{ name: '旧附件.pdf', url: 'blob:http://localhost/9f1e', size: 2048 }],
    });
    renderApp('/home/announcementDetails?id=old-pic');
    const article = await screen.findByRole('article', {}, SLOW);
    expect(article).toHaveTextContent('旧正文');
    expect(screen.queryByRole('img', { name: '旧图片' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: '外链图片' })).toHaveAttribute('src', 'https://cdn.example.com/a.png');
    expect(screen.getByText('旧附件.pdf')).not.toHaveAttribute('href');
  }, 45000);
});

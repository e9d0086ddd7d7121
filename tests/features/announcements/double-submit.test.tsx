import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { editorBox, pasteInto } from './editor-input';
import { announcementRows } from '@/sandbox/seed/modules/announcements';

// Every submit of 公告管理 (the editor, the list, the detail), double-clicked over a slow server,
// sends one write.

const rowOf = async (title: string) => (await screen.findByText(title, {}, LONG)).closest('tr') as HTMLElement;

describe('公告管理: one write per double-click', { timeout: 90000 }, () => {
  it('the editor: 保存草稿', async () => {
    const watch = watchRequests();
    renderApp('/home/announcementAdd');
    const user = fastUser();
    await fill(user, await screen.findByLabelText('公告标题', {}, LONG), '年会节目征集');
    pasteInto(editorBox(), { text: '欢迎报名' });
    await expectOneWrite(watch, 'POST', '/announcement/save', () =>
      doubleClick(screen.getByText('保存草稿').closest('button')!),
    );
    expect(await screen.findByText('保存成功', {}, LONG)).toBeInTheDocument();
    expect(announcementRows().filter((a) => a.title === '年会节目征集')).toHaveLength(1);
  });

  it('the editor: 发布 saves once and publishes once', async () => {
    const watch = watchRequests();
    renderApp('/home/announcementAdd');
    const user = fastUser();
    await fill(user, await screen.findByLabelText('公告标题', {}, LONG), '春季运动会');
    pasteInto(editorBox(), { text: '欢迎报名' });
    // the toast shows for 2 s, which the waits for every answer below can outlast on a loaded machine
    const published = screen.findByText('发布成功', {}, LONG);
    await expectOneWrite(
      watch,
      'POST',
      '/announcement/save',
      () => doubleClick(screen.getByText('发布').closest('button')!),
      ['/announcement/publish'],
    );
    await published;
    expect(watch.requests.filter((r) => r.endsWith('/announcement/publish'))).toHaveLength(1);
  });

  it('the list: 发布, 置顶', async () => {
    const watch = watchRequests();
    renderApp('/home/announcement');
    await expectOneWrite(watch, 'POST', '/announcement/publish', async () => {
      await doubleClick(
        within(await rowOf('第四季度全员大会安排'))
          .getByText('发布')
          .closest('button')!,
      );
      await doubleClickOk();
    });
    expect(announcementRows().find((a) => a.id === 'an3')?.status).toBe(1);
    await expectOneWrite(watch, 'POST', '/announcement/pin', async () =>
      doubleClick(await findButton('置顶办公区网络升级公告')),
    );
  });

  it('the detail: 提醒未读', async () => {
    const watch = watchRequests();
    renderApp('/home/announcementDetails?id=an1');
    await expectOneWrite(watch, 'POST', '/announcement/remindUnread', async () => {
      await doubleClick(await screen.findByRole('button', { name: '提醒未读' }, LONG));
      await doubleClickOk();
    });
  });
});

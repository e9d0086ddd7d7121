import { screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { announcementRows } from '@/sandbox/seed/modules/announcements';
import { RESTRICTED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';

// 编辑公告 by two administrators: 张伟's editor is open on a draft while 王芳 retitles it from her own
// console; 张伟's save must not silently overwrite her change (lib/stale-edit).

const TITLE = '第四季度全员大会安排'; // a draft of the seed
let draftId = '';
const draft = () => announcementRows().find((a) => a.id === draftId)!;

/** 王芳 saves the draft through the sandbox, as her editor would (every field sent). */
async function herEdit(title: string) {
  const a = draft();
  const res = await call(openSession(RESTRICTED_ADMIN, E), 'POST', '/enterprise-server/announcement/save', {
    ...{ id: a.id, title, content: a.content, attachments: a.attachments, audienceType: a.audienceType ?? 0 },
    ...{ departIds: a.departIds ?? [], lenovoIds: a.lenovoIds ?? [], scheduledTime: a.scheduledTime ?? null },
  });
  expect(res.body.code).toBe(200);
}

/** 张伟 opens the draft in the editor, once its title is in. */
async function openEditor() {
  draftId = announcementRows().find((a) => a.enterpriseNumber === E && a.title === TITLE)!.id;
  renderApp(`/home/announcementAdd?id=${draftId}`);
  const field = (await screen.findByLabelText('公告标题', {}, LONG)) as HTMLInputElement;
  await waitFor(() => expect(field).toHaveValue(TITLE), LONG);
  return { user: fastUser(), field };
}

describe('编辑公告: a draft another administrator saved meanwhile', { timeout: 60000 }, () => {
  it('unchanged by anyone else: saves at once, no question', async () => {
    const writes = recordRequests().to;
    const { user, field } = await openEditor();
    await fill(user, field, '第四季度全员大会安排（更新）');
    await user.click(await findButton('保存草稿'));
    expect(await screen.findByText('保存成功', {}, LONG)).toBeInTheDocument();
    expect(writes('/announcement/save')).toHaveLength(1);
    expect(draft().title).toBe('第四季度全员大会安排（更新）');
  });

  it('names who changed it; 重新加载 shows her title and writes nothing', async () => {
    const { user, field } = await openEditor();
    await herEdit('第四季度全员大会改期通知');
    const writes = recordRequests().to; // 张伟's from here on
    await fill(user, field, '第四季度全员大会安排（更新）');
    await user.click(await findButton('保存草稿'));
    const prompt = await findDialog(STALE_TITLE, LONG.timeout);
    expect(prompt).toHaveTextContent(
      /“第四季度全员大会安排”在您打开后已被王芳于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/,
    );
    await user.click(await findButton('重新加载', prompt));
    // the fields are mounted anew, untouched (the editor fills untouched fields from the record)
    await waitFor(() => expect(screen.getByLabelText('公告标题')).toHaveValue('第四季度全员大会改期通知'));
    expect(writes('/announcement/save')).toHaveLength(0);
    expect(draft().title).toBe('第四季度全员大会改期通知');
  });

  it('仍然保存 writes 张伟’s title over hers', async () => {
    const { user, field } = await openEditor();
    await herEdit('第四季度全员大会改期通知');
    await fill(user, field, '第四季度全员大会安排（更新）');
    await user.click(await findButton('保存草稿'));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, LONG.timeout)));
    expect(await screen.findByText('保存成功', {}, LONG)).toBeInTheDocument();
    expect(draft().title).toBe('第四季度全员大会安排（更新）');
  });
});

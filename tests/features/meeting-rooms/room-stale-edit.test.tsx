import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { RESTRICTED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';

// 编辑会议室 by two administrators: 张伟's dialog is open on 黄河厅 while 王芳 renames it and changes
// its capacity from her own console; 张伟's save must not silently overwrite her change (lib/stale-edit).
// The service has no detail call: the room is read again from the list, found even under its new name.

let roomId = '';
const theRoom = () => meetingRoomRows().find((r) => r.meetingRoomId === roomId)!;

/** 王芳 saves the room through the sandbox, as her console would (every field sent). */
async function herEdit(change: { name: string; capacity: number }) {
  const { enterpriseNumber, meetingRoomId, createTime: _c, updateTime: _u, ...fields } = theRoom();
  const res = await call(openSession(RESTRICTED_ADMIN, E), 'POST', '/meeting-room-server/updateMeetingRoom', {
    ...{ enterpriseNumber, meetingRoomId, ...fields, ...change },
  });
  expect(res.body.code).toBe(200);
}

/** 张伟 opens 编辑会议室 on 黄河厅. */
async function openForm() {
  roomId = meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!.meetingRoomId;
  const user = fastUser();
  await user.click(await findButton('编辑黄河厅', document.body, LONG.timeout));
  const dialog = await findDialog('编辑会议室', LONG.timeout);
  const capacity = (await within(dialog).findByLabelText('容纳人数', {}, LONG)) as HTMLInputElement;
  const name = within(dialog).getByLabelText('会议室名称') as HTMLInputElement;
  return { user, dialog, capacity, name };
}

describe('编辑会议室: a room another administrator saved meanwhile', { timeout: 60000 }, () => {
  it('unchanged by anyone else: saves at once, no question', async () => {
    const writes = recordRequests().to;
    renderApp('/home/conference_room');
    const { user, dialog, capacity } = await openForm();
    await fill(user, capacity, '20');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('会议室已保存', {}, LONG)).toBeInTheDocument();
    expect(writes('/updateMeetingRoom')).toHaveLength(1);
    expect(theRoom().capacity).toBe(20);
  });

  it('names who changed it; 重新加载 shows her values and writes nothing', async () => {
    renderApp('/home/conference_room');
    const { user, dialog, capacity, name } = await openForm();
    await herEdit({ name: '黄河大厅', capacity: 30 });
    const writes = recordRequests().to; // 张伟's from here on
    await fill(user, capacity, '20');
    await user.click(await findButton('保存', dialog));
    const prompt = await findDialog(STALE_TITLE, LONG.timeout);
    expect(prompt).toHaveTextContent(/“黄河厅”在您打开后已被王芳于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/);
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(name).toHaveValue('黄河大厅'));
    expect(capacity).toHaveValue('30');
    expect(writes('/updateMeetingRoom')).toHaveLength(0);
    expect(theRoom()).toMatchObject({ name: '黄河大厅', capacity: 30 });
  });

  it('仍然保存 writes 张伟’s values over hers', async () => {
    renderApp('/home/conference_room');
    const { user, dialog, capacity } = await openForm();
    await herEdit({ name: '黄河大厅', capacity: 30 });
    await fill(user, capacity, '20');
    await user.click(await findButton('保存', dialog));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, LONG.timeout)));
    expect(await screen.findByText('会议室已保存', {}, LONG)).toBeInTheDocument();
    expect(theRoom()).toMatchObject({ name: '黄河厅', capacity: 20 });
  });
});

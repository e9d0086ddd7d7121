import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { useSession } from '@/stores/session';

// A room whose booker departed since it was saved (docs/product.md Part D §3): the list and the form
// show the booker 已离职, removable; saving without removing succeeds, the server leaves the person
// out and the console says so.
const E = MAIN_ENTERPRISE;
const yellow = () => meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!;
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;

/** Two ordinary people with names no one else has; 黄河厅 may be booked by both. */
function bookers() {
  const people = staffOf(E).filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000') && staffOf(E).filter((x) => x.name === p.name).length === 1);
  const [stay, leave] = people;
  Object.assign(yellow(), { bookingRange: 'specified', bookingUsers: [stay, leave].map((p) => ({ lenovoId: p.lenovoId, name: p.name })) });
  return { stay, leave };
}

const depart = (id: string) => call(useSession.getState().token ?? '', 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });

describe('meeting-room bookers who departed', { timeout: 60000 }, () => {
  it('a booker departed before the page opened: 已离职 in the list and the form, saved without them with the notice', async () => {
    const { stay, leave } = bookers();
    signInAs();
    expect((await depart(leave.id)).body.code).toBe(200);
    renderApp('/home/conference_room');
    const user = fastUser();
    const row = await findRow('黄河厅', LONG.timeout);
    expect(await within(row).findByRole('cell', { name: `${stay.name}、${leave.name} 已离职` }, LONG)).toBeInTheDocument();

    await user.click(await findButton('编辑黄河厅'));
    const dialog = await findDialog('编辑会议室');
    const tag = (await within(dialog).findByLabelText(`移除${leave.name}`, {}, LONG)).closest('.ant-tag') as HTMLElement;
    await waitFor(() => expect(tag.textContent).toContain(`${leave.name} 已离职`));
    await user.click(await findButton('保存', dialog));

    await expectToasts([NOTICE(leave.name), '会议室已保存']);
    expect(yellow().bookingUsers).toEqual([{ lenovoId: stay.lenovoId, name: stay.name }]);
    await waitFor(() => expect(screen.queryByText('已离职')).toBeNull());
  });

  it('a booker departed while the form was open: the save still succeeds and names who was left out', async () => {
    const { stay, leave } = bookers();
    renderApp('/home/conference_room');
    const user = fastUser();
    await findRow('黄河厅', LONG.timeout);
    await user.click(await findButton('编辑黄河厅'));
    const dialog = await findDialog('编辑会议室');
    await within(dialog).findByLabelText(`移除${leave.name}`, {}, LONG);
    expect((await depart(leave.id)).body.code).toBe(200);
    await user.click(await findButton('保存', dialog));

    await expectToasts([NOTICE(leave.name), '会议室已保存']);
    expect(screen.queryByText('部分可预订人员不存在或已离职')).toBeNull();
    expect(yellow().bookingUsers).toEqual([{ lenovoId: stay.lenovoId, name: stay.name }]);
  });
});

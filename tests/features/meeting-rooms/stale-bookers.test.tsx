import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { departments, groups, staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { useSession } from '@/stores/session';

// A room whose booker departed since it was saved (docs/product.md Part D §3): a departure takes the
// booker out of the room (or puts the receiver in their place); a room still naming them (a form
// opened before) shows the booker 已离职, removable, and saving without removing succeeds, the server
// leaves the person out and the console says so.
const E = MAIN_ENTERPRISE;
const yellow = () => meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!;
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;

/** Ordinary people with names no one else has, who hold no responsibility (a departure needs no receiver). */
const ordinary = () =>
  staffOf(E).filter(
    (p) =>
      p.status === '' &&
      !p.isCeo &&
      !p.lenovoId.startsWith('1000') &&
      staffOf(E).filter((x) => x.name === p.name).length === 1 &&
      !departments().some((d) => d.departSupervisorId === p.id) &&
      !groups().some((g) => g.ownerId === p.id),
  );

/** Two of them; 黄河厅 may be booked by both. */
function bookers() {
  const [stay, leave] = ordinary();
  Object.assign(yellow(), {
    bookingRange: 'specified',
    bookingUsers: [stay, leave].map((p) => ({ lenovoId: p.lenovoId, name: p.name })),
  });
  return { stay, leave };
}

const token = () => useSession.getState().token ?? '';
const depart = (id: string) => call(token(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
const ref = (p: { lenovoId: string; name: string }) => ({ lenovoId: p.lenovoId, name: p.name });

describe('meeting-room bookers who departed', { timeout: 60000 }, () => {
  it('a room still naming a departed booker: 已离职 in the list and the form, saved without them with the notice', async () => {
    const { stay, leave } = bookers();
    signInAs();
    expect((await depart(leave.id)).body.code).toBe(200);
    // the departure took the booker out of the room; a room saved over that (a form opened before) names them again
    expect(yellow().bookingUsers).toEqual([ref(stay)]);
    yellow().bookingUsers = [ref(stay), ref(leave)];
    renderApp('/home/conference_room');
    const user = fastUser();
    const row = await findRow('黄河厅', LONG.timeout);
    expect(
      await within(row).findByRole('cell', { name: `${stay.name}、${leave.name} 已离职` }, LONG),
    ).toBeInTheDocument();

    await user.click(await findButton('编辑黄河厅'));
    const dialog = await findDialog('编辑会议室');
    const tag = (await within(dialog).findByLabelText(`移除${leave.name}`, {}, LONG)).closest(
      '.ant-tag',
    ) as HTMLElement;
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

  it("a departure with a receiver puts the receiver in the booker's place", async () => {
    const { stay, leave } = bookers();
    const heir = ordinary()[2];
    signInAs();
    const handovers = [{ leaverId: leave.id, kind: 'meetingRoomBooker', receiverId: heir.id }];
    expect(
      (
        await call(token(), 'POST', '/enterprise-server/admin/users/departureAndTransfer', {
          ids: [leave.id],
          handovers,
        })
      ).body.code,
    ).toBe(200);
    expect(yellow().bookingUsers).toEqual([ref(stay), ref(heir)]);
    renderApp('/home/conference_room');
    const row = await findRow('黄河厅', LONG.timeout);
    expect(await within(row).findByRole('cell', { name: `${stay.name}、${heir.name}` }, LONG)).toBeInTheDocument();
  });

  it('a room whose every booker left says nobody may book it', async () => {
    const { stay, leave } = bookers();
    signInAs();
    for (const p of [stay, leave]) expect((await depart(p.id)).body.code).toBe(200);
    expect(yellow()).toMatchObject({ bookingRange: 'specified', bookingUsers: [], bookingDepartIds: [] });
    renderApp('/home/conference_room');
    const row = await findRow('黄河厅', LONG.timeout);
    expect(await within(row).findByRole('cell', { name: '无人可预订' }, LONG)).toBeInTheDocument();
  });
});

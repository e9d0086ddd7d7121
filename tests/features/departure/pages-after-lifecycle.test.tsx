import { act, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { staff, type StaffRow } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';
import { plain } from '../../sandbox/lifecycle-fixtures';

// A departure or a deletion is applied by the server to every place that names the person, in every
// module (docs/product.md Part D). A page read shortly before it (its answer still fresh in the
// console's cache) must show what the event made of it when it is shown again, not the person as
// they were: the receiver, or nobody.

const room = () => meetingRoomRows().find((r) => r.enterpriseNumber === E && r.name === '黄河厅')!;
const ref = (p: StaffRow) => ({ lenovoId: p.lenovoId, name: p.name });
const go = (hash: string) => act(() => void (window.location.hash = hash));

/** 黄河厅, bookable by `p` alone, seen on 会议室管理 (the rooms are now in the console's cache). */
async function roomSeenBookedBy(p: StaffRow) {
  Object.assign(room(), { bookingRange: 'specified', bookingUsers: [ref(p)], bookingDepartIds: [] });
  renderApp('/home/conference_room');
  const row = await findRow('黄河厅', LONG.timeout);
  await waitFor(() => expect(row).toHaveTextContent(p.name));
}

/** Back on 会议室管理, within the same page life. */
async function roomRowAgain() {
  go('/home/conference_room');
  return findRow('黄河厅', LONG.timeout);
}

describe('pages shown again after a lifecycle event', { timeout: 90000 }, () => {
  it('a departure with a hand-over: the room read before it names the receiver, not the leaver', async () => {
    const leaver = plain();
    const heir = plain([leaver]);
    await roomSeenBookedBy(leaver);
    const user = fastUser();

    go(
      `/home/organization/leave_person?id=${leaver.id}&name=${encodeURIComponent(leaver.name)}&lenovoId=${leaver.lenovoId}`,
    );
    await user.click(await findButton('下一步', document.body, 8000));
    await findRow(leaver.name, LONG.timeout); // 待交接事项
    await user.click(await findButton('下一步'));
    await user.click(await findButton('为全部会议室预订范围指定交接人', document.body, 8000));
    const picker = await findDialog('选择会议室预订范围交接人');
    await user.type(within(picker).getByLabelText('搜索成员'), heir.telephone);
    await user.click(await within(picker).findByText(heir.name, {}, LONG));
    await user.click(await findButton('确定', picker));
    await user.click(await findButton('下一步'));
    await user.click(await findButton('确认离职'));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization/leave_tables'), LONG);
    expect(room().bookingUsers).toEqual([ref(heir)]);

    const row = await roomRowAgain();
    await waitFor(() => expect(row).toHaveTextContent(heir.name), LONG);
    expect(row).not.toHaveTextContent(leaver.name);
  });

  it('deleting an active member on 组织架构: the room read before it is bookable by nobody', async () => {
    const leaver = plain();
    await roomSeenBookedBy(leaver);
    const user = fastUser();

    go('/home/organization');
    await user.type(await within(document.body).findByLabelText('搜索员工', {}, LONG), leaver.telephone);
    const person = await findRow(leaver.telephone, LONG.timeout);
    await user.click(within(person).getByRole('checkbox'));
    await user.click(await findButton('批量操作（1）'));
    await user.click(await within(document.body).findByRole('menuitem', { name: '批量删除' }));
    await user.click(await confirmOk());
    await waitFor(() => expect(staff().some((p) => p.id === leaver.id)).toBe(false), LONG);
    expect(room().bookingUsers).toEqual([]);

    const row = await roomRowAgain();
    await waitFor(() => expect(row).toHaveTextContent('无人可预订'), LONG);
    expect(row).not.toHaveTextContent(leaver.name);
  });
});

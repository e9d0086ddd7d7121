import { within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts } from '../../toasts';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { queryClient } from '@/lib/query/query-client';
import { refKeys } from '@/components/directory/ref-queries';
import { useSession } from '@/stores/session';

// Attendance groups and the lifecycle of people (docs/product.md Part D §2, §3): a member who
// leaves is taken out of the group; a group form opened before shows them 已离职 and removable, and
// saving it without removing them succeeds, the server leaving them out and the console saying so.
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const rd = () => attendanceGroups().find((g) => g.enterpriseNumber === E && g.name === '研发考勤组')!;
const depart = (id: string) =>
  call(useSession.getState().token ?? signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
/** A member of 研发考勤组 whose name no one else of the enterprise has. */
const distinctMember = () => {
  const people = staffOf(E);
  return rd()
    .memberIds.map((id) => people.find((p) => p.lenovoId === id)!)
    .find((p) => !p.isCeo && !p.lenovoId.startsWith('1000') && people.filter((q) => q.name === p.name).length === 1)!;
};

describe('attendance group members who leave', { timeout: 60000 }, () => {
  it('a member who leaves while the group form is open: marked 已离职, and the save succeeds without them', async () => {
    const leaver = distinctMember();
    const count = rd().memberIds.length;
    renderApp('/home/attendance_management');
    const user = fastUser();
    await user.click(await findButton('编辑研发考勤组', document.body, LONG.timeout));
    const drawer = await findDialog('考勤组：研发考勤组', LONG.timeout);
    const members = await within(drawer).findByRole('list', { name: '考勤人员' }, LONG);
    await within(members).findByLabelText(`移除${leaver.name}`, {}, LONG);
    expect((await depart(leaver.id)).body.code).toBe(200);
    // a reference shown is asked again within a minute (REF_STALE_MS); here at once
    await queryClient.invalidateQueries({ queryKey: refKeys.all });
    const tag = (await within(members).findByLabelText(`移除${leaver.name}`)).closest('.ant-tag') as HTMLElement;
    await within(tag).findByText('已离职', {}, LONG);
    await user.click(await findButton('保存', drawer));
    await expectToasts([NOTICE(leaver.name), '考勤组已保存']);
    expect(rd().memberIds).toHaveLength(count - 1);
    expect(rd().memberIds).not.toContain(leaver.lenovoId);
    expect(await findRow('研发考勤组', LONG.timeout)).toHaveTextContent(`${count - 1}人`);
  });
});

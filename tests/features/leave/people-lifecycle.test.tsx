import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { toastTexts } from '../../toasts';
import { balances, ledger, leaveTypes } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';

// Leave records and the lifecycle of people (docs/product.md Part D §1, §2): balances and the
// ledger are history, named with the person's state (an operator who has left reads 已离职); a
// grant naming someone who left since the dialog opened is saved without them, and says so.
type User = ReturnType<typeof fastUser>;
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const depart = (id: string) =>
  call(useSession.getState().token ?? signInAs(), 'POST', '/enterprise-server/admin/users/departure', { ids: [id] });
/** Active people whose names no one else's contains. */
const distinct = () => {
  const people = staffOf(E).filter((p) => p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));
  return people.filter((p) => people.filter((q) => q.name.includes(p.name)).length === 1);
};

async function pickMember(user: User, picker: HTMLElement, name: string) {
  const box = within(picker).getByLabelText('搜索成员');
  await user.clear(box);
  await user.type(box, name);
  await user.click(
    await within(picker).findByText(
      name,
      { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span, .ant-radio-label, .ant-radio-wrapper span' },
      LONG,
    ),
  );
}

describe('leave records of people who leave', { timeout: 60000 }, () => {
  it('the ledger names an operator who has since left with 已离职', async () => {
    const gone = staffOf(E).find((p) => p.status === 'departure')!;
    const entry = ledger().find((l) => l.enterpriseNumber === E && l.lenovoId === '10000001')!;
    // a change an HR administrator made before leaving
    ledger().unshift({
      ...entry,
      id: 'hl-by-leaver',
      operatorId: gone.lenovoId,
      operatorName: gone.name,
      createTime: '2026-11-20 10:00:00',
      remark: '离职前调整',
    });
    renderApp('/home/leave_management');
    const user = fastUser();
    await fill(user, await screen.findByLabelText('搜索员工', {}, LONG), '13800000001');
    await user.click(await findButton('明细张伟', document.body, LONG.timeout));
    const drawer = await findDialog('假期明细：张伟');
    const row = (await within(drawer).findByText('离职前调整', {}, LONG)).closest('tr') as HTMLElement;
    expect(await within(row).findByText('已离职', {}, LONG)).toBeInTheDocument();
    expect(row).toHaveTextContent(`${gone.name} 已离职`);
  });

  it('a grant naming someone who left since the dialog opened is saved without them, and says so', async () => {
    const marriage = leaveTypes().find((t) => t.enterpriseNumber === E && t.name === '婚假')!;
    const [stay, leave] = distinct().filter(
      (p) => !balances().some((b) => b.lenovoId === p.lenovoId && b.holidayId === marriage.id),
    );
    renderApp('/home/vacation_management');
    const user = fastUser();
    await findRow('婚假', LONG.timeout);
    await user.click(await findButton('授予假期'));
    const dialog = await findDialog('授予假期');
    await user.click(within(dialog).getByLabelText('假期类型'));
    const options = await screen.findAllByText('婚假', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await fill(user, within(dialog).getByLabelText('发放额度（小时）'), '8');
    await user.click(await findButton('选择人员', dialog));
    const picker = await findDialog('选择发放人员');
    await pickMember(user, picker, stay.name);
    await pickMember(user, picker, leave.name);
    await user.click(await findButton('确定', picker));
    await within(dialog).findByText('发放人员（2人）');
    const held = balances().filter((b) => b.lenovoId === leave.lenovoId).length;
    expect((await depart(leave.id)).body.code).toBe(200);
    await user.click(await findButton('授予', dialog));
    await waitFor(() => expect(toastTexts()).toContain(NOTICE(leave.name)), LONG);
    const result = await findDialog('授予结果', LONG.timeout);
    expect(await within(result).findByText('已授予 1 人')).toBeInTheDocument();
    expect(balances().filter((b) => b.lenovoId === leave.lenovoId)).toHaveLength(held);
  });
});

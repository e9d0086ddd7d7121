import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { setDelay } from '@/sandbox/faults';
import { balances, grants } from '@/sandbox/leave-tables';
import { directoryIndex, subtreeIds } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { staffOf } from '@/sandbox/org-tables';

const E = MAIN_ENTERPRISE;
const MARRIAGE = `ht-${E}-4`; // 婚假: some people hold this year's, which a 长期有效 grant overlaps
type User = ReturnType<typeof fastUser>;

/** lenovoIds of the members of a department and its sub-departments. */
function membersOf(departName: string) {
  const index = directoryIndex(E);
  const root = [...index.byId.values()].find((d) => d.departName === departName)!;
  const ids = new Set<string>();
  for (const d of subtreeIds(index, root.id)) for (const p of index.members.get(d) ?? []) ids.add(p.lenovoId);
  return ids;
}

async function open() {
  renderApp('/home/vacation_management');
  const user = fastUser();
  await findRow('婚假', 15000);
  return user;
}

/** 授予假期 filled: 婚假, `lines` hours, 长期有效, to `departName`. */
async function fillGrant(user: User, departName: string, lines: string) {
  await user.click(await findButton('授予假期'));
  const dialog = await findDialog('授予假期');
  await user.click(within(dialog).getByLabelText('假期类型'));
  const options = await screen.findAllByText('婚假', { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
  await fill(user, within(dialog).getByLabelText('发放额度（小时）'), lines);
  const picker = within(dialog).getByLabelText('发放部门');
  await user.click(picker);
  await user.type(picker, departName);
  const found = await screen.findAllByText(
    departName,
    { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
    LONG,
  );
  await user.click(found[found.length - 1]);
  return dialog;
}

describe('vacation management', { timeout: 60000 }, () => {
  it('shows each leave type with the people and hours valid now', async () => {
    await open();
    const now = Date.now() / 1000;
    const present = new Set(
      staffOf(E)
        .filter((p) => p.status !== 'departure')
        .map((p) => p.lenovoId),
    ); // departed staff are not counted
    const sick = balances().filter(
      (b) =>
        b.enterpriseNumber === E &&
        b.holidayId === `ht-${E}-2` &&
        present.has(b.lenovoId) &&
        b.startTime <= now &&
        now <= b.endTime,
    );
    const cells = [...(await findRow('病假')).querySelectorAll('td')].map((td) => td.textContent);
    expect(cells.slice(0, 3)).toEqual([
      '病假',
      String(new Set(sick.map((b) => b.lenovoId)).size),
      String(sick.reduce((s, b) => s + b.lines, 0)),
    ]);
  });

  it('grants hours of a type to a department in ONE request and shows who was granted and who skipped', async () => {
    const count = recordRequests().count;
    const members = membersOf('财务部');
    const holders = [...members].filter((id) => balances().some((b) => b.lenovoId === id && b.holidayId === MARRIAGE));
    const user = await open();
    const dialog = await fillGrant(user, '财务部', '24');
    await user.click(await findButton('授予', dialog));
    const result = await findDialog('授予结果', 15000);
    const granted = members.size - holders.length;
    expect(await within(result).findByText(`已授予 ${granted} 人`)).toBeInTheDocument();
    expect(count('/vacation/grant')).toBe(1);
    expect(count('/adminLeave/addHolidayUser')).toBe(0);
    for (const id of members) expect(balances().some((b) => b.lenovoId === id && b.holidayId === MARRIAGE)).toBe(true);
    if (holders.length)
      expect(within(result).getAllByText('该假期时间段与已有余额重叠，请修改起止时间')).toHaveLength(
        Math.min(holders.length, 5),
      );
    await user.click(await findButton('完成', result));
    const row = await findRow('财务部');
    expect(row).toHaveTextContent('婚假');
    expect(row).toHaveTextContent(String(granted));
  });

  it('refuses a grant without departments or people before any call', async () => {
    const count = recordRequests().count;
    const user = await open();
    await user.click(await findButton('授予假期'));
    const dialog = await findDialog('授予假期');
    await user.click(within(dialog).getByLabelText('假期类型'));
    const options = await screen.findAllByText('年假', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await fill(user, within(dialog).getByLabelText('发放额度（小时）'), '8');
    await user.click(await findButton('授予', dialog));
    expect(await within(dialog).findByText('请选择发放的部门或人员')).toBeInTheDocument();
    expect(count('/vacation/grant')).toBe(0);
  });

  it('a double-click on 授予 sends one grant', async () => {
    const requests = recordRequests();
    const count = requests.count;
    const user = await open();
    const dialog = await fillGrant(user, '行政部', '8');
    setDelay(400);
    await user.dblClick(await findButton('授予', dialog));
    await findDialog('授予结果', 15000);
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/vacation/grant')).toBe(1);
    await waitFor(() => expect(grants().filter((g) => g.enterpriseNumber === E)).toHaveLength(1));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { captureDownloads, confirmOk, fetchSheet, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { failNext, setDelay } from '@/sandbox/faults';
import { balances, leaveTypes, ledger } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';
import { MSG_OVERLAP } from '@/features/leave/constants';

const E = MAIN_ENTERPRISE;
const SICK = `ht-${E}-2`; // 病假: every seeded person holds it 长期有效
const MARRIAGE = `ht-${E}-4`; // 婚假: some people only
type User = ReturnType<typeof fastUser>;

/** A person with a name no one else has, other than the administrator, without a 婚假 balance. */
function somePerson() {
  const people = staffOf(E).filter((p) => p.status !== 'departure');
  return people.find(
    (p) =>
      p.lenovoId !== '10000001' &&
      people.filter((x) => x.name === p.name).length === 1 &&
      !balances().some((b) => b.lenovoId === p.lenovoId && b.holidayId === MARRIAGE),
  )!;
}

async function open(tab?: '假期类型') {
  renderApp('/home/leave_management');
  const user = fastUser();
  await screen.findByText(/共 \d+ 条余额/, {}, LONG);
  if (tab) {
    await user.click(screen.getByRole('tab', { name: tab }));
    await screen.findByText(/共 \d+ 种假期/, {}, LONG);
  }
  return user;
}

async function choose(user: User, root: HTMLElement, label: string, option: string) {
  await user.click(within(root).getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

/** 新增余额 filled for `person`: type, hours, 长期有效. */
async function fillNewBalance(user: User, person: { name: string }, type: string, lines: string) {
  await user.click(await findButton('新增余额'));
  const dialog = await findDialog('新增假期余额');
  await user.click(await findButton('选择员工', dialog));
  const picker = await findDialog('选择员工');
  await fill(user, within(picker).getByLabelText('搜索成员'), person.name);
  await user.click(
    await within(picker).findByText(
      person.name,
      { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span, .ant-radio-label, .ant-radio-wrapper span' },
      LONG,
    ),
  );
  await user.click(await findButton('确定', picker));
  await within(dialog).findByText(person.name);
  await choose(user, dialog, '假期类型', type);
  await fill(user, within(dialog).getByLabelText('额度（小时）'), lines);
  return dialog;
}

describe('leave types', { timeout: 45000 }, () => {
  it('adds, refuses a duplicate with the server message, renames and deletes with confirmation', async () => {
    const user = await open('假期类型');
    await user.click(await findButton('新增假期类型'));
    let dialog = await findDialog('新增假期类型');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请输入假期名称')).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('假期名称'), '年假');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('假期名称 年假 已存在')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('假期名称')).toHaveValue('年假');
    await fill(user, within(dialog).getByLabelText('假期名称'), '调休假');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('假期类型已添加')).toBeInTheDocument();
    await findRow('调休假');
    expect(
      leaveTypes()
        .filter((t) => t.enterpriseNumber === E)
        .map((t) => t.name),
    ).toContain('调休假');

    await user.click(await findButton('编辑调休假'));
    dialog = await findDialog('编辑假期类型');
    await fill(user, within(dialog).getByLabelText('假期名称'), '育儿假');
    await user.click(await findButton('保存', dialog));
    await findRow('育儿假');
    expect(leaveTypes().some((t) => t.name === '调休假')).toBe(false);

    await user.click(await findButton('删除育儿假'));
    const ask = await findDialog('删除假期类型“育儿假”');
    expect(ask).toHaveTextContent('删除后，该假期类型下所有员工的余额将一并删除，确定删除吗？');
    await user.click(await findButton('确定', ask));
    expect(await screen.findByText('已删除假期类型 育儿假')).toBeInTheDocument();
    expect(leaveTypes().some((t) => t.name === '育儿假')).toBe(false);
  });
});

describe('leave balances', { timeout: 60000 }, () => {
  it('adds a balance, edits its hours and deletes it, each in the ledger', async () => {
    const person = somePerson();
    const user = await open();
    const dialog = await fillNewBalance(user, person, '婚假', '24');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('假期余额已添加')).toBeInTheDocument();
    const added = balances().find((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)!;
    expect(added).toMatchObject({ lines: 24, startTime: 1009814400, endTime: 7289625599 });

    await fill(user, screen.getByLabelText('搜索员工'), person.telephone);
    await user.click(await findButton(`编辑${person.name}的婚假`, document.body, 8000));
    const edit = await findDialog('编辑假期余额');
    expect(within(edit).getByLabelText('额度（小时）')).toHaveValue('24');
    await fill(user, within(edit).getByLabelText('额度（小时）'), '32');
    await user.click(await findButton('保存', edit));
    expect(await screen.findByText('假期余额已保存')).toBeInTheDocument();
    expect(balances().find((b) => b.id === added.id)!.lines).toBe(32);
    expect(ledger().find((l) => l.balanceId === added.id && l.action === 'update')).toMatchObject({
      before: { lines: 24 },
      after: { lines: 32 },
    });

    await user.click(await findButton(`删除${person.name}的婚假`));
    await user.click(await confirmOk());
    expect(await screen.findByText('已删除1条假期余额')).toBeInTheDocument();
    expect(balances().some((b) => b.id === added.id)).toBe(false);
  });

  it('refuses an overlapping period in the form, before any call', async () => {
    const count = recordRequests().count;
    const person = somePerson();
    const user = await open();
    const dialog = await fillNewBalance(user, person, '病假', '8');
    const before = balances().length;
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText(MSG_OVERLAP)).toBeInTheDocument();
    expect(within(dialog).getByText('已有余额：长期有效，40 小时')).toBeInTheDocument();
    expect(count('/adminLeave/addHolidayUser')).toBe(0);
    expect(balances().length).toBe(before);
    expect(balances().filter((b) => b.lenovoId === person.lenovoId && b.holidayId === SICK)).toHaveLength(1);
  });

  it("shows the overlap message on the form when the server answers 999 'time is error', keeping the values", async () => {
    const person = somePerson();
    const user = await open();
    const dialog = await fillNewBalance(user, person, '婚假', '16');
    failNext('/adminLeave/addHolidayUser', { code: 999, message: 'time is error' });
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText(MSG_OVERLAP)).toBeInTheDocument();
    expect(screen.queryByText('time is error')).not.toBeInTheDocument();
    expect(within(dialog).getByLabelText('额度（小时）')).toHaveValue('16');
    expect(within(dialog).getByText(person.name)).toBeInTheDocument();
    expect(balances().some((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)).toBe(false);
    // the same values go through once the server accepts them
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('假期余额已添加')).toBeInTheDocument();
    expect(balances().find((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)!.lines).toBe(16);
  });

  it('a double-click on 保存 sends one addHolidayUser', async () => {
    const requests = recordRequests();
    const count = requests.count;
    const person = somePerson();
    const user = await open();
    const dialog = await fillNewBalance(user, person, '婚假', '8');
    setDelay(400);
    await user.dblClick(await findButton('保存', dialog));
    expect(await screen.findByText('假期余额已添加', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/adminLeave/addHolidayUser')).toBe(1);
    expect(balances().filter((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)).toHaveLength(1);
  });

  it("shows a person's ledger: who, when, what, before → after", async () => {
    const user = await open();
    await fill(user, screen.getByLabelText('搜索员工'), '13800000001');
    await user.click(await findButton('明细张伟', document.body, 8000));
    const drawer = await findDialog('假期明细：张伟');
    const mine = ledger().filter((l) => l.lenovoId === '10000001' && l.enterpriseNumber === E);
    expect(await within(drawer).findByText(`共 ${mine.length} 条`, {}, LONG)).toBeInTheDocument();
    const sick = mine.find((l) => l.holidayId === SICK)!;
    const row = [...drawer.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes('病假'))!;
    expect(row).toHaveTextContent('张伟');
    expect(row).toHaveTextContent('新增余额');
    expect(row).toHaveTextContent(sick.createTime);
    expect(row).toHaveTextContent('— → 40 小时（长期有效）');
    expect(within(drawer).getByRole('list', { name: '当前有效余额' })).toHaveTextContent('病假 40 小时');
  });
});

describe('balance import and export', { timeout: 45000 }, () => {
  it('imports from .xlsx with a per-row error report, then saves the good rows', async () => {
    const person = somePerson();
    const user = await open();
    await user.click(await findButton('导入'));
    const dialog = await findDialog('导入假期余额');
    const cols = ['姓名', '手机号', '假期类型', '额度（小时）', '开始日期', '结束日期'].map((header, i) => ({
      header,
      key: `c${i}`,
    }));
    const file = new File(
      [
        await xlsxBuffer('s', cols, [
          { c0: person.name, c1: person.telephone, c2: '婚假', c3: '24', c4: '', c5: '' },
          { c0: person.name, c1: person.telephone, c2: '探亲假', c3: '8', c4: '', c5: '' },
        ]),
      ],
      'balances.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    expect(await within(dialog).findByText('可导入（1）', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByText('不可导入（1）')).toBeInTheDocument();
    const bad = await within(dialog).findByText('假期类型“探亲假”不存在');
    expect(bad.closest('tr')).toHaveTextContent(/^3/); // the sheet's row number
    await user.click(await findButton('确认导入（1条）', dialog));
    expect(await screen.findByText('成功导入1条假期余额')).toBeInTheDocument();
    expect(balances().find((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)!.lines).toBe(24);
  });

  it('exports the filtered balances to .xlsx', async () => {
    const files = captureDownloads();
    const count = recordRequests().count;
    const user = await open();
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files.map((f) => f.name)).toContain('假期余额.xlsx'));
    expect(count('/adminLeave/holidayUser/export')).toBe(1);
  });

  it('exports exactly the selected rows the button counts, after a search that hides some of them', async () => {
    const files = captureDownloads();
    const requests = recordRequests();
    const user = await open();
    // two rows of two people, neither name found in the other
    const rows = await waitFor(() => {
      const all = [...document.querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')];
      const name = (r: HTMLElement) => r.querySelectorAll('td')[1].textContent!;
      const second = all.find((r) => !name(r).includes(name(all[0])) && !name(all[0]).includes(name(r)));
      if (!second) throw new Error('no two distinct people on the page');
      return [all[0], second];
    });
    const chosen = rows.map((r) => balances().find((b) => b.id === r.getAttribute('data-row-key'))!);
    for (const row of rows) await user.click(within(row).getByRole('checkbox'));
    const firstName = staffOf(E).find((p) => p.lenovoId === chosen[0].lenovoId)!.name;
    await fill(user, screen.getByLabelText('搜索员工'), firstName);
    await waitFor(
      () => expect(screen.queryByText(rows[1].querySelectorAll('td')[1].textContent!)).not.toBeInTheDocument(),
      LONG,
    );

    await user.click(await findButton('导出选中（2）'));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual(['假期余额.xlsx']));
    // the saved blob cannot be read under jsdom: the same request, answered again, is the file
    const sheet = await fetchSheet('/leave-server/adminLeave/holidayUser/export', {
      body: requests.bodies('/adminLeave/holidayUser/export')[0],
    });
    const typeName = (id: string) => leaveTypes().find((t) => t.id === id)!.name;
    const personName = (id: string) => staffOf(E).find((p) => p.lenovoId === id)!.name;
    expect(
      sheet
        .slice(1)
        .map((r) => [r[0], r[3]])
        .sort(),
    ).toEqual(chosen.map((b) => [personName(b.lenovoId), typeName(b.holidayId)]).sort());
  });
});

import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { chooseDepartment } from '../support/pickers';
import { balances, leaveTypes } from '@/sandbox/leave-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { xlsxBuffer } from '@/sandbox/xlsx';

// Every submit of 请假管理 and 假期管理, double-clicked over a slow server, sends one write.

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

async function choose(user: User, root: HTMLElement, label: string, option: string) {
  await user.click(within(root).getByLabelText(label));
  const options = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  await user.click(options[options.length - 1]);
}

describe('请假管理: one write per double-click', { timeout: 120000 }, () => {
  it('假期类型: 新增, 编辑, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/leave_management');
    const user = fastUser();
    await screen.findByText(/共 \d+ 条余额/, {}, LONG);
    await user.click(screen.getByRole('tab', { name: '假期类型' }));
    await screen.findByText(/共 \d+ 种假期/, {}, LONG);

    await user.click(await findButton('新增假期类型'));
    let dialog = await findDialog('新增假期类型');
    await fill(user, within(dialog).getByLabelText('假期名称'), '调休假');
    await expectOneWrite(watch, 'POST', '/adminLeave/addHoliday', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(leaveTypes().filter((t) => t.name === '调休假')).toHaveLength(1);

    await user.click(await findButton('编辑调休假', document.body, LONG.timeout));
    dialog = await findDialog('编辑假期类型');
    await fill(user, within(dialog).getByLabelText('假期名称'), '育儿假');
    await expectOneWrite(watch, 'POST', '/adminLeave/updateHoliday', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await findRow('育儿假', LONG.timeout);
    await expectOneWrite(watch, 'POST', '/adminLeave/delHoliday', async () => {
      await doubleClick(await findButton('删除育儿假'));
      await doubleClickOk('删除假期类型“育儿假”');
    });
  });

  it('假期余额: 新增, 编辑, 删除, 导入', async () => {
    const watch = watchRequests();
    const person = somePerson();
    renderApp('/home/leave_management');
    const user = fastUser();
    await screen.findByText(/共 \d+ 条余额/, {}, LONG);

    await user.click(await findButton('新增余额'));
    let dialog = await findDialog('新增假期余额');
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
    await choose(user, dialog, '假期类型', '婚假');
    await fill(user, within(dialog).getByLabelText('额度（小时）'), '24');
    await expectOneWrite(watch, 'POST', '/adminLeave/addHolidayUser', async () =>
      doubleClick(await findButton('保存', dialog)),
    );
    expect(balances().filter((b) => b.lenovoId === person.lenovoId && b.holidayId === MARRIAGE)).toHaveLength(1);

    await fill(user, screen.getByLabelText('搜索员工'), person.telephone);
    await user.click(await findButton(`编辑${person.name}的婚假`, document.body, 8000));
    dialog = await findDialog('编辑假期余额');
    await fill(user, within(dialog).getByLabelText('额度（小时）'), '32');
    await expectOneWrite(watch, 'POST', '/adminLeave/updateHolidayUser', async () =>
      doubleClick(await findButton('保存', dialog)),
    );

    await expectOneWrite(watch, 'POST', '/adminLeave/delHolidayUser', async () => {
      await doubleClick(await findButton(`删除${person.name}的婚假`));
      await doubleClickOk();
    });

    await user.click(await findButton('导入'));
    dialog = await findDialog('导入假期余额');
    const cols = ['姓名', '手机号', '假期类型', '额度（小时）', '开始日期', '结束日期'].map((header, i) => ({
      header,
      key: `c${i}`,
    }));
    const file = new File(
      [await xlsxBuffer('s', cols, [{ c0: person.name, c1: person.telephone, c2: '婚假', c3: '24', c4: '', c5: '' }])],
      'balances.xlsx',
    );
    await user.upload(dialog.querySelector('input[type=file]') as HTMLInputElement, file);
    await expectOneWrite(watch, 'POST', '/adminLeave/holidayUser/importSave', async () =>
      doubleClick(await findButton('确认导入（1条）', dialog)),
    );
    expect(await screen.findByText('成功导入1条假期余额')).toBeInTheDocument();
  });

  it('假期管理: 授予', async () => {
    const watch = watchRequests();
    renderApp('/home/vacation_management');
    const user = fastUser();
    await findRow('婚假', LONG.timeout);
    await user.click(await findButton('授予假期'));
    const dialog = await findDialog('授予假期');
    await choose(user, dialog, '假期类型', '婚假');
    await fill(user, within(dialog).getByLabelText('发放额度（小时）'), '8');
    await chooseDepartment(user, dialog, '发放部门', '行政部');
    await expectOneWrite(watch, 'POST', '/vacation/grant', async () => doubleClick(await findButton('授予', dialog)));
    await findDialog('授予结果', LONG.timeout);
  });
});

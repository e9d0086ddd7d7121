import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { failNext, setDelay } from '@/sandbox/faults';
import { shifts } from '@/sandbox/attendance-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// The shifts page (/home/rank_management) through the sandbox: table, search, add/edit panel, delete.

type User = ReturnType<typeof fastUser>;
const mine = () => shifts().filter((s) => s.enterpriseNumber === MAIN_ENTERPRISE);

/** Picks a time in the TimePicker labelled `label` (typed into the picker: it takes only a valid HH:mm). */
async function pickTime(user: User, dialog: HTMLElement, label: string, time: string) {
  const input = within(dialog).getByLabelText(label);
  await user.click(input);
  await user.clear(input);
  await user.type(input, `${time}{Enter}`);
}

async function clearTime(user: User, dialog: HTMLElement, label: string) {
  const picker = within(dialog).getByLabelText(label).closest('.ant-picker')!;
  await user.hover(picker);
  await user.click(picker.querySelector('.ant-picker-clear')!);
}

async function openAdd(user: User) {
  await user.click(await findButton('新增班次', document.body, 8000));
  return findDialog('新增班次');
}

describe('shifts page', { timeout: 45000 }, () => {
  it("lists the shifts server-paged, 10 a page, with no colour mark (a colour is a shift's place in a group)", async () => {
    const calls = recordRequests().to;
    renderApp('/home/rank_management');
    const row = await findRow('两头班', 8000);
    expect(row).toHaveTextContent('08:00-11:30、14:30-19:00');
    expect(calls('/shifts/list')[0].body).toMatchObject({ page: 1, size: 10 });
    expect(document.querySelectorAll('tbody tr')).toHaveLength(mine().length);
    expect(document.querySelectorAll('tbody tr td:first-child span[aria-hidden]')).toHaveLength(0);
  });

  it('searches by name through /shifts/search once the typing pauses (500 ms)', async () => {
    const calls = recordRequests().to;
    renderApp('/home/rank_management');
    const user = fastUser();
    await findRow('标准班', 8000);
    await user.type(screen.getByLabelText('搜索班次'), '两头');
    expect(await findRow('两头班', 8000)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('标准班')).not.toBeInTheDocument(), LONG);
    expect(calls('/shifts/search').map((c) => c.body)).toEqual([{ name: '两头', page: 1, size: 10 }]);
  });

  it('refuses every time problem in the form, with its message, before any call', async () => {
    const calls = recordRequests().to;
    renderApp('/home/rank_management');
    const user = fastUser();
    const dialog = await openAdd(user);
    const save = await findButton('保存', dialog);
    const expectRefused = async (message: string) => {
      await user.click(save);
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
    };
    await expectRefused('请输入班次名称');
    await fill(user, within(dialog).getByLabelText('班次名称'), '测试班');

    await pickTime(user, dialog, '下班时间', '08:00');
    await expectRefused('下班时间须晚于上班时间');
    await pickTime(user, dialog, '下班时间', '18:00');
    await waitFor(() => expect(within(dialog).queryByText('下班时间须晚于上班时间')).not.toBeInTheDocument());
    await clearTime(user, dialog, '上班时间');
    await expectRefused('请选择上下班时间');
    await pickTime(user, dialog, '上班时间', '09:00');

    // the default lunch break 12:00-13:00 is on
    await pickTime(user, dialog, '午休结束', '11:00');
    await expectRefused('午休结束时间须晚于开始时间');
    await pickTime(user, dialog, '午休开始', '18:30');
    await pickTime(user, dialog, '午休结束', '19:00');
    await expectRefused('午休时间须在上班时间段内');
    await clearTime(user, dialog, '午休结束');
    await expectRefused('请同时选择午休开始和结束时间');
    await user.click(within(dialog).getByRole('switch', { name: '设置午休时间' }));

    await user.click(within(dialog).getByText('一天两次上下班'));
    await pickTime(user, dialog, '第一段下班时间', '12:00');
    await pickTime(user, dialog, '第二段上班时间', '11:00');
    await pickTime(user, dialog, '第二段下班时间', '15:00');
    await expectRefused('两个上班时间段不能重叠');
    await pickTime(user, dialog, '第二段上班时间', '06:00');
    await pickTime(user, dialog, '第二段下班时间', '08:00');
    await expectRefused('第二段上班时间须晚于第一段下班时间');
    await user.click(within(dialog).getByText('一天一次上下班'));

    await user.click(within(dialog).getByRole('switch', { name: '弹性打卡' }));
    await expectRefused('开启弹性打卡时请设置允许迟到或晚走的时长');

    expect(calls('/shifts/create')).toEqual([]);
    expect(mine().some((s) => s.name === '测试班')).toBe(false);
  }, 90000);

  it('creates a shift with two periods and elastic allowances; a double-click sends one call', async () => {
    const requests = recordRequests();
    const calls = requests.to;
    renderApp('/home/rank_management');
    const user = fastUser();
    const dialog = await openAdd(user);
    await fill(user, within(dialog).getByLabelText('班次名称'), '分段班');
    await user.click(within(dialog).getByText('一天两次上下班'));
    await pickTime(user, dialog, '第一段上班时间', '08:00');
    await pickTime(user, dialog, '第一段下班时间', '12:00');
    await pickTime(user, dialog, '第二段上班时间', '14:00');
    await pickTime(user, dialog, '第二段下班时间', '18:30');
    await user.click(within(dialog).getByRole('switch', { name: '设置午休时间' })); // the break is between the periods
    await user.click(within(dialog).getByRole('switch', { name: '弹性打卡' }));
    await fill(user, within(dialog).getByLabelText('允许迟到分钟'), '30');
    setDelay(400);
    await user.dblClick(await findButton('保存', dialog));
    expect(await screen.findByText('班次创建成功', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    setDelay(0);
    expect(calls('/shifts/create')).toHaveLength(1);
    expect(calls('/shifts/create')[0].body).toEqual({
      name: '分段班',
      twiceOneDay: true,
      firstShiftStart: '08:00',
      firstShiftEnd: '12:00',
      secondShiftStart: '14:00',
      secondShiftEnd: '18:30',
      lunchStart: '',
      lunchEnd: '',
      elasticOption: true,
      elasticHourLate: 0,
      elasticMinuteLate: 30,
      elasticHourLeave: 0,
      elasticMinuteLeave: 0,
    });
    expect(await findRow('分段班', 8000)).toHaveTextContent('08:00-12:00、14:00-18:30');
  });

  it('edits a shift loaded through /shifts/getShiftsDetail, and keeps what was typed when the save fails', async () => {
    const calls = recordRequests().to;
    renderApp('/home/rank_management');
    const user = fastUser();
    await user.click(await findButton('编辑弹性班', document.body, 8000));
    const dialog = await findDialog('编辑班次');
    const name = await within(dialog).findByLabelText('班次名称');
    expect(calls('/shifts/getShiftsDetail')[0].body).toEqual({ id: mine().find((s) => s.name === '弹性班')!.id });
    expect(name).toHaveValue('弹性班');
    expect(within(dialog).getByLabelText('上班时间')).toHaveValue('09:30');
    expect(within(dialog).getByLabelText('允许迟到小时')).toHaveValue('1');
    await fill(user, name, '弹性工时班');
    await pickTime(user, dialog, '下班时间', '19:00');
    failNext('/shifts/modify', { code: 500, message: '操作失败，请稍后重试' });
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('操作失败，请稍后重试', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('班次名称')).toHaveValue('弹性工时班');
    expect(within(dialog).getByLabelText('下班时间')).toHaveValue('19:00');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('班次已保存', {}, LONG)).toBeInTheDocument();
    expect(mine().find((s) => s.name === '弹性工时班')).toMatchObject({
      firstShiftStart: '09:30',
      firstShiftEnd: '19:00',
      elasticOption: true,
      elasticHourLate: 1,
    });
    expect(calls('/shifts/modify')).toHaveLength(2);
  });

  it('deletes a shift after confirmation; a shift in use is refused with the server message', async () => {
    renderApp('/home/rank_management');
    const user = fastUser();
    await user.click(await findButton('删除两头班', document.body, 8000));
    expect(await within(await findDialog('提示')).findByText(/确定删除该班次吗？/)).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText(/班次 两头班 正在被考勤组/, {}, LONG)).toBeInTheDocument();
    expect(mine().some((s) => s.name === '两头班')).toBe(true);

    const calls = recordRequests().to;
    await user.click(await findButton('删除值班'));
    await user.click(await findButton('取消', await findDialog('提示')));
    expect(calls('/shifts/delete')).toEqual([]);
    // 值班 is used by 职能考勤组 too; make a free one and delete it
    await user.click(await findButton('新增班次'));
    const dialog = await findDialog('新增班次');
    await fill(user, within(dialog).getByLabelText('班次名称'), '临时班');
    await user.click(await findButton('保存', dialog));
    await user.click(await findButton('删除临时班', document.body, 8000));
    await user.click(await confirmOk());
    expect(await screen.findByText('删除成功', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('临时班')).not.toBeInTheDocument());
    expect(mine().some((s) => s.name === '临时班')).toBe(false);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { failNext, setDelay } from '@/sandbox/faults';
import { arrangements, attendanceGroups } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// The attendance groups page (/home/attendance_management) through the sandbox: list, create,
// detail/edit, delete, and the members' arrangements 4 a page.

type User = ReturnType<typeof fastUser>;
const E = MAIN_ENTERPRISE;
const groups = () => attendanceGroups().filter((g) => g.enterpriseNumber === E);
const groupNamed = (name: string) => groups().find((g) => g.name === name)!;
/** The group's members still in the enterprise (departed staff are not shown). */
const activeMembers = (name: string) => {
  const active = new Set(
    staffOf(E)
      .filter((p) => p.status !== 'departure')
      .map((p) => p.lenovoId),
  );
  return groupNamed(name).memberIds.filter((id) => active.has(id));
};

/** Three active people in no attendance group, with names no one else has. */
function freePeople() {
  const taken = new Set(groups().flatMap((g) => g.memberIds));
  const all = staffOf(E).filter((p) => p.status !== 'departure');
  return all.filter((p) => !taken.has(p.lenovoId) && all.filter((q) => q.name === p.name).length === 1).slice(0, 3);
}

async function pickMember(user: User, picker: HTMLElement, name: string) {
  const box = within(picker).getByLabelText('搜索成员');
  await user.clear(box);
  await user.type(box, name);
  await user.click(
    await within(picker).findByText(name, { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span' }, LONG),
  );
}

async function chooseOption(user: User, combobox: HTMLElement, text: string) {
  await user.click(combobox);
  const open = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content';
  await user.click(await screen.findByText(text, { selector: `${open}, ${open} span` }));
}

async function openGroup(user: User, name: string) {
  await user.click(await findButton(`编辑${name}`, document.body, 8000));
  const drawer = await findDialog(`考勤组：${name}`, 8000);
  await within(drawer).findByLabelText('考勤组名称', {}, LONG);
  return drawer;
}

describe('attendance groups page', { timeout: 60000 }, () => {
  it('lists the groups with their member count and shifts', async () => {
    const calls = recordRequests().to;
    renderApp('/home/attendance_management');
    const row = await findRow('研发考勤组', 8000);
    expect(row).toHaveTextContent(`${activeMembers('研发考勤组').length}人`);
    expect(row).toHaveTextContent('标准班');
    expect(row).toHaveTextContent('弹性班');
    expect(calls('/timeSheetGroup/list')[0].body).toEqual({ name: '', page: 1, size: 10 });
  });

  it('offers the location radius 100 to 1000 m in steps of 100, nothing else', async () => {
    renderApp('/home/attendance_management');
    const user = fastUser();
    await user.click(await findButton('新建考勤组', document.body, 8000));
    const drawer = await findDialog('新建考勤组');
    await user.click(within(drawer).getByLabelText('考勤范围'));
    const options = await waitFor(() => {
      const found = [
        ...document.querySelectorAll(
          '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option-content',
        ),
      ].map((o) => o.textContent);
      expect(found.length).toBeGreaterThan(0);
      return found;
    });
    expect(options).toEqual([
      '100米',
      '200米',
      '300米',
      '400米',
      '500米',
      '600米',
      '700米',
      '800米',
      '900米',
      '1000米',
    ]);
  });

  it('creates a group with 3 members and a shift; a double-click on 保存 sends one call', async () => {
    const requests = recordRequests();
    const calls = requests.to;
    const people = freePeople();
    renderApp('/home/attendance_management');
    const user = fastUser();
    await user.click(await findButton('新建考勤组', document.body, 8000));
    const drawer = await findDialog('新建考勤组');
    await user.click(await findButton('保存', drawer));
    // each field shows its message when its own check ends: on a loaded machine not in the same render
    for (const message of ['请输入考勤组名称', '请选择考勤人员', '请至少选择一个班次'])
      expect(await within(drawer).findByText(message)).toBeInTheDocument();
    expect(calls('/timeSheetGroup/create')).toEqual([]);

    await fill(user, within(drawer).getByLabelText('考勤组名称'), '产品考勤组');
    await user.click(await findButton('选择人员', drawer));
    const picker = await findDialog('选择考勤人员');
    for (const p of people) await pickMember(user, picker, p.name);
    await user.click(await findButton('确定', picker));
    await waitFor(() => expect(within(drawer).getByText('已选择 3 人')).toBeInTheDocument());
    await chooseOption(user, within(drawer).getByLabelText('班次'), '早班');
    // choosing the first shift puts Monday to Friday on it
    const day = (label: string) => within(drawer).getByLabelText(`${label}班次`).closest('.ant-select')!;
    await waitFor(() => expect(day('周五')).toHaveTextContent('早班'));
    expect(day('周一')).toHaveTextContent('早班');
    expect(day('周六')).toHaveTextContent('休息');
    await chooseOption(user, within(drawer).getByLabelText('考勤范围'), '800米');
    setDelay(400);
    await user.dblClick(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组创建成功', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    setDelay(0);
    expect(calls('/timeSheetGroup/create')).toHaveLength(1);
    const early = `sh-${E}-2`;
    expect(calls('/timeSheetGroup/create')[0].body).toMatchObject({
      name: '产品考勤组',
      memberIds: people.map((p) => p.lenovoId),
      shiftIds: [early],
      workdaySetting: [early, early, early, early, early, '', ''],
      wordkayPeroidName: '标准工作周',
      shiftsChosedByEmployee: false,
      location: { radius: 800 },
    });
    expect(await findRow('产品考勤组', 8000)).toHaveTextContent('3人');
  });

  it('edits a group from its detail, and keeps the values when the server refuses the save', async () => {
    const calls = recordRequests().to;
    renderApp('/home/attendance_management');
    const user = fastUser();
    const drawer = await openGroup(user, '研发考勤组');
    const rd = groupNamed('研发考勤组');
    expect(calls('/timeSheetGroup/getTimeGroupDetail')[0].body).toEqual({ id: rd.id });
    expect(within(drawer).getByLabelText('考勤组名称')).toHaveValue('研发考勤组');
    expect(within(drawer).getByLabelText('工作时段名称')).toHaveValue(rd.wordkayPeroidName);
    expect(within(drawer).getByText(`已选择 ${activeMembers('研发考勤组').length} 人`)).toBeInTheDocument();

    await fill(user, within(drawer).getByLabelText('工作时段名称'), '研发弹性周');
    await user.click(within(drawer).getByRole('switch', { name: '员工自选班次' }));
    await chooseOption(user, within(drawer).getByLabelText('周六班次'), '弹性班');
    await chooseOption(user, within(drawer).getByLabelText('考勤范围'), '1000米');
    failNext('/timeSheetGroup/modify', { code: 500, message: '操作失败，请稍后重试' });
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('操作失败，请稍后重试', {}, LONG)).toBeInTheDocument();
    expect(within(drawer).getByLabelText('工作时段名称')).toHaveValue('研发弹性周');
    expect(within(drawer).getByRole('switch', { name: '员工自选班次' })).toBeChecked();

    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(calls('/timeSheetGroup/modify')).toHaveLength(2);
    expect(groupNamed('研发考勤组')).toMatchObject({
      wordkayPeroidName: '研发弹性周',
      shiftsChosedByEmployee: true,
      location: { radius: 1000 },
      memberIds: activeMembers('研发考勤组'),
    });
    expect(groupNamed('研发考勤组').workdaySetting[5]).toBe(`sh-${E}-4`);
  });

  it('saving 考勤设置 keeps the drawer open with the unsaved 成员排班 changes intact', async () => {
    const calls = recordRequests().to;
    renderApp('/home/attendance_management');
    const user = fastUser();
    const drawer = await openGroup(user, '研发考勤组');
    const rd = groupNamed('研发考勤组');
    const member = activeMembers('研发考勤组')[0];
    const name = staffOf(E).find((p) => p.lenovoId === member)!.name;
    const date = `${dayjs().format('YYYY-MM')}-15`;
    const saved = arrangements().find((a) => a.timeSheetGroupId === rd.id && a.lenovoId === member)!.days[date];
    const choice = saved === `sh-${E}-4` ? '标准班' : '弹性班';

    await user.click(within(drawer).getByRole('tab', { name: '成员排班' }));
    await user.click(await within(drawer).findByLabelText(new RegExp(`：${name} ${date}$`), {}, LONG));
    await user.click(
      await screen.findByText(choice, {
        selector: '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content',
      }),
    );
    expect(await findButton('保存排班（1）', drawer)).toBeInTheDocument();

    await user.click(within(drawer).getByRole('tab', { name: '考勤设置' }));
    await fill(user, within(drawer).getByLabelText('工作时段名称'), '研发弹性周');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(groupNamed('研发考勤组').wordkayPeroidName).toBe('研发弹性周');

    // the drawer stays, showing the arrangement still to be saved
    expect(drawer).toBeInTheDocument();
    expect(within(drawer).getByRole('tab', { name: '成员排班（未保存）' })).toHaveAttribute('aria-selected', 'true');
    expect(within(drawer).getByLabelText(new RegExp(`：${name} ${date}$`))).toHaveTextContent(choice);
    await user.click(await findButton('保存排班（1）', drawer));
    expect(await screen.findByText('排班已保存', {}, LONG)).toBeInTheDocument();
    expect(calls('/userKaoqinSetting/modify')).toHaveLength(1);
    expect(arrangements().find((a) => a.timeSheetGroupId === rd.id && a.lenovoId === member)!.days[date]).toBe(
      choice === '弹性班' ? `sh-${E}-4` : `sh-${E}-1`,
    );
  });

  it('deletes a group after confirmation', async () => {
    const calls = recordRequests().to;
    renderApp('/home/attendance_management');
    const user = fastUser();
    await user.click(await findButton('删除职能考勤组', document.body, 8000));
    await user.click(await findButton('取消', await findDialog('提示')));
    expect(calls('/timeSheetGroup/delete')).toEqual([]);
    await user.click(await findButton('删除职能考勤组'));
    expect(within(await findDialog('提示')).getByText(/确定删除该考勤组吗？/)).toBeInTheDocument();
    await user.click(await confirmOk());
    expect(await screen.findByText('删除成功', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('职能考勤组')).not.toBeInTheDocument());
    expect(groups().some((g) => g.name === '职能考勤组')).toBe(false);
    expect(calls('/timeSheetGroup/delete')).toHaveLength(1);
  });

  it('shows the members arrangements 4 a page, and saves changed days in one call', async () => {
    const calls = recordRequests().to;
    renderApp('/home/attendance_management');
    const user = fastUser();
    const drawer = await openGroup(user, '研发考勤组');
    const rd = groupNamed('研发考勤组');
    const members = activeMembers('研发考勤组');
    await user.click(within(drawer).getByRole('tab', { name: '成员排班' }));
    await within(drawer).findByText(`共 ${members.length} 人`, {}, LONG);
    expect(members.length).toBeGreaterThan(8);
    const rows = () => [...drawer.querySelectorAll('.ant-table-tbody tr.ant-table-row')];
    await waitFor(() => expect(rows()).toHaveLength(4));
    expect(calls('/userKaoqinSetting/getGroupMembersKQSetting')[0].body).toMatchObject({
      timeSheetGroupId: rd.id,
      page: 1,
      size: 4,
      month: dayjs().format('YYYY-MM'),
    });

    await user.click(within(drawer).getByTitle('2'));
    await waitFor(() =>
      expect(calls('/userKaoqinSetting/getGroupMembersKQSetting').at(-1)!.body).toMatchObject({ page: 2, size: 4 }),
    );
    await waitFor(() => expect(rows()).toHaveLength(4));

    const first = rows()[0].querySelector('td')!.textContent!;
    const date = `${dayjs().format('YYYY-MM')}-15`;
    const name = staffOf(E).find((p) => p.lenovoId === members[4])!.name;
    expect(first).toContain(name);
    await user.click(within(drawer).getByLabelText(new RegExp(`：${name} ${date}$`)));
    await user.click(
      await screen.findByText('弹性班', {
        selector: '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content',
      }),
    );
    expect(within(drawer).getByLabelText(new RegExp(`：${name} ${date}$`))).toHaveTextContent('弹性班');
    await user.click(await findButton('保存排班（1）', drawer));
    expect(await screen.findByText('排班已保存', {}, LONG)).toBeInTheDocument();
    expect(calls('/userKaoqinSetting/modify')[0].body).toEqual({
      timeSheetGroupId: rd.id,
      settings: [{ lenovoId: members[4], shiftSettings: { [date]: { id: `sh-${E}-4` } } }],
    });
    expect(arrangements().find((a) => a.timeSheetGroupId === rd.id && a.lenovoId === members[4])!.days[date]).toBe(
      `sh-${E}-4`,
    );
  });
});

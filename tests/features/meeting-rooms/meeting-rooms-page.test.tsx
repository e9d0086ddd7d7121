import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { recordBodies, recordRequests } from '../support/requests';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { toastTexts } from '../../toasts';
import { failNext, setDelay } from '@/sandbox/faults';
import { changeRows } from '@/sandbox/changelog';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { meetingRoomRows } from '@/sandbox/seed/modules/meeting-rooms';

const E = MAIN_ENTERPRISE;
type User = ReturnType<typeof fastUser>;
const mine = () => meetingRoomRows().filter((r) => r.enterpriseNumber === E);

async function open() {
  renderApp('/home/conference_room');
  const user = fastUser();
  await screen.findByText('共 8 间会议室', {}, LONG);
  return user;
}

async function fillRequired(user: User, dialog: HTMLElement, name: string) {
  await fill(user, within(dialog).getByLabelText('会议室名称'), name);
  await fill(user, within(dialog).getByLabelText('会议室编号'), 'B-402');
  await fill(user, within(dialog).getByLabelText('所在楼宇'), 'B座');
  await fill(user, within(dialog).getByLabelText('所在楼层'), '4');
  await fill(user, within(dialog).getByLabelText('容纳人数'), '12');
}

describe('meeting rooms page', { timeout: 60000 }, () => {
  it('lists page 1 of 10 with enterpriseNumber, pageNumber and pageSzie (spelled so), and filters by building and name on the server', async () => {
    const bodies = recordBodies();
    const user = await open();
    expect(bodies('/selectMeetingRoom')[0]).toEqual({ enterpriseNumber: E, pageNumber: 1, pageSzie: 10 });
    expect(bodies('/selectMeetingRoom')[0]).not.toHaveProperty('pageSize');
    await findRow('长江厅');
    expect(within(await findRow('泰山厅')).getByText('需审批')).toBeInTheDocument();
    expect(within(await findRow('董事会议室')).getByText('隐藏')).toBeInTheDocument();
    await user.click(screen.getByLabelText('楼宇筛选'));
    await user.click((await screen.findAllByText('B座', { selector: '.ant-select-item-option-content' })).at(-1)!);
    await screen.findByText('共 3 间会议室', {}, LONG);
    expect(bodies('/selectMeetingRoom').at(-1)).toEqual({
      enterpriseNumber: E,
      pageNumber: 1,
      pageSzie: 10,
      buildingName: 'B座',
    });
    await fill(user, screen.getByLabelText('搜索会议室'), '培训');
    await screen.findByText('共 1 间会议室', {}, LONG);
    expect(bodies('/selectMeetingRoom').at(-1)).toMatchObject({ name: '培训', buildingName: 'B座', pageNumber: 1 });
  });

  it('checks the fields, then adds a room with equipment, a smart device and a booking policy for a chosen person', async () => {
    const bodies = recordBodies();
    const person = staffOf(E).find(
      (p) => p.status === '' && p.lenovoId !== '10000001' && staffOf(E).filter((x) => x.name === p.name).length === 1,
    )!;
    const user = await open();
    await user.click(await findButton('新增会议室'));
    const dialog = await findDialog('新增会议室');
    await user.click(await findButton('保存', dialog));
    for (const message of ['请输入会议室名称', '请输入所在楼宇', '请输入所在楼层', '容纳人数须大于0'])
      expect(await within(dialog).findByText(message, {}, LONG)).toBeInTheDocument();
    await fillRequired(user, dialog, '星辰厅');
    await fill(user, within(dialog).getByLabelText('容纳人数'), '0');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('容纳人数须大于0', {}, LONG)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('容纳人数'), '12');

    await user.click(within(dialog).getByLabelText('智能设备'));
    await user.click(within(dialog).getByLabelText('投影仪'));
    await fill(user, within(dialog).getByLabelText('自定义设备'), '白板');
    await user.click(await findButton('添加设备', dialog));
    await within(dialog).findByText('白板');
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请输入智能设备编号', {}, LONG)).toBeInTheDocument();
    await fill(user, within(dialog).getByLabelText('智能设备名称'), '会议平板');
    await fill(user, within(dialog).getByLabelText('智能设备编号'), 'SD-B402');
    await user.click(within(dialog).getByRole('switch', { name: '预订需审批' }));

    await user.click(within(dialog).getByText('指定部门和人员'));
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请选择可预订的部门或人员', {}, LONG)).toBeInTheDocument();
    await user.click(await findButton('选择人员', dialog));
    const picker = await findDialog('选择可预订人员');
    await fill(user, within(picker).getByLabelText('搜索成员'), person.name);
    await user.click(
      await within(picker).findByText(
        person.name,
        { selector: '.ant-checkbox-label, .ant-checkbox-wrapper span' },
        LONG,
      ),
    );
    await user.click(await findButton('确定', picker));
    await within(dialog).findByText(person.name);
    await fill(user, within(dialog).getByLabelText('单次预订最长时长'), '1.5');
    await user.click(within(dialog).getByLabelText('时长单位'));
    await user.click((await screen.findAllByText('小时', { selector: '.ant-select-item-option-content' })).at(-1)!);
    await fill(user, within(dialog).getByLabelText('最多提前预订天数'), '14');
    await user.click(await findButton('保存', dialog));

    expect(await screen.findByText('会议室已添加', {}, LONG)).toBeInTheDocument();
    await findRow('星辰厅');
    expect(bodies('/saveMeetingRoom')).toHaveLength(1);
    const saved = mine().find((r) => r.name === '星辰厅')!;
    expect(saved).toMatchObject({
      roomNumber: 'B-402',
      buildingName: 'B座',
      layer: 4,
      capacity: 12,
      approval: true,
      show: true,
      accessoryEquipment: ['智能设备', '投影仪', '白板'],
      selectedDevice: { deviceName: '会议平板', deviceNumber: 'SD-B402' },
      bookingRange: 'specified',
      bookingDepartIds: [],
      bookingUsers: [{ lenovoId: person.lenovoId, name: person.name }],
      bookableStart: '08:00',
      bookableEnd: '22:00',
      maxDuration: 90,
      advanceDays: 14,
    });
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f13' });
  });

  it('a duplicate name in the building is refused with the server message and everything typed stays', async () => {
    const user = await open();
    await user.click(await findButton('新增会议室'));
    const dialog = await findDialog('新增会议室');
    await fillRequired(user, dialog, '创新空间');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('B座已有名为创新空间的会议室', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('会议室名称')).toHaveValue('创新空间');
    expect(within(dialog).getByLabelText('会议室编号')).toHaveValue('B-402');
    expect(within(dialog).getByLabelText('容纳人数')).toHaveValue('12');
    expect(mine()).toHaveLength(8);
  });

  it('a failed save keeps the dialog and its values; the next save goes through', async () => {
    const user = await open();
    await user.click(await findButton('新增会议室'));
    const dialog = await findDialog('新增会议室');
    await fillRequired(user, dialog, '晨曦室');
    failNext('/saveMeetingRoom', { code: 500, message: '服务繁忙' });
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('服务繁忙', {}, LONG)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('会议室名称')).toHaveValue('晨曦室');
    expect(within(dialog).getByLabelText('所在楼层')).toHaveValue('4');
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('会议室已添加', {}, LONG)).toBeInTheDocument();
    expect(mine().map((r) => r.name)).toContain('晨曦室');
  });

  it('a double-click on 保存 sends one /saveMeetingRoom', async () => {
    const requests = recordRequests();
    const bodies = recordBodies();
    const user = await open();
    await user.click(await findButton('新增会议室'));
    const dialog = await findDialog('新增会议室');
    await fillRequired(user, dialog, '双击室');
    setDelay(400);
    await user.dblClick(await findButton('保存', dialog));
    expect(await screen.findByText('会议室已添加', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(bodies('/saveMeetingRoom')).toHaveLength(1);
    expect(mine().filter((r) => r.name === '双击室')).toHaveLength(1);
  });

  it('edits a room with its meetingRoomId and every field, then deletes one after confirmation', async () => {
    const bodies = recordBodies();
    const yellow = mine().find((r) => r.name === '黄河厅')!;
    const user = await open();
    await user.click(await findButton('编辑黄河厅'));
    const dialog = await findDialog('编辑会议室');
    expect(within(dialog).getByLabelText('会议室名称')).toHaveValue('黄河厅');
    expect(within(dialog).getByLabelText('电视')).toBeChecked();
    await fill(user, within(dialog).getByLabelText('容纳人数'), '18');
    await user.click(within(dialog).getByRole('switch', { name: '对员工显示' }));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('会议室已保存', {}, LONG)).toBeInTheDocument();
    expect(bodies('/updateMeetingRoom')[0]).toMatchObject({
      enterpriseNumber: E,
      meetingRoomId: yellow.meetingRoomId,
      name: '黄河厅',
      roomNumber: 'A-302',
      buildingName: 'A座',
      layer: 3,
      capacity: 18,
      approval: false,
      show: false,
      accessoryEquipment: ['电视', '电话'],
      selectedDevice: null,
      bookingRange: 'all',
      maxDuration: 120,
      advanceDays: 30,
    });
    await waitFor(() => expect(within(document.querySelector('tbody')!).getAllByText('隐藏')).toHaveLength(2));

    await user.click(await findButton('删除华山室'));
    await user.click(await findButton('确定', await findDialog('删除会议室“华山室”')));
    expect(await screen.findByText('已删除会议室 华山室', {}, LONG)).toBeInTheDocument();
    expect(bodies('/delMeetingRoom')).toEqual([{ enterpriseNumber: E, meetingRoomId: `mr-${E}-4` }]);
    expect(mine().map((r) => r.name)).not.toContain('华山室');
    await screen.findByText('共 7 间会议室', {}, LONG);
    expect(toastTexts().some((t) => t.includes('失败'))).toBe(false);
  });

  it('deleting the only room of the last page shows the page before it', async () => {
    const seed = mine()[0];
    for (const [i, name] of ['甲室', '乙室', '丙室'].entries())
      meetingRoomRows().push({
        ...seed,
        meetingRoomId: `mr-extra-${i}`,
        name,
        roomNumber: `C-10${i}`,
        buildingName: 'C座',
        layer: 1,
      });
    renderApp('/home/conference_room');
    const user = fastUser();
    await screen.findByText('共 11 间会议室', {}, LONG);
    await user.click(document.querySelector<HTMLElement>('.ant-pagination-item-2')!);
    await findRow('丙室');
    await user.click(await findButton('删除丙室'));
    await user.click(await findButton('确定', await findDialog('删除会议室“丙室”')));
    await screen.findByText('共 10 间会议室', {}, LONG);
    await findRow('长江厅');
    expect(document.querySelector('.ant-pagination-item-active')?.textContent).toBe('1');
  });
});

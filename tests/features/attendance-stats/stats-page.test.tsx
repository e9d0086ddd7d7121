import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { captureDownloads, fetchSheet, findButton, findDialog, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { failNext, setDelay } from '@/sandbox/faults';
import { memberships } from '@/sandbox/core-tables';
import { changeRows } from '@/sandbox/changelog';
import { recordedDays } from '@/sandbox/attendance-stats/tables';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { buildGroup, E, freezeClock, MONTH } from '../../sandbox/attendance-stats-fixture';
import { cell, rowOf } from './table-cells';

// 考勤统计 (docs/assumed-contract.md "Attendance statistics") driven as a user: a small group whose
// every October day is known (the sandbox tests' fixture), with the clock at 2026-11-20.

const PAGE = '/home/attendance_statistics';

async function openMonth(groupId: string) {
  renderApp(`${PAGE}?month=${MONTH}&group=${groupId}`);
  await screen.findByText('共 2 人', {}, LONG);
  return fastUser();
}

describe('考勤统计', { timeout: 45000 }, () => {
  beforeEach(() => freezeClock());
  afterEach(() => vi.useRealTimers());

  it("shows a group's month from the URL: one row per person, hours with one decimal, leave by type, the 合计 row", async () => {
    const { groupId, a, b } = await buildGroup();
    await openMonth(groupId);
    const rowA = rowOf(a.name);
    expect(cell(rowA, '考勤组')).toBe('统计组');
    expect(cell(rowA, '出勤天数')).toBe('3');
    expect(cell(rowA, '工作时长（小时）')).toBe('16.0'); // 958 minutes
    expect(cell(rowA, '迟到时长（分钟）')).toBe('12');
    expect(cell(rowA, '旷工天数')).toBe('1');
    expect(cell(rowA, '年假（小时）')).toBe('0.0');
    const rowB = rowOf(b.name);
    expect(cell(rowB, '工作时长（小时）')).toBe('22.8'); // 1367 minutes
    expect(cell(rowB, '年假（小时）')).toBe('8.0');
    expect(cell(rowB, '事假（小时）')).toBe('2.0');
    expect(cell(rowB, '加班时长（小时）')).toBe('1.0');
    const totals = rowOf('合计');
    expect(cell(totals, '工作时长（小时）')).toBe('38.8'); // 2325 minutes
    expect(cell(totals, '出勤天数')).toBe('6');
    expect(cell(totals, '事假（小时）')).toBe('2.0');
  });

  it('a filter chosen is sent, kept in the URL and a reload shows the same view', async () => {
    const { a } = await buildGroup();
    const requests = recordRequests();
    renderApp(`${PAGE}?month=${MONTH}`);
    const user = fastUser();
    await screen.findByText(/共 \d+ 人/, {}, LONG);
    await user.click(screen.getByLabelText('考勤组'));
    const options = await screen.findAllByText('统计组', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await screen.findByText('共 2 人', {}, LONG);
    expect(rowOf(a.name)).toBeTruthy();
    const sent = requests.bodies('/attendanceStats/monthly').at(-1) as Record<string, unknown>;
    expect(sent).toMatchObject({ month: MONTH, page: 1 });
    expect(sent.timeSheetGroupId).toBeTruthy();
    expect(window.location.hash).toContain(`group=${String(sent.timeSheetGroupId)}`);
    expect(window.location.hash).toContain(`month=${MONTH}`);

    // a reload (or the link shared) opens on the same filters
    const url = window.location.hash.slice(1);
    cleanup();
    renderApp(url);
    await screen.findByText('共 2 人', {}, LONG);
    expect(rowOf(a.name)).toBeTruthy();
  });

  it('a page size chosen stays when a filter changes; the page starts again at the first', async () => {
    const { groupId } = await buildGroup();
    const requests = recordRequests();
    renderApp(`${PAGE}?month=${MONTH}`);
    const user = fastUser();
    await screen.findByText(/共 \d+ 人/, {}, LONG);
    await user.click(document.querySelector('.ant-pagination-options .ant-select')!);
    const sizes = await screen.findAllByText('20 条/页', { selector: '.ant-select-item-option-content' });
    await user.click(sizes[sizes.length - 1]);
    await waitFor(() => expect(requests.bodies('/attendanceStats/monthly').at(-1)).toMatchObject({ size: 20 }));
    await user.click(screen.getByLabelText('考勤组'));
    const options = await screen.findAllByText('统计组', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await screen.findByText('共 2 人', {}, LONG);
    expect(requests.bodies('/attendanceStats/monthly').at(-1)).toEqual({
      month: MONTH,
      timeSheetGroupId: groupId,
      page: 1,
      size: 20,
    });
  });

  it('每日统计, 部门汇总 and 异常列表 show the same people under the same filters; the kind filter is sent and kept', async () => {
    const { groupId, a, b } = await buildGroup();
    const requests = recordRequests();
    renderApp(`${PAGE}?view=daily&date=2026-10-12&group=${groupId}`);
    const user = fastUser();
    await screen.findByText('共 2 人', {}, LONG);
    const dayA = rowOf(a.name);
    expect(cell(dayA, '班次')).toBe('统计班');
    expect(cell(dayA, '打卡记录')).toBe('09:12、18:00');
    expect(cell(dayA, '结果')).toBe('异常');
    expect(cell(dayA, '迟到（分钟）')).toBe('12');
    expect(cell(rowOf(b.name), '工作时长（小时）')).toBe('9.0'); // 09:00–19:00 less lunch

    await user.click(screen.getByRole('tab', { name: '部门汇总' }));
    await waitFor(() => expect(rowOf('合计')).toBeTruthy(), LONG);
    expect(requests.bodies('/attendanceStats/departments').at(-1)).toEqual({ month: MONTH, timeSheetGroupId: groupId });
    expect(cell(rowOf('合计'), '人数')).toBe('2');
    expect(cell(rowOf('合计'), '工作时长（小时）')).toBe('38.8');

    await user.click(screen.getByRole('tab', { name: '异常列表' }));
    await screen.findByText(/共 \d+ 条异常/, {}, LONG);
    await user.click(screen.getByLabelText('异常类型'));
    const options = await screen.findAllByText('迟到', { selector: '.ant-select-item-option-content' });
    await user.click(options[options.length - 1]);
    await screen.findByText('共 1 条异常', {}, LONG);
    expect(requests.bodies('/attendanceStats/anomalies').at(-1)).toMatchObject({ month: MONTH, kind: 'late' });
    const late = rowOf('2026-10-12');
    expect(cell(late, '姓名')).toBe(a.name);
    expect(cell(late, '异常类型')).toBe('迟到');
    expect(cell(late, '说明')).toBe('迟到12分钟');
    expect(window.location.hash).toContain('view=anomalies');
    expect(window.location.hash).toContain('kind=late');
  });

  it("opens a person's month as a calendar: shift, punches and result in text for each day", async () => {
    const { groupId, a } = await buildGroup();
    // 10-26 punched on time but outside the location: an exception 补卡 has nothing to correct
    recordedDays().find((d) => d.lenovoId === a.lenovoId && d.date === '2026-10-26')!.punches = [
      { time: '08:57', kind: 'on', period: 1, field: true, corrected: false },
      { time: '18:02', kind: 'off', period: 1, field: false, corrected: false },
    ];
    const user = await openMonth(groupId);
    failNext('/attendanceStats/personMonth', 500); // a failed first load offers 重试
    await user.click(within(rowOf(a.name)).getByRole('button', { name: a.name }));
    const drawer = await findDialog(`${a.name} ${MONTH} 考勤`);
    await user.click(await findButton('重试', drawer, LONG.timeout));
    const day = (label: string) => within(drawer).findByRole('group', { name: label }, LONG);
    const late = await day('10月12日');
    expect(late).toHaveTextContent('统计班');
    expect(late).toHaveTextContent('09:12');
    expect(late).toHaveTextContent('异常');
    expect(late).toHaveTextContent('迟到 12 分钟');
    expect(within(late).getByRole('button', { name: '补卡 10月12日' })).toBeInTheDocument();
    const normal = await day('10月5日');
    expect(normal).toHaveTextContent('正常');
    expect(within(normal).queryByRole('button')).not.toBeInTheDocument();
    expect(await day('10月6日')).toHaveTextContent('休息');
    const field = await day('10月26日');
    expect(field).toHaveTextContent('08:57（外勤）');
    expect(field).toHaveTextContent('异常');
    expect(within(field).queryByRole('button')).not.toBeInTheDocument();
    // a named control's name starts with the text it shows (WCAG 2.5.3)
    const curate = (t: string | null) => (t ?? '').replace(/\s/g, '');
    for (const button of drawer.querySelectorAll('button[aria-label]'))
      expect(curate(button.getAttribute('aria-label'))).toMatch(new RegExp(`^${curate(button.textContent)}`));
  });

  it('补卡 asks for a reason, keeps it on a refusal, then the day shows 已补卡 and the month and table count it', async () => {
    const { groupId, a } = await buildGroup();
    const requests = recordRequests();
    const user = await openMonth(groupId);
    await user.click(within(rowOf(a.name)).getByRole('button', { name: a.name }));
    const drawer = await findDialog(`${a.name} ${MONTH} 考勤`);
    await user.click(await findButton('补卡 10月19日', drawer, 15000));
    const dialog = await findDialog(`补卡：${a.name} 2026-10-19`);

    await user.click(await findButton('确定', dialog));
    expect(await within(dialog).findByText('请填写补卡原因')).toBeInTheDocument();
    expect(requests.count('/attendanceStats/correct')).toBe(0);

    failNext('/attendanceStats/correct', { code: 500, message: '该日已补卡' });
    await fill(user, within(dialog).getByLabelText('补卡原因'), '忘记打下班卡');
    await user.click(await findButton('确定', dialog));
    expect(await screen.findByText('该日已补卡')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('补卡原因')).toHaveValue('忘记打下班卡');

    await user.click(await findButton('确定', dialog));
    expect(await screen.findByText('补卡成功')).toBeInTheDocument();
    expect(requests.bodies('/attendanceStats/correct').at(-1)).toEqual({
      lenovoId: a.lenovoId,
      date: '2026-10-19',
      reason: '忘记打下班卡',
    });
    const day = await within(drawer).findByRole('group', { name: '10月19日' });
    await waitFor(() => expect(day).toHaveTextContent('已补卡'), LONG);
    expect(day).toHaveTextContent('忘记打下班卡');
    expect(within(day).queryByRole('button', { name: /补卡/ })).not.toBeInTheDocument();
    await waitFor(() => expect(drawer.querySelector('.ant-descriptions')).toHaveTextContent('补卡次数1'));
    await waitFor(() => expect(cell(rowOf(a.name), '补卡次数')).toBe('1'), LONG);
    expect(changeRows().some((r) => r.keyword === `为 ${a.name} 补卡 2026-10-19（忘记打下班卡）`)).toBe(true);
  });

  it('导出 sends the view with its filters and saves the .xlsx the server names', async () => {
    const { groupId, a } = await buildGroup();
    const files = captureDownloads();
    const requests = recordRequests();
    const user = await openMonth(groupId);
    await user.click(await findButton('导出'));
    await waitFor(() => expect(files.map((f) => f.name)).toEqual([`考勤月度汇总_${MONTH}.xlsx`]));
    const body = requests.bodies('/attendanceStats/export')[0];
    expect(body).toEqual({ view: 'monthly', month: MONTH, timeSheetGroupId: groupId });
    const sheet = await fetchSheet('/schedule-server/attendanceStats/export', { body });
    expect(sheet.map((r) => r[0])).toEqual(['姓名', a.name, expect.any(String), '合计']);
  });

  it('says 暂无考勤数据 for a person in no group, and offers 重试 after a failed load', async () => {
    const taken = new Set(attendanceGroups().flatMap((g) => g.memberIds));
    const free = staffOf(E).find((p) => p.status !== 'departure' && !taken.has(p.lenovoId))!;
    setDelay(1500);
    renderApp(`${PAGE}?month=${MONTH}&person=${free.lenovoId}&personName=${free.name}`);
    // while the first answer is awaited the table says nothing but its spinner
    const requests = recordRequests();
    await screen.findAllByText('补卡次数', {}, LONG);
    await waitFor(() => expect(requests.count('/attendanceStats/monthly')).toBe(1));
    expect(screen.queryByText('暂无考勤数据')).not.toBeInTheDocument();
    setDelay(0);
    expect(await screen.findByText('暂无考勤数据', {}, LONG)).toBeInTheDocument();
    expect(await findButton('导出')).toBeDisabled();
    cleanup();

    failNext('/attendanceStats/monthly', 500);
    renderApp(`${PAGE}?month=${MONTH}`);
    const user = fastUser();
    await user.click(await findButton('重试', document.body, LONG.timeout));
    expect(await screen.findByText(/共 \d+ 人/, {}, LONG)).toBeInTheDocument();
  });

  it('an administrator whose menu lacks 考勤统计 gets the permission alert, and no statistics call is made', async () => {
    const requests = recordRequests();
    const m = memberships().find((x) => x.lenovoId === '10000003' && x.enterpriseNumber === E)!;
    m.menuIds = (m.menuIds as string[]).filter((id) => id !== 'm28');
    renderApp(PAGE, { as: RESTRICTED_ADMIN });
    expect(await screen.findByText('暂无对应跳转的菜单权限，请联系管理员', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toBe('#/home/enterprise_certification'));
    expect(requests.all.filter((r) => r.path.includes('/attendanceStats/'))).toEqual([]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { recordRequests } from '../support/requests';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';
import { attendanceGroups } from '@/sandbox/attendance-tables';
import { openSession } from '@/sandbox/handlers/login';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { RESTRICTED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';

// 考勤组 edited by two administrators: 张伟's drawer is open on 研发考勤组 while 王芳 saves it from
// her own console; 张伟's save must not silently overwrite her change (lib/stale-edit).

const GROUP = '研发考勤组';
const rd = () => attendanceGroups().find((g) => g.enterpriseNumber === E && g.name === GROUP)!;

/** 王芳 renames the group's work period through the sandbox, as her console would save it. */
async function herEdit(period: string) {
  const g = rd();
  const res = await call(openSession(RESTRICTED_ADMIN, E), 'POST', '/schedule-server/timeSheetGroup/modify', {
    ...{ id: g.id, name: g.name, memberIds: g.memberIds, shiftIds: g.shiftIds, workdaySetting: g.workdaySetting },
    ...{ wordkayPeroidName: period, shiftsChosedByEmployee: g.shiftsChosedByEmployee, location: g.location },
  });
  expect(res.body.code).toBe(200);
}

/** 张伟 opens the group's drawer and types a work period name. */
async function openAndType(period: string) {
  const user = fastUser();
  await user.click(await findButton(`编辑${GROUP}`, document.body, LONG.timeout));
  const drawer = await findDialog(`考勤组：${GROUP}`, LONG.timeout);
  const field = await within(drawer).findByLabelText('工作时段名称', {}, LONG);
  return { user, drawer, field: field as HTMLInputElement, type: () => fill(user, field, period) };
}

describe('考勤组 drawer: a group another administrator saved meanwhile', { timeout: 60000 }, () => {
  it('unchanged by anyone else: saves at once, no question', async () => {
    const writes = recordRequests().to;
    renderApp('/home/attendance_management');
    const { drawer, type } = await openAndType('研发弹性周');
    await type();
    await fastUser().click(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(document.querySelector('.ant-modal-title')?.textContent ?? '').not.toContain(STALE_TITLE);
    expect(writes('/timeSheetGroup/modify')).toHaveLength(1);
    expect(rd().wordkayPeroidName).toBe('研发弹性周');
  });

  it('names who changed it; 重新加载 shows her value and writes nothing, the next save goes through', async () => {
    renderApp('/home/attendance_management');
    const { user, drawer, field, type } = await openAndType('研发弹性周');
    await herEdit('王芳的工作周');
    const writes = recordRequests().to; // 张伟's from here on
    await type();
    await user.click(await findButton('保存', drawer));
    const prompt = await findDialog(STALE_TITLE, LONG.timeout);
    expect(prompt).toHaveTextContent(/“研发考勤组”在您打开后已被王芳于\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?修改/);
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(field).toHaveValue('王芳的工作周'));
    expect(writes('/timeSheetGroup/modify')).toHaveLength(0);
    expect(rd().wordkayPeroidName).toBe('王芳的工作周');

    // reopened with her change: saving now is no conflict
    await fill(user, field, '研发弹性周');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(rd().wordkayPeroidName).toBe('研发弹性周');
  });

  it('仍然保存 writes 张伟’s value over hers', async () => {
    renderApp('/home/attendance_management');
    const { user, drawer, type } = await openAndType('研发弹性周');
    await herEdit('王芳的工作周');
    await type();
    await user.click(await findButton('保存', drawer));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, LONG.timeout)));
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();
    expect(rd().wordkayPeroidName).toBe('研发弹性周');
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { renderApp } from '../../render-app';
import { fastUser, fill } from '../fill';
import { findButton, findDialog, LONG } from '../support/dom';
import { doubleClick, doubleClickOk, expectOneWrite, watchRequests } from '../support/double-submit';
import { attendanceGroups, shifts } from '@/sandbox/attendance-tables';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

// Every submit of 班次管理, 考勤组管理 and the arrangement grid, double-clicked over a slow server,
// sends one write.

describe('考勤: one write per double-click', { timeout: 90000 }, () => {
  it('班次管理: 新增, 编辑, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/rank_management');
    const user = fastUser();
    await user.click(await findButton('新增班次', document.body, LONG.timeout));
    let dialog = await findDialog('新增班次');
    await fill(user, within(dialog).getByLabelText('班次名称'), '临时班');
    await expectOneWrite(watch, 'POST', '/shifts/create', async () => doubleClick(await findButton('保存', dialog)));
    expect(shifts().filter((s) => s.name === '临时班')).toHaveLength(1);

    await user.click(await findButton('编辑弹性班', document.body, LONG.timeout));
    dialog = await findDialog('编辑班次');
    await fill(user, await within(dialog).findByLabelText('班次名称'), '弹性工时班');
    await expectOneWrite(watch, 'POST', '/shifts/modify', async () => doubleClick(await findButton('保存', dialog)));

    await expectOneWrite(watch, 'POST', '/shifts/delete', async () => {
      await doubleClick(await findButton('删除临时班', document.body, LONG.timeout));
      await doubleClickOk();
    });
  });

  it('考勤组管理: 编辑 保存, 保存排班, 删除', async () => {
    const watch = watchRequests();
    renderApp('/home/attendance_management');
    const user = fastUser();
    await user.click(await findButton('编辑研发考勤组', document.body, LONG.timeout));
    const drawer = await findDialog('考勤组：研发考勤组', LONG.timeout);
    await fill(user, await within(drawer).findByLabelText('工作时段名称', {}, LONG), '研发弹性周');
    await expectOneWrite(watch, 'POST', '/timeSheetGroup/modify', async () =>
      doubleClick(await findButton('保存', drawer)),
    );
    expect(await screen.findByText('考勤组已保存', {}, LONG)).toBeInTheDocument();

    await user.click(await findButton('编辑研发考勤组', document.body, LONG.timeout));
    const again = await findDialog('考勤组：研发考勤组', LONG.timeout);
    await user.click(within(again).getByRole('tab', { name: '成员排班' }));
    const rd = attendanceGroups().find((g) => g.enterpriseNumber === E && g.name === '研发考勤组')!;
    const active = new Set(
      staffOf(E)
        .filter((p) => p.status !== 'departure')
        .map((p) => p.lenovoId),
    );
    const first = staffOf(E).find((p) => p.lenovoId === rd.memberIds.filter((id) => active.has(id))[0])!;
    const date = `${dayjs().format('YYYY-MM')}-15`;
    await user.click(await within(again).findByLabelText(new RegExp(`：${first.name} ${date}$`), {}, LONG));
    await user.click(
      await screen.findByText('弹性班', {
        selector: '.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-title-content',
      }),
    );
    await expectOneWrite(watch, 'POST', '/userKaoqinSetting/modify', async () =>
      doubleClick(await findButton('保存排班（1）', again)),
    );
    await user.click(again.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(screen.queryByText('考勤组：研发考勤组')).not.toBeInTheDocument());

    await expectOneWrite(watch, 'POST', '/timeSheetGroup/delete', async () => {
      await doubleClick(await findButton('删除职能考勤组', document.body, LONG.timeout));
      await doubleClickOk();
    });
  });

  it('排班: 保存', async () => {
    const watch = watchRequests();
    renderApp(`/home/attendance_management/arrangement?groupId=tg-${E}-2`);
    const grid = await screen.findByRole('grid', {}, LONG);
    const cell = within(grid.querySelectorAll<HTMLElement>('tbody tr[data-r]')[0]).getAllByRole('gridcell')[0];
    fireEvent.mouseDown(cell, { button: 0, buttons: 1 });
    fireEvent.mouseUp(window);
    await fastUser().click(
      within(screen.getByRole('toolbar', { name: '排班工具' })).getByRole('button', { name: /两头班/ }),
    );
    await waitFor(() => expect(screen.getByText(/处修改未保存$/)).toBeInTheDocument());
    await expectOneWrite(watch, 'POST', '/userKaoqinSetting/modify', () =>
      doubleClick(screen.getByRole('button', { name: '保存' })),
    );
    expect(await screen.findByText('排班已保存', {}, LONG)).toBeInTheDocument();
  });
});

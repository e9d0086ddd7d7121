import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { findButton, findDialog } from '../support/dom';
import { recordBodies } from '../support/requests';
import { server } from '@/sandbox/node';
import { changeRows } from '@/sandbox/changelog';
import { biRuleRows } from '@/sandbox/ai-tables';
import { departmentsOf, staffOf } from '@/sandbox/org-tables';
import { balances, leaveTypes } from '@/sandbox/leave-tables';
import { approvalRecords } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { BI_CONFIG_PATH } from '@/features/ai-assistant/paths';

const E = MAIN_ENTERPRISE;
const rule = (source: string) => biRuleRows().find((r) => r.enterpriseNumber === E && r.source === source)!;

afterEach(() => server.events.removeAllListeners());

/** label → value of the preview's table. */
const tableOf = (title: string) =>
  Object.fromEntries(
    within(screen.getByRole('table', { name: title }))
      .getAllByRole('row')
      .filter((r) => r.querySelector('td') && !r.classList.contains('ant-table-measure-row'))
      .map((r) => [
        (r as HTMLTableRowElement).cells[0].textContent,
        Number((r as HTMLTableRowElement).cells[1].textContent),
      ]),
  );

/** Active staff per top-level department, counted here from the org tables by walking up each person's department. */
function staffByTopDepartment() {
  const departs = departmentsOf(E);
  const root = departs.find((d) => d.parentDepartId === '0')!;
  const parentOf = new Map(departs.map((d) => [d.id, d.parentDepartId]));
  const out: Record<string, number> = {};
  for (const p of staffOf(E).filter((s) => s.status !== 'departure')) {
    let id = p.departIds[0];
    while (id && parentOf.get(id) !== root.id && id !== root.id) id = parentOf.get(id)!;
    const label = !id || id === root.id ? `${root.departName}（直属）` : departs.find((d) => d.id === id)!.departName;
    out[label] = (out[label] ?? 0) + 1;
  }
  for (const d of departs.filter((x) => x.parentDepartId === root.id)) out[d.departName] ??= 0;
  return out;
}

/** `chrome`: with the side menu, for a test that leaves through it */
async function open(chrome = false) {
  const { user } = renderApp(BI_CONFIG_PATH, { chrome });
  await screen.findByRole('group', { name: '考勤数据' }, { timeout: 8000 });
  return user;
}

describe('BI configuration', () => {
  it('previews staff, leave and approval summaries with the numbers of the sandbox data', async () => {
    const user = await open();
    expect(await screen.findByRole('img', { name: '各一级部门在职人数柱状图' }, { timeout: 4000 })).toBeInTheDocument();
    const staff = tableOf('各一级部门在职人数');
    expect(staff).toEqual(staffByTopDepartment());
    expect(Object.values(staff).reduce((s, n) => s + n, 0)).toBe(
      staffOf(E).filter((s) => s.status !== 'departure').length,
    );

    await user.click(screen.getByText('请假', { selector: '.ant-segmented-item-label' }));
    await screen.findByRole('table', { name: '各假期类型余额合计' });
    const hours = (id: string) =>
      Math.round(
        balances()
          .filter((b) => b.enterpriseNumber === E && b.holidayId === id)
          .reduce((s, b) => s + b.lines, 0) * 10,
      ) / 10;
    const types = leaveTypes().filter((t) => t.enterpriseNumber === E);
    expect(types.length).toBeGreaterThan(0);
    expect(tableOf('各假期类型余额合计')).toEqual(Object.fromEntries(types.map((t) => [t.name, hours(t.id)])));

    await user.click(screen.getByText('审批', { selector: '.ant-segmented-item-label' }));
    await screen.findByRole('table', { name: '各状态审批单数' });
    const records = approvalRecords().filter((r) => r.enterpriseNumber === E);
    expect(tableOf('各状态审批单数')).toEqual({
      审批中: records.filter((r) => r.status === 1).length,
      已通过: records.filter((r) => r.status === 2).length,
      已驳回: records.filter((r) => r.status === 3).length,
      已撤回: records.filter((r) => r.status === 4).length,
    });
  });

  it('refuses a limited range with nobody chosen, then saves the page with one call', async () => {
    const bodies = recordBodies();
    const user = await open();
    const staffCard = screen.getByRole('group', { name: '员工数据' });
    await user.click(within(staffCard).getByRole('switch', { name: '允许汇总员工数据' }));
    await user.click(within(staffCard).getByLabelText('指定部门和人员'));
    await user.click(await findButton('保存'));
    expect(await within(staffCard).findByText('请选择可查看员工汇总的部门或人员')).toBeInTheDocument();
    expect(bodies('/ai/bi/config/save')).toHaveLength(0);

    await user.click(within(staffCard).getByLabelText('全员'));
    await user.click(
      within(screen.getByRole('group', { name: '考勤数据' })).getByRole('switch', { name: '允许汇总考勤数据' }),
    );
    await user.click(await findButton('保存'));
    expect(await screen.findByText('BI配置已保存')).toBeInTheDocument();
    const sent = bodies('/ai/bi/config/save');
    expect(sent).toHaveLength(1);
    expect((sent[0].rules as Array<{ source: string; enabled: boolean }>).map((r) => [r.source, r.enabled])).toEqual([
      ['attendance', false],
      ['leave', true],
      ['approval', true],
      ['staff', true],
    ]);
    expect(rule('staff')).toMatchObject({ enabled: true, visibleRange: 'all' });
    expect(rule('attendance').enabled).toBe(false);
    expect(rule('approval')).toMatchObject({
      visibleRange: 'part',
      departIds: [departmentsOf(E).find((d) => d.departName === '财务部')!.id],
    });
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f16',
      keyword: '保存BI配置：考勤（关闭），请假（全员），审批（财务部），员工（全员）',
    });
  });

  it('asks before leaving with unsaved changes; staying keeps them', async () => {
    const user = await open(true);
    await user.click(
      within(screen.getByRole('group', { name: '请假数据' })).getByRole('switch', { name: '允许汇总请假数据' }),
    );
    await user.click(
      await screen.findByText('组织架构', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
    );
    const ask = await findDialog('提示');
    expect(ask).toHaveTextContent('BI配置尚未保存，确定离开吗？');
    await user.click(await findButton('取消', ask));
    await waitFor(() => expect(screen.queryByText('BI配置尚未保存，确定离开吗？')).not.toBeInTheDocument());
    expect(window.location.hash).toBe(`#${BI_CONFIG_PATH}`);
    expect(
      within(screen.getByRole('group', { name: '请假数据' })).getByRole('switch', { name: '允许汇总请假数据' }),
    ).not.toBeChecked();

    await user.click(
      await screen.findByText('组织架构', { selector: '.ant-menu-title-content *, .ant-menu-title-content' }),
    );
    await user.click(await findButton('离开', await findDialog('提示')));
    await waitFor(() => expect(window.location.hash).toBe('#/home/organization'));
    expect(rule('leave').enabled).toBe(true);
  });
});

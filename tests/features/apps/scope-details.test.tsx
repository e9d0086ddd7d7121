import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { changeRows } from '@/sandbox/changelog';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';

const E = MAIN_ENTERPRISE;
const SALARY = appId(E, 'salary'); // 薪资条: 财务部, 人力资源部 and three people
const salary = () => appsOf(E).find((a) => a.id === SALARY)!;
const inDepart = (id: string) =>
  staffOf(E).filter((p) => p.status !== 'departure' && p.departIds.some((d) => d === id || d.startsWith(`${id}-`)));

describe('application scope details', () => {
  it('an unknown application says it does not exist and leads back to the management page, with no 重试', async () => {
    renderApp('/home/scopeofApplicationDetails?id=nope');
    // the panel, not the failed call's toast (also an alert), which may show first
    const alert = (await screen.findByText('应用不存在或已被删除', {}, LONG)).closest<HTMLElement>('[role="alert"]')!;
    expect(alert).toHaveTextContent('应用不存在或已被删除');
    expect(screen.queryByRole('button', { name: /重\s*试/ })).not.toBeInTheDocument();
    await fastUser().click(within(alert).getByRole('button', { name: '返回应用管理' }));
    await waitFor(() => expect(window.location.hash).toBe('#/home/workbench_appManagement'));
  });

  it('is reached from the management page and shows who can see the application, with counts', async () => {
    renderApp('/home/workbench_appManagement');
    const user = fastUser();
    await findRow('考勤打卡', LONG.timeout);
    await user.click(screen.getByRole('tab', { name: '订阅应用' }));
    const row = await findRow('薪资条', LONG.timeout);
    expect(row).toHaveTextContent('财务部、人力资源部 等5项');
    await user.click(within(row).getByRole('button', { name: '查看范围：薪资条' }));

    const departs = await screen.findByRole('table', { name: '可见部门' }, LONG);
    const finance = inDepart(`d-${E}-8`);
    const hr = inDepart(`d-${E}-7`);
    expect(within(departs).getByText('财务部').closest('tr')).toHaveTextContent(String(finance.length));
    expect(within(departs).getByText('人力资源部').closest('tr')).toHaveTextContent(String(hr.length));
    const people = screen.getByRole('table', { name: '指定人员' });
    for (const u of salary().visibleUsers) expect(within(people).getByText(u.name)).toBeInTheDocument();
    const reach = new Set(
      [...finance, ...hr].map((p) => p.lenovoId).concat(salary().visibleUsers.map((u) => u.lenovoId)),
    ).size;
    expect(await screen.findByText(`可见成员（${reach}人）`)).toBeInTheDocument();
    expect(await screen.findByText(`共 ${reach} 人`)).toBeInTheDocument();
    expect(document.title).toContain('应用范围管理'); // platform-shell §2.1 title

    // take 人力资源部 out of the scope: the counts follow
    await user.click(within(departs).getByRole('button', { name: '移除人力资源部' }));
    await user.click(await confirmOk());
    expect(await screen.findByText('已移除人力资源部')).toBeInTheDocument();
    expect(salary().visibleDepartIds).toEqual([`d-${E}-8`]);
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f14', keyword: '移除应用可见范围 薪资条：人力资源部' });
    const after = new Set([...finance.map((p) => p.lenovoId), ...salary().visibleUsers.map((u) => u.lenovoId)]).size;
    expect(await screen.findByText(`可见成员（${after}人）`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: '移除人力资源部' })).not.toBeInTheDocument());
  });

  it('searches the people who can see it', async () => {
    const someone = inDepart(`d-${E}-8`)[0];
    renderApp(`/home/scopeofApplicationDetails?id=${SALARY}`);
    const user = fastUser();
    const search = await screen.findByLabelText('搜索可见成员', {}, LONG);
    await user.type(search, someone.name);
    const table = screen.getByRole('table', { name: '可见成员' });
    await waitFor(
      () =>
        expect(
          within(table)
            .getAllByRole('row')
            .slice(1)
            .every((r) => r.textContent!.includes(someone.name)),
        ).toBe(true),
      LONG,
    );
    expect(within(table).getByText(someone.name).closest('tr')).toHaveTextContent('财务部');
  });
});

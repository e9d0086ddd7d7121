import { act, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { recordRequests } from '../support/requests';
import { changeRows } from '@/sandbox/changelog';
import { staffOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appGroupsOf, appId, appsOf } from '@/sandbox/seed/modules/apps';
import { queryClient } from '@/lib/query/query-client';
import { pressEach, stackLayout } from '../approvals/dnd-layout';

const E = MAIN_ENTERPRISE;
const app = (key: string) => appsOf(E).find((a) => a.id === appId(E, key))!;
type User = ReturnType<typeof fastUser>;

async function open() {
  renderApp('/home/workbench_appManagement');
  const user = fastUser();
  await findRow('考勤打卡', LONG.timeout);
  return user;
}

async function tab(user: User, name: string, firstApp: string) {
  await user.click(screen.getByRole('tab', { name }));
  return findRow(firstApp, LONG.timeout);
}

describe('application management', () => {
  it('lists applications by category and stops one only after confirming, then enables it again', async () => {
    const requests = recordRequests();
    const user = await open();
    expect(screen.queryByText('客户管理CRM')).not.toBeInTheDocument();
    const row = await tab(user, '第三方应用', '客户管理CRM');
    expect(within(row).getByText('业务与知识')).toBeInTheDocument();

    await user.click(within(row).getByRole('switch', { name: '启用客户管理CRM' }));
    const dialog = await findDialog('提示');
    expect(dialog).toHaveTextContent('确定停用应用「客户管理CRM」吗？');
    await user.click(await findButton('取消', dialog));
    await waitFor(() =>
      expect(
        document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal-title')?.textContent ?? '',
      ).not.toBe('提示'),
    );
    expect(app('crm').enable).toBe(true);
    expect(requests.all.some((s) => s.path.endsWith('/app/enable'))).toBe(false);

    await user.click(within(row).getByRole('switch', { name: '启用客户管理CRM' }));
    await user.click(await confirmOk());
    expect(await screen.findByText('已停用客户管理CRM')).toBeInTheDocument();
    const sent = requests.all.find((s) => s.path === '/apps-manage-server/app/enable')!;
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      enable: 'false',
      id: appId(E, 'crm'),
      categoryMark: 'thirdParty',
    });
    expect(app('crm').enable).toBe(false);
    await waitFor(() => expect(within(row).getByRole('switch', { name: '启用客户管理CRM' })).not.toBeChecked());

    // enabling does not ask
    await user.click(within(row).getByRole('switch', { name: '启用客户管理CRM' }));
    expect(await screen.findByText('已启用客户管理CRM')).toBeInTheDocument();
    expect(app('crm').enable).toBe(true);
  });

  it('makes an application visible to one department only, and shows it again after the data is read anew', async () => {
    const user = await open();
    const row = await tab(user, '第三方应用', '发票助手');
    expect(within(row).getByText('全员可见')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: '设置可见范围发票助手' }));
    const dialog = await findDialog('设置可见范围：发票助手');
    await user.click(within(dialog).getByLabelText('指定部门和人员'));
    // nothing chosen: refused on the client
    await user.click(await findButton('保存', dialog));
    expect(await within(dialog).findByText('请选择可见的部门或人员')).toBeInTheDocument();
    const picker = within(dialog).getByLabelText('可见部门');
    await user.click(picker);
    await user.type(picker, '财务部');
    const found = await screen.findAllByText(
      '财务部',
      { selector: '.ant-select-tree-title, .ant-select-tree-title *' },
      LONG,
    );
    await user.click(found[found.length - 1]);
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('可见范围已保存')).toBeInTheDocument();
    expect(app('invoice')).toMatchObject({ visibleRange: 3, visibleDepartIds: [`d-${E}-8`], visibleUsers: [] });
    expect(changeRows()[0]).toMatchObject({ operationTypeId: 'f14', keyword: '设置应用可见范围 发票助手：财务部' });

    // read everything again: the row and the dialog show the saved scope
    await act(() => queryClient.resetQueries());
    const again = await findRow('发票助手', LONG.timeout);
    await waitFor(() => expect(again).toHaveTextContent('财务部'));
    await user.click(within(again).getByRole('button', { name: '设置可见范围发票助手' }));
    const reopened = await findDialog('设置可见范围：发票助手');
    expect(within(reopened).getByLabelText('指定部门和人员')).toBeChecked();
    expect(within(reopened).getByText('财务部')).toBeInTheDocument();
  });

  it('shows the enabled applications one person sees, by group', async () => {
    const named = new Set(appsOf(E).flatMap((a) => a.visibleUsers.map((u) => u.lenovoId)));
    const person = staffOf(E).find(
      (p) => p.status === '' && !named.has(p.lenovoId) && p.departIds.every((id) => !/-(7|8)(-|$)/.test(id)),
    )!;
    const requests = recordRequests();
    const user = await open();
    await user.click(await findButton('员工可见应用'));
    const picker = await findDialog('选择员工');
    await fill(user, within(picker).getByLabelText('搜索成员'), person.telephone);
    await user.click(await within(picker).findByLabelText(new RegExp(`^${person.name} `), {}, LONG));
    await user.click(await findButton('查看', picker));
    const dialog = await findDialog(`${person.name}的工作台应用`);
    const list = await within(dialog).findByRole('list', { name: '工作台应用' });
    const office = await within(list).findByRole('listitem', { name: '办公协同' }, LONG);
    expect(office).toHaveTextContent('审批');
    expect(list).not.toHaveTextContent('薪资条'); // 财务部 and 人力资源部 only
    expect(list).not.toHaveTextContent('访客管理'); // stopped
    expect(requests.all.find((s) => s.path.endsWith('/app/userAppList'))!.searchParams.get('lenovoId')).toBe(
      person.lenovoId,
    );
  });
});

async function openGroups(user: User) {
  await user.click(await findButton('应用分组'));
  const drawer = await findDialog('应用分组');
  await within(drawer).findByLabelText('分组名称1', {}, LONG);
  return drawer;
}

describe('application group editor', () => {
  it('blocks saving an empty, too long, badly written or duplicate group name with a message', async () => {
    const requests = recordRequests();
    const user = await open();
    const drawer = await openGroups(user);
    const first = within(drawer).getByLabelText('分组名称1');
    await user.clear(first);
    await user.click(await findButton('保存', drawer));
    expect(await within(drawer).findByText('分组名称不能为空')).toBeInTheDocument();
    expect(await screen.findByText('分组名称有误，请修改后再保存')).toBeInTheDocument();

    await fill(user, first, '一二三四五六七八九十一');
    expect(await within(drawer).findByText('分组名称不能超过10个字')).toBeInTheDocument();
    await fill(user, first, '办公<协同>');
    expect(await within(drawer).findByText('分组名称只能包含中文、字母、数字、空格和 _-&()')).toBeInTheDocument();
    await fill(user, first, '财务管理');
    expect(await within(drawer).findAllByText('分组名称重复，请修改')).toHaveLength(2);
    await user.click(await findButton('保存', drawer));
    expect(requests.all.some((s) => s.path.endsWith('/app/group/save'))).toBe(false);

    // a new group needs a name too
    await fill(user, first, '协同办公');
    await user.click(await findButton('新建分组', drawer));
    await user.click(await findButton('保存', drawer));
    expect(await within(drawer).findByText('分组名称不能为空')).toBeInTheDocument();
    expect(requests.all.some((s) => s.path.endsWith('/app/group/save'))).toBe(false);
    await fill(user, within(drawer).getByLabelText('分组名称5'), '销售工具');
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('应用分组已保存')).toBeInTheDocument();
    expect(appGroupsOf(E).map((g) => g.groupName)).toEqual([
      '协同办公',
      '人事行政',
      '财务管理',
      '业务与知识',
      '销售工具',
    ]);
  });

  it('moves an application into another group by keyboard drag and saves the arrangement', async () => {
    const layout = stackLayout('[data-app-tile]');
    const requests = recordRequests();
    const user = await open();
    const drawer = await openGroups(user);
    const finance = appGroupsOf(E).find((g) => g.groupName === '财务管理')!;
    const lastOfFinance = app(finance.appIds.at(-1)!.replace(`app-${E}-`, '')).name; // 发票助手
    const handle = within(drawer).getByRole('button', { name: `拖动：${lastOfFinance}` });
    act(() => handle.focus());
    await pressEach(user, ['[Space]', '[ArrowDown]', '[Space]']);
    const biz = within(drawer).getByRole('region', { name: '分组：业务与知识' });
    await waitFor(() => expect(within(biz).getByText(lastOfFinance)).toBeInTheDocument());
    await user.click(await findButton('保存', drawer));
    expect(await screen.findByText('应用分组已保存')).toBeInTheDocument();
    layout.mockRestore();
    const sent = requests.all.find((s) => s.path.endsWith('/app/group/save'))!.body as {
      groups: Array<{ groupName: string; appIds: string[] }>;
    };
    expect(sent.groups.find((g) => g.groupName === '财务管理')!.appIds).not.toContain(appId(E, 'invoice'));
    expect(sent.groups.find((g) => g.groupName === '业务与知识')!.appIds[0]).toBe(appId(E, 'invoice'));
    expect(appGroupsOf(E).find((g) => g.groupName === '业务与知识')!.appIds[0]).toBe(appId(E, 'invoice'));
    expect(changeRows()[0]).toMatchObject({
      operationTypeId: 'f14',
      keyword: '保存应用分组：移动应用 发票助手→业务与知识',
    });
    // the table shows the new group
    const row = await tab(user, '第三方应用', '发票助手');
    await waitFor(() => expect(row).toHaveTextContent('业务与知识'));
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { recordRequests } from '../support/requests';
import { roleMemberRows, roleRows } from '@/sandbox/seed/modules/roles';
import { appId, appsOf } from '@/sandbox/seed/modules/apps';
import { MAIN_ENTERPRISE, SECOND_ENTERPRISE } from '@/sandbox/seed/core';
import { fastUser, fill, SLOW } from '../fill';

// platform-shell §3.3: role management keeps personRoles (the role list asked with userId) and
// allApp (the all-apps query with visibleRange and appName); a role's application permissions are
// shown and edited, and saved through the role save call.

const PAGE = '/home/administrator';
const app = (key: string) => appId(MAIN_ENTERPRISE, key);

async function call(method: 'GET' | 'POST', path: string, body?: unknown) {
  const res = await fetch(`http://localhost${path}`, {
    method,
    headers: { token: signInAs(), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await res.json()) as { code: number; message: string; data: unknown };
}

const pickerBox = (dialog: HTMLElement, name: string) =>
  within(within(dialog).getByRole('group', { name: '应用权限' })).getByLabelText(name) as HTMLInputElement;

describe('role application permissions', { timeout: 60000 }, () => {
  it('personRoles: the role list is asked with the signed-in user’s userId and shown as his roles', async () => {
    roleMemberRows().push({ enterpriseNumber: MAIN_ENTERPRISE, roleId: 'r5', lenovoId: '10000001' });
    const requests = recordRequests();
    renderApp(PAGE);
    const identity = await screen.findByLabelText('当前身份', {}, SLOW);
    expect(await within(identity).findByText('财务审批员', {}, SLOW)).toBeInTheDocument();
    expect(within(identity).queryByText('部门管理员')).not.toBeInTheDocument();
    const lists = requests.all.filter((s) => s.path.endsWith('/api/role/getList')).map((s) => s.body);
    expect(lists).toContainEqual({ userId: '10000001' });
    expect(lists).toContainEqual({ roleName: '' });
  });

  it('shows a role’s applications, edits them with search and visible-range filters, and saves them with the role', async () => {
    const requests = recordRequests();
    renderApp(PAGE);
    const user = fastUser();
    await user.click(await screen.findByText('应用权限（2）', {}, SLOW));
    expect(await screen.findByText('该角色的成员可使用以下应用：', {}, SLOW)).toBeInTheDocument();
    const shown = screen.getByLabelText('角色应用权限');
    expect(within(shown).getByText('通讯录')).toBeInTheDocument();
    expect(within(shown).getByText('考勤打卡')).toBeInTheDocument();

    await user.click(await screen.findByText('编辑角色', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(pickerBox(dialog, '通讯录')).toBeChecked(), SLOW);
    expect(pickerBox(dialog, '考勤打卡')).toBeChecked();
    expect(pickerBox(dialog, '差旅报销')).not.toBeChecked();

    // search by name (appName on the server)
    await fill(user, within(dialog).getByLabelText('搜索应用'), '报销');
    // the filtered answer replaces the list (差旅报销 was also in the unfiltered one)
    await waitFor(() => expect(within(dialog).queryByLabelText('通讯录')).not.toBeInTheDocument(), SLOW);
    await user.click(await waitFor(() => pickerBox(dialog, '差旅报销'), SLOW));
    expect(
      requests.all.some(
        (s) =>
          s.path.endsWith('/app/listAll') &&
          s.searchParams.get('appName') === '报销' &&
          s.searchParams.get('visibleRange') === '',
      ),
    ).toBe(true);

    // the visible range filter (visibleRange 3: specified users)
    await user.clear(within(dialog).getByLabelText('搜索应用'));
    await user.click(within(within(dialog).getByLabelText('可见范围')).getByText('指定人员可见'));
    await waitFor(() => expect(within(dialog).queryByLabelText('考勤打卡')).not.toBeInTheDocument(), SLOW);
    await user.click(await waitFor(() => pickerBox(dialog, '电子签章'), SLOW));
    expect(
      requests.all.some((s) => s.path.endsWith('/app/listAll') && s.searchParams.get('visibleRange') === '3'),
    ).toBe(true);

    // back to all: the choices made under the filters are kept
    await user.click(within(within(dialog).getByLabelText('可见范围')).getByText('全部'));
    await waitFor(() => expect(pickerBox(dialog, '考勤打卡')).toBeChecked(), SLOW);
    expect(pickerBox(dialog, '差旅报销')).toBeChecked();
    await user.click(pickerBox(dialog, '考勤打卡'));
    expect(within(dialog).getByText('已选 3 个应用')).toBeInTheDocument();

    await user.click(within(dialog).getByText('保存'));
    expect(await screen.findByText('角色已保存', {}, SLOW)).toBeInTheDocument();
    const saved = requests.all
      .filter((s) => s.path.endsWith('/api/role/insert'))
      .map((s) => s.body as Record<string, unknown>);
    expect(saved).toHaveLength(1);
    expect(saved[0]).toMatchObject({ id: 'r1', appIds: [app('contacts'), app('expense'), app('esign')] });
    expect(roleRows().find((r) => r.id === 'r1')!.appIds).toEqual([app('contacts'), app('expense'), app('esign')]);

    // the detail shows what the server now holds
    await user.click(await screen.findByText('应用权限（3）', {}, SLOW));
    const after = await screen.findByLabelText('角色应用权限', {}, SLOW);
    expect(within(after).getByText('电子签章')).toBeInTheDocument();
    expect(within(after).getByText('差旅报销')).toBeInTheDocument();
    expect(within(after).queryByText('考勤打卡')).not.toBeInTheDocument();
  });

  it('the sandbox filters the enterprise’s apps by visibleRange and appName and refuses unknown ones', async () => {
    const all = await call('GET', '/apps-manage-server/app/listAll?visibleRange=&appName=');
    expect((all.data as Array<{ id: string }>).map((a) => a.id)).toEqual(appsOf(MAIN_ENTERPRISE).map((a) => a.id));
    const limited = await call('GET', '/apps-manage-server/app/listAll?visibleRange=3&appName=');
    expect((limited.data as Array<{ visibleRange: number }>).every((a) => a.visibleRange === 3)).toBe(true);
    expect((limited.data as unknown[]).length).toBe(appsOf(MAIN_ENTERPRISE).filter((a) => a.visibleRange === 3).length);
    const named = await call(
      'GET',
      `/apps-manage-server/app/listAll?visibleRange=&appName=${encodeURIComponent('crm')}`,
    );
    expect((named.data as Array<{ name: string }>).map((a) => a.name)).toEqual(['客户管理CRM']);
    expect(await call('GET', '/apps-manage-server/app/listAll?visibleRange=5')).toMatchObject({
      code: 400,
      message: '参数visibleRange不正确',
    });

    const role = {
      id: 'r3',
      roleName: '人事管理员',
      description: '',
      memberType: 'admin',
      menuIds: roleRows().find((r) => r.id === 'r3')!.menuIds,
      permissions: [],
    };
    // another enterprise's application is not one this role can be granted
    expect(
      await call('POST', '/user-server/api/role/insert', { ...role, appIds: [appId(SECOND_ENTERPRISE, 'crm')] }),
    ).toMatchObject({ code: 400, message: '所选应用不存在' });
    expect(await call('POST', '/user-server/api/role/insert', { ...role, appIds: 'crm' })).toMatchObject({
      code: 400,
      message: '参数appIds格式不正确',
    });
    expect(roleRows().find((r) => r.id === 'r3')!.appIds).toEqual([
      app('attendance'),
      app('training'),
      app('contacts'),
    ]);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../render-app';
import { confirmOk, findButton, findDialog, findRow, LONG } from './support/dom';
import { fastUser, fill } from './fill';
import { recordRequests } from './support/requests';
import { setDelay } from '@/sandbox/faults';
import { useDialogs } from '@/lib/feedback/confirm';
import { departments, staff } from '@/sandbox/org-tables';
import { announcementRows } from '@/sandbox/seed/modules/announcements';

// A double-click on a submit over a slow server sends one call (docs/module-guide.md "Submits"): one
// test per kind of submit. The sandbox answers after SLOW_SERVER ms, so the second click lands while the
// first call runs.

const SLOW_SERVER = 400;

describe('one call per submit', { timeout: 45000 }, () => {
  it('modal form: a double-click on 保存 in 添加部门 sends one /depart/insert', async () => {
    const requests = recordRequests();
    const count = requests.count;
    renderApp('/home/organization');
    const user = fastUser();
    await screen.findByText('研发中心', {}, LONG);
    await user.click(await findButton('添加部门'));
    const dialog = await findDialog('添加部门');
    await fill(user, within(dialog).getByLabelText('部门名称'), '数据平台部');
    setDelay(SLOW_SERVER);
    await user.dblClick(await findButton('保存', dialog));
    expect(await screen.findByText('部门已添加', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/depart/insert', 'POST')).toBe(1);
    expect(screen.queryByText(/添加部门失败/)).not.toBeInTheDocument();
  });

  it('drawer form: a double-click on 保存 in 编辑员工 sends one PUT /admin/users', async () => {
    const requests = recordRequests();
    const count = requests.count;
    renderApp('/home/organization');
    const user = fastUser();
    await screen.findByText(/共 \d+ 人/, {}, LONG);
    const target = staff().find((p) => p.name === '王芳')!;
    await fill(user, screen.getByLabelText('搜索员工'), target.telephone);
    await user.click(await findButton(`编辑${target.name}`, document.body, 8000));
    const drawer = await findDialog(`编辑员工：${target.name}`, 8000);
    setDelay(SLOW_SERVER);
    await user.dblClick(await findButton('保存', drawer));
    expect(await screen.findByText('员工信息已保存', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/admin/users', 'PUT')).toBe(1);
  });

  it('page form: a double-click on 保存 in 添加员工 sends one POST /admin/users', async () => {
    const requests = recordRequests();
    const count = requests.count;
    const finance = departments().find((d) => d.departName === '财务部')!;
    renderApp(`/home/organization/member_add?departId=${finance.id}`);
    const user = fastUser();
    await screen.findByLabelText('毕业院校', {}, LONG);
    await fill(user, screen.getByLabelText('姓名'), '测试员');
    await fill(user, screen.getByLabelText('手机号'), '13711112222');
    setDelay(SLOW_SERVER);
    await user.dblClick(await findButton('保存'));
    expect(await screen.findByText('员工已添加', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/admin/users', 'POST')).toBe(1);
    expect(staff().filter((p) => p.name === '测试员')).toHaveLength(1);
  }, 60000);

  it('confirm dialog: a double-click on 确定 sends one /announcement/delete', async () => {
    const requests = recordRequests();
    const count = requests.count;
    renderApp('/home/announcement');
    const user = fastUser();
    const title = announcementRows()[0].title;
    await findRow(title, 15000);
    await user.click(await findButton(`删除${title}`));
    setDelay(SLOW_SERVER);
    await user.dblClick(await confirmOk());
    expect(await screen.findByText('删除成功', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(count('/announcement/delete', 'POST')).toBe(1);
  });

  it('row action: a double-click on a row’s 删除 asks once and sends one /announcement/delete', async () => {
    const requests = recordRequests();
    const count = requests.count;
    renderApp('/home/announcement');
    const user = fastUser();
    const title = announcementRows()[0].title;
    await findRow(title, 15000);
    setDelay(SLOW_SERVER);
    await user.dblClick(await findButton(`删除${title}`));
    await user.click(await confirmOk());
    // the row's button stays taken while its call runs: no second question, no second call
    await waitFor(() => expect(useDialogs.getState().queue).toHaveLength(0));
    await user.click(await findButton(`删除${title}`));
    expect(useDialogs.getState().queue).toHaveLength(0);
    expect(await screen.findByText('删除成功', {}, LONG)).toBeInTheDocument();
    // the double-click's calls have all been answered and handled: a second call would be counted by now
    await requests.settled();
    expect(useDialogs.getState().queue).toHaveLength(0);
    expect(count('/announcement/delete', 'POST')).toBe(1);
  });
});

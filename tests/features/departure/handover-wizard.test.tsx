import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { recordRequests } from '../support/requests';
import { failNext } from '@/sandbox/faults';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { departments, groups, staff, type StaffRow } from '@/sandbox/org-tables';
import { changeRows } from '@/sandbox/changelog';
import { approvalRows } from '@/sandbox/seed/modules/approvals/tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';
import { appsOf } from '@/sandbox/seed/modules/apps';
import { holdOnly, plain } from '../../sandbox/lifecycle-fixtures';

const ordinary = () =>
  staff().filter((p) => p.enterpriseNumber === E && p.status === '' && !p.isCeo && !p.lenovoId.startsWith('1000'));

/** a owns groups and supervises one department; b is named in one approval's flow; nothing else. */
function arrange() {
  const a = ordinary().find((p) => groups().some((g) => g.ownerId === p.id))!;
  const b = ordinary().find((p) => p.id !== a.id && !groups().some((g) => g.ownerId === p.id))!;
  holdOnly(a, ['groupOwner', 'groupMember', 'supervisor']);
  holdOnly(b, ['groupMember']);
  for (const d of departments())
    if (d.departSupervisorId === a.id || d.departSupervisorId === b.id) d.departSupervisorId = '';
  const led = departments().find((d) => d.enterpriseNumber === E && d.parentDepartId !== '0')!;
  led.departSupervisorId = a.id;
  const approval = approvalRows().find((r) => r.enterpriseNumber === E)!;
  const flow = JSON.parse(approval.processData) as Record<string, unknown>;
  const visit = (n: unknown): boolean => {
    const node = n as { type?: string; settings?: { members: unknown[] } } | null;
    if (!node || typeof node !== 'object') return false;
    if (node.type === 'approver' && node.settings)
      return !!node.settings.members.push({ lenovoId: b.lenovoId, name: b.name });
    return Object.values(node).some(visit);
  };
  visit(flow);
  approval.processData = JSON.stringify(flow);
  const owned = groups().filter((g) => g.ownerId === a.id).length;
  return { a, b, led, approval, owned };
}

/** "，群聊成员 2 个离职后退出" when the person is a member of group chats (what ends with the departure). */
function leftGroups(p: StaffRow) {
  const n = groups().filter((g) => g.memberIds.includes(p.id)).length;
  return n ? `，群聊成员 ${n} 个离职后退出` : '';
}

/** "，应用可见范围 4 个直接移除" when applications are visible to the person by name (the seed names 王芳
 *  and 叶俊): a scope the wizard offers a receiver for, removed without one. */
function leftApps(p: StaffRow) {
  const n = appsOf(E).filter((a) => a.visibleUsers.some((u) => u.lenovoId === p.lenovoId)).length;
  return n ? `，应用可见范围 ${n} 个直接移除` : '';
}

const wizardFor = (people: StaffRow[]) =>
  `/home/organization/leave_person?${people.map((p) => `id=${p.id}&name=${encodeURIComponent(p.name)}&lenovoId=${p.lenovoId}`).join('&')}`;

async function pick(user: ReturnType<typeof userEvent.setup>, button: HTMLElement, title: string, name: string) {
  await user.click(button);
  const picker = await findDialog(title);
  await user.type(within(picker).getByLabelText('搜索成员'), name);
  await user.click(await within(picker).findByText(name, {}, LONG));
  await user.click(await findButton('确定', picker));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).toBeNull());
}

/** Opens the wizard for `people` and walks to step 3 (指定交接人). */
/** `chrome`: with the side menu, for a test that leaves through it */
async function toReceivers(people: StaffRow[], chrome = false) {
  renderApp(wizardFor(people), { chrome });
  const user = userEvent.setup({ pointerEventsCheck: 0 });
  await user.click(await findButton('下一步', document.body, 8000));
  await screen.findByRole('table', { name: '待交接事项' }, LONG);
  await user.click(await findButton('下一步'));
  return user;
}

describe('departure handover wizard', { timeout: 90000 }, () => {
  it('the receiver picker takes one person: a choice among radios, a second replaces the first', async () => {
    const { a, b } = arrange();
    const user = await toReceivers([a]);
    await user.click(screen.getByRole('button', { name: `选择交接人：${a.name}的主管部门` }));
    const picker = await findDialog('选择主管部门交接人');
    const search = within(picker).getByLabelText('搜索成员');
    await user.type(search, '王芳');
    await user.click(await within(picker).findByRole('radio', { name: /王芳/ }, LONG));
    await user.clear(search);
    await user.type(search, b.name);
    await user.click(await within(picker).findByRole('radio', { name: new RegExp(b.name) }, LONG));
    expect(within(picker).queryByRole('checkbox')).toBeNull();
    expect(within(picker).getByText(/已选择 1 人/)).toBeInTheDocument();
    await user.click(await findButton('确定', picker));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '选择主管部门交接人' })).toBeNull());
    expect(screen.getByText(`交接给${b.name}`)).toBeInTheDocument();
  });

  it('shows what two leavers hold, refuses to finish with an owner missing, then departs both in one call', async () => {
    const { a, b, led, approval, owned } = arrange();
    const heir = staff().find((p) => p.enterpriseNumber === E && p.name === '王芳')!;
    const requests = recordRequests();
    const memberships = { a: leftApps(a) + leftGroups(a), b: leftApps(b) + leftGroups(b) };
    renderApp(wizardFor([a, b]));
    const user = userEvent.setup({ pointerEventsCheck: 0 });

    // step 1 → 2: one call for both leavers
    await user.click(await findButton('下一步', document.body, 8000));
    const table = await screen.findByRole('table', { name: '待交接事项' }, LONG);
    expect(await within(table).findByText(led.departName)).toBeInTheDocument();
    expect(within(table).getByText(new RegExp(approval.approveName))).toBeInTheDocument();
    expect(requests.bodies('/admin/users/handover/holdings')).toEqual([{ ids: [a.id, b.id] }]);

    // step 3: groups and departments get a receiver, the approval does not
    await user.click(await findButton('下一步'));
    await pick(user, await findButton('为全部群聊指定交接人'), '选择群聊交接人', '王芳');
    await pick(
      user,
      screen.getByRole('button', { name: `选择交接人：${a.name}的主管部门` }),
      '选择主管部门交接人',
      '王芳',
    );
    await user.click(await findButton('下一步'));
    expect(await screen.findByText('以下事项尚未指定交接人，不能继续')).toBeInTheDocument();
    expect(screen.getByText(`${b.name}的审批流程（1项）`)).toBeInTheDocument();
    expect(requests.count('/admin/users/departureAndTransfer')).toBe(0);

    await pick(
      user,
      screen.getByRole('button', { name: `选择交接人：${b.name}的审批流程` }),
      '选择审批流程交接人',
      '王芳',
    );
    await user.click(await findButton('下一步'));
    const summary = await screen.findByRole('list', { name: '离职与交接' });
    expect(
      within(summary).getByText(`${a.name}离职，群聊 ${owned} 个交接给王芳，主管部门 1 个交接给王芳${memberships.a}`),
    ).toBeInTheDocument();
    expect(within(summary).getByText(`${b.name}离职，审批流程 1 项交接给王芳${memberships.b}`)).toBeInTheDocument();

    // step 4: one call performs the departures and the handovers
    await user.click(await findButton('确认离职'));
    expect(await screen.findByText('已办理离职', {}, LONG)).toBeInTheDocument();
    await waitFor(() => expect(window.location.hash).toContain('/home/organization/leave_tables'));
    const sent = requests.to('/admin/users/departureAndTransfer');
    expect(sent).toHaveLength(1);
    expect(sent[0].body).toEqual({
      ids: [a.id, b.id],
      handovers: [
        { leaverId: a.id, kind: 'groupOwner', receiverId: heir.id },
        { leaverId: a.id, kind: 'supervisor', receiverId: heir.id },
        { leaverId: b.id, kind: 'approvalFlow', receiverId: heir.id },
      ],
    });
    expect([a, b].map((p) => p.status)).toEqual(['departure', 'departure']);
    expect(led.departSupervisorId).toBe(heir.id);
    expect(approval.processData).toContain(heir.lenovoId);
    // one change-log entry per leaver, listing each handover
    expect(
      changeRows()
        .slice(0, 2)
        .map((r) => r.keyword)
        .sort(),
    ).toEqual(
      [
        `${a.name}离职，群聊 ${owned} 个交接给王芳，主管部门 1 个交接给王芳${memberships.a}`,
        `${b.name}离职，审批流程 1 项交接给王芳${memberships.b}`,
      ].sort(),
    );
  });

  it('lists every kind the leaver holds: a receiver is required for responsibilities, offered for the rest, and rights are listed as ending', async () => {
    const fang = staff().find((p) => p.enterpriseNumber === E && p.name === '王芳')!;
    holdOnly(fang, ['groupMember', 'admin', 'appVisibility']);
    const unique = (p: StaffRow) => staff().filter((x) => x.enterpriseNumber === E && x.name === p.name).length === 1;
    const heir = ordinary().find((p) => unique(p) && !groups().some((g) => g.memberIds.includes(p.id)))!;
    for (const d of departments()) if (d.departSupervisorId === fang.id) d.departSupervisorId = '';
    const led = departments().find((d) => d.enterpriseNumber === E && d.departName === '财务部')!;
    led.departSupervisorId = fang.id;
    const refund = approvalRows().find((r) => r.enterpriseNumber === E && r.approveName === '报销')!;
    refund.approveAdministrators.push({ lenovoId: fang.lenovoId, name: fang.name });
    Object.assign(
      approvalRows().find((r) => r.enterpriseNumber === E && r.approveName === '补卡')!,
      { visibleRange: 3, visibleUsers: [{ lenovoId: fang.lenovoId, name: fang.name }] },
    );
    const requests = recordRequests();
    renderApp(wizardFor([fang]));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('下一步', document.body, 8000));
    const table = await screen.findByRole('table', { name: '待交接事项' }, LONG);
    for (const text of [
      '主管部门（1个）',
      '审批管理员（1项）',
      '审批可见范围（1项）',
      '管理员权限（1项）',
      '必须指定交接人',
      '可指定交接人',
      '离职后失效',
    ]) {
      expect((await within(table).findAllByText(text)).length).toBeGreaterThan(0);
    }
    await user.click(await findButton('下一步'));

    // step 3: the responsibility is required, the scopes are offered, the right is listed as ending
    expect(screen.getAllByText('不指定则直接移除')).toHaveLength(3); // 审批管理员, 审批可见范围, 应用可见范围 (seeded)
    expect(
      within(screen.getByRole('list', { name: '离职后失效' })).getByText('王芳的管理员权限（1项）：离职后失效'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '选择交接人：王芳的管理员权限' })).toBeNull();
    await user.click(await findButton('下一步'));
    expect(await screen.findByText('王芳的主管部门（1个）')).toBeInTheDocument();
    await pick(
      user,
      screen.getByRole('button', { name: '选择交接人：王芳的主管部门' }),
      '选择主管部门交接人',
      heir.name,
    );
    await pick(
      user,
      screen.getByRole('button', { name: '选择交接人：王芳的审批管理员' }),
      '选择审批管理员交接人',
      heir.name,
    );
    await user.click(await findButton('下一步'));
    const summary = await screen.findByRole('list', { name: '离职与交接' });
    expect(
      within(summary).getByText(
        `王芳离职，主管部门 1 个交接给${heir.name}，审批管理员 1 项交接给${heir.name}，审批可见范围 1 项直接移除${leftApps(fang)}${leftGroups(fang)}，管理员权限 1 项离职后失效`,
      ),
    ).toBeInTheDocument();
    await user.click(await findButton('确认离职'));
    expect(await screen.findByText('已办理离职', {}, LONG)).toBeInTheDocument();
    expect(requests.bodies('/departureAndTransfer')).toEqual([
      {
        ids: [fang.id],
        handovers: [
          { leaverId: fang.id, kind: 'supervisor', receiverId: heir.id },
          { leaverId: fang.id, kind: 'approvalAdmin', receiverId: heir.id },
        ],
      },
    ]);
    expect(led.departSupervisorId).toBe(heir.id);
  });

  it('the server refuses a departure that leaves something without an owner, with a clear message', async () => {
    const { a, owned } = arrange();
    const user = await toReceivers([a]);
    await pick(user, await findButton('为全部群聊指定交接人'), '选择群聊交接人', '王芳');
    await pick(user, await findButton('为全部主管部门指定交接人'), '选择主管部门交接人', '王芳');
    await user.click(await findButton('下一步'));
    await screen.findByRole('list', { name: '离职与交接' });
    expect(
      within(screen.getByRole('list', { name: '离职与交接' })).getByText(
        `${a.name}离职，群聊 ${owned} 个交接给王芳，主管部门 1 个交接给王芳${leftGroups(a)}`,
      ),
    ).toBeInTheDocument();
    // meanwhile an approval elsewhere names the leaver: the server sees approvals nobody receives
    const approval = approvalRows().find((r) => r.enterpriseNumber === E)!;
    approval.processData = approval.processData.replace(
      '"lenovoId":"10000001","name":"张伟"',
      `"lenovoId":"${a.lenovoId}","name":"${a.name}"`,
    );
    await user.click(await findButton('确认离职'));
    expect(await screen.findByText(`${a.name}的审批流程（1项）未指定交接人`, {}, LONG)).toBeInTheDocument();
    expect(a.status).toBe('');
  });

  it('shows a failed holdings call with 重试, and does not move on until it answers', async () => {
    const { a, led } = arrange();
    failNext('/admin/users/handover/holdings', { code: 500, message: '服务繁忙' });
    renderApp(wizardFor([a]));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('下一步', document.body, 8000));
    expect(await screen.findByText('获取待交接事项失败', {}, LONG)).toBeInTheDocument();
    expect(await findButton('下一步')).toBeDisabled();
    await user.click(await findButton('重试'));
    expect(
      await within(await screen.findByRole('table', { name: '待交接事项' }, LONG)).findByText(led.departName),
    ).toBeInTheDocument();
  });

  it('asks before leaving once receivers are chosen, and stays on 取消', async () => {
    const { a } = arrange();
    const user = await toReceivers([a], true);
    await pick(user, await findButton('为全部群聊指定交接人'), '选择群聊交接人', '王芳');
    await user.click(within(screen.getByRole('menu', { name: '主菜单' })).getByText('变更日志'));
    const ask = await findDialog('提示');
    expect(within(ask).getByText('已指定的交接人尚未提交，确定离开吗？')).toBeInTheDocument();
    await user.click(await findButton('取消', ask));
    expect(window.location.hash).toContain('/home/organization/leave_person');
    expect(screen.getByText('交接给王芳')).toBeInTheDocument();
  });

  it('a leaver without anything to hand over departs straight through', async () => {
    const b = plain();
    renderApp(wizardFor([b]));
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await findButton('下一步', document.body, 8000));
    await screen.findByRole('table', { name: '待交接事项' }, LONG);
    await user.click(await findButton('下一步'));
    expect(await screen.findByText('离职员工没有需要交接的事项')).toBeInTheDocument();
    await user.click(await findButton('下一步'));
    await user.click(await findButton('确认离职'));
    expect(await screen.findByText('已办理离职', {}, LONG)).toBeInTheDocument();
    expect(changeRows()[0].keyword).toBe(`${b.name}离职`);
    expect(await findRow(b.telephone, 8000)).toBeInTheDocument();
  });
});

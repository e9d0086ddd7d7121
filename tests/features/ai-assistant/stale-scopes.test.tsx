import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, signInAs } from '../../render-app';
import { call } from '../../sandbox/call';
import { findButton, findDialog, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { expectToasts, toastTexts } from '../../toasts';
import { assistantRows, biRuleRows, pluginRows } from '@/sandbox/ai-tables';
import { departments, departmentsOf, staffOf, type StaffRow } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { useSession } from '@/stores/session';
import { BI_CONFIG_PATH, PLUGINS_PATH } from '@/features/ai-assistant/paths';

// The AI assistant area after someone else's change (docs/product.md Part D §3): a person named in
// a scope who departed shows 已离职 and stays removable; a save that still names them, or a
// department deleted meanwhile, succeeds without them and the console says what was left out. A
// departure takes the person out of every scope, so a scope still naming them is set up here as a
// form opened before the departure holds it.
const E = MAIN_ENTERPRISE;
const NOTICE = (text: string) => `已自动移除已离职或已删除的成员：${text}`;
const ref = (p: StaffRow) => ({ lenovoId: p.lenovoId, name: p.name });
const assistant = () => assistantRows().find((a) => a.enterpriseNumber === E)!;
const plugin = (name: string) => pluginRows().find((p) => p.enterpriseNumber === E && p.name === name)!;
const rule = (source: string) => biRuleRows().find((r) => r.enterpriseNumber === E && r.source === source)!;
const financeId = () => departmentsOf(E).find((d) => d.departName === '财务部')!.id;

/** Two ordinary people with names no one else has. */
function twoPeople() {
  const people = staffOf(E).filter(
    (p) =>
      p.status === '' &&
      !p.isCeo &&
      !p.lenovoId.startsWith('1000') &&
      staffOf(E).filter((x) => x.name === p.name).length === 1,
  );
  return { stay: people[0], leave: people[1] };
}

const token = () => useSession.getState().token ?? signInAs();
const depart = async (p: StaffRow) =>
  expect((await call(token(), 'POST', '/enterprise-server/admin/users/departure', { ids: [p.id] })).body.code).toBe(
    200,
  );

/** `leave` departs; the scope still names them afterwards, as a form opened before would. */
async function departedButNamed(leave: StaffRow, scope: () => { users: Array<{ lenovoId: string; name: string }> }) {
  const before = scope().users.map((u) => ({ ...u }));
  signInAs();
  await depart(leave);
  expect(scope().users.some((u) => u.lenovoId === leave.lenovoId)).toBe(false);
  scope().users = before;
}

/** The tag of a chosen person, found by its remove button. */
async function tagOf(name: string, root: HTMLElement = document.body) {
  return (await within(root).findByLabelText(`移除${name}`, {}, LONG)).closest('.ant-tag') as HTMLElement;
}

describe('AI assistant scopes after a departure', { timeout: 60000 }, () => {
  it('the assistant form shows the departed person 已离职; saving leaves them out with the notice, and the form shows what was saved', async () => {
    const { stay, leave } = twoPeople();
    Object.assign(assistant(), { visibleRange: 'part', departIds: [], users: [ref(stay), ref(leave)] });
    await departedButNamed(leave, assistant);
    renderApp('/home/intelligent/intelligent_create');
    const user = fastUser();
    const tag = await tagOf(leave.name);
    await waitFor(() => expect(tag.textContent).toContain(`${leave.name} 已离职`));
    await user.click(await findButton('保存'));
    await expectToasts([NOTICE(`${leave.name}（已离职）`), 'AI助理设置已保存']);
    expect(assistant().users).toEqual([ref(stay)]);
    await waitFor(() => expect(screen.queryByLabelText(`移除${leave.name}`)).toBeNull());
    expect(screen.getByLabelText(`移除${stay.name}`)).toBeInTheDocument();
  });

  it('the assistant: a person departed while the form was open does not stop the save', async () => {
    const { stay, leave } = twoPeople();
    Object.assign(assistant(), { visibleRange: 'part', departIds: [], users: [ref(stay), ref(leave)] });
    renderApp('/home/intelligent/intelligent_create');
    const user = fastUser();
    await tagOf(leave.name);
    await depart(leave);
    await user.click(await findButton('保存'));
    await expectToasts([NOTICE(`${leave.name}（已离职）`), 'AI助理设置已保存']);
    expect(assistant().users).toEqual([ref(stay)]);
  });

  it('a plugin card and its scope dialog show the departed person 已离职; saving leaves them out', async () => {
    const { stay, leave } = twoPeople();
    Object.assign(plugin('发起审批'), { users: [ref(stay), ref(leave)] });
    await departedButNamed(leave, () => plugin('发起审批'));
    renderApp(PLUGINS_PATH);
    const user = fastUser();
    const list = await screen.findByRole('list', { name: '插件列表' }, LONG);
    const card = within(list).getByRole('listitem', { name: '发起审批' });
    await waitFor(() => expect(card).toHaveTextContent(`使用范围：财务部、${stay.name}、${leave.name} 已离职`));

    await user.click(within(card).getByRole('button', { name: '设置使用范围发起审批' }));
    const dialog = await findDialog('设置使用范围：发起审批');
    const tag = await tagOf(leave.name, dialog);
    await waitFor(() => expect(tag.textContent).toContain(`${leave.name} 已离职`));
    await user.click(await findButton('保存', dialog));
    await expectToasts([NOTICE(`${leave.name}（已离职）`), '使用范围已保存']);
    expect(plugin('发起审批')).toMatchObject({ departIds: [financeId()], users: [ref(stay)] });
    await waitFor(() => expect(card).toHaveTextContent(`使用范围：财务部、${stay.name}设置`));
  });

  it('a plugin whose only user departed is switched off and for nobody', async () => {
    const { leave } = twoPeople();
    Object.assign(plugin('公告检索'), { enabled: true, visibleRange: 'part', departIds: [], users: [ref(leave)] });
    signInAs();
    await depart(leave);
    renderApp(PLUGINS_PATH);
    const list = await screen.findByRole('list', { name: '插件列表' }, LONG);
    const card = within(list).getByRole('listitem', { name: '公告检索' });
    expect(card).toHaveTextContent('未启用');
    expect(card).toHaveTextContent('使用范围：无设置');
    expect(card).not.toHaveTextContent(leave.name);
  });

  it('BI: a rule naming a departed person shows them 已离职, and the page still saves, with the notice', async () => {
    const { stay, leave } = twoPeople();
    Object.assign(rule('approval'), { users: [ref(stay), ref(leave)] });
    await departedButNamed(leave, () => rule('approval'));
    renderApp(BI_CONFIG_PATH);
    const user = fastUser();
    const card = await screen.findByRole('group', { name: '审批数据' }, LONG);
    const tag = await tagOf(leave.name, card);
    await waitFor(() => expect(tag.textContent).toContain(`${leave.name} 已离职`));
    await user.click(await findButton('保存'));
    await expectToasts([NOTICE(`${leave.name}（已离职）`), 'BI配置已保存']);
    expect(rule('approval')).toMatchObject({ enabled: true, departIds: [financeId()], users: [ref(stay)] });
    await waitFor(() => expect(within(card).queryByLabelText(`移除${leave.name}`)).toBeNull());
  });

  it('BI: a department deleted while the page was open is left out of the save, with the notice', async () => {
    const root = departmentsOf(E).find((d) => d.parentDepartId === '0')!;
    signInAs();
    const made = await call(token(), 'POST', '/enterprise-server/depart/insert', {
      departName: '预算组',
      parentDepartId: financeId(),
      enterpriseNumber: E,
      departIdList: [root.id, financeId()],
      usedIds: [],
    });
    expect(made.body.code).toBe(200);
    const budget = departments().find((d) => d.enterpriseNumber === E && d.departName === '预算组')!;
    Object.assign(rule('leave'), {
      enabled: true,
      visibleRange: 'part',
      departIds: [budget.id, financeId()],
      users: [],
    });
    renderApp(BI_CONFIG_PATH);
    const user = fastUser();
    await screen.findByRole('group', { name: '请假数据' }, LONG);
    // meanwhile someone else takes it out of the rule and deletes it
    rule('leave').departIds = [financeId()];
    expect(
      (await call(token(), 'PUT', '/enterprise-server/depart/del', { departId: budget.id, del: true })).body.code,
    ).toBe(200);
    await user.click(await findButton('保存'));
    await expectToasts([NOTICE('预算组（已删除）'), 'BI配置已保存']);
    expect(rule('leave').departIds).toEqual([financeId()]);
    expect(toastTexts().some((t) => t.includes('部门不存在'))).toBe(false);
  });
});

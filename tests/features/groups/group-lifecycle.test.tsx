import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { send } from '../../sandbox/send';
import { E_MAIN, plain } from '../../sandbox/lifecycle-fixtures';
import { findButton, findDialog, LONG } from '../support/dom';
import { expectToasts } from '../../toasts';
import { groups, type GroupRow } from '@/sandbox/org-tables';
import { useSession } from '@/stores/session';

// The group chat form and a person who leaves (docs/product.md Part D §2, §3): a form opened before
// the departure still saves, without them and saying so, and the owner is never changed behind the
// user's back.
const NOTICE = (name: string) => `已自动移除已离职或已删除的成员：${name}（已离职）`;
const depart = async (id: string) =>
  expect(
    (
      await send(
        '/enterprise-server/admin/users/departure',
        { ids: [id] },
        { token: useSession.getState().token ?? '' },
      )
    ).code,
  ).toBe(200);

function people(n: number) {
  const out: Array<ReturnType<typeof plain>> = [];
  while (out.length < n) out.push(plain(out));
  return out;
}

function groupOf(name: string, members: Array<{ id: string }>): GroupRow {
  const g: GroupRow = {
    groupId: `g-${name}`,
    enterpriseNumber: E_MAIN,
    groupName: name,
    property: 'inner',
    nature: 'private',
    ownerId: members[0].id,
    memberIds: members.map((p) => p.id),
    createTime: '2026-01-01 10:00:00',
  };
  groups().unshift(g);
  return g;
}

async function openEdit(g: GroupRow) {
  const rendered = renderApp('/home/group_management');
  await rendered.user.click(await findButton(`编辑${g.groupName}`, document.body, LONG.timeout));
  const dialog = await findDialog('编辑群聊');
  return { ...rendered, dialog };
}

const ownerShown = (dialog: HTMLElement) =>
  (within(dialog).getByRole('combobox', { name: '群主' }).closest('.ant-select') as HTMLElement).textContent;

describe('the group chat form and departures', { timeout: 60000 }, () => {
  it('opened before the owner left: a rename saves without them, says so, and keeps the owner who took over', async () => {
    const [a, b, c] = people(3);
    const g = groupOf('项目三人组', [a, b, c]);
    const { user, dialog } = await openEdit(g);
    await within(dialog).findByLabelText(`移除${a.name}`, {}, LONG);
    await depart(a.id);
    const name = within(dialog).getByLabelText('群名称');
    await user.clear(name);
    await user.type(name, '项目两人组');
    await user.click(await findButton('保存', dialog));
    await expectToasts([NOTICE(a.name), '群聊已保存']);
    expect(g).toMatchObject({ groupName: '项目两人组', ownerId: b.id, memberIds: [b.id, c.id] });
  });

  it('removing the owner from the members empties 群主 and asks for one; the owner chosen is saved', async () => {
    const [a, b, c, d] = people(4);
    const g = groupOf('项目四人组', [a, b, c, d]);
    const { user, dialog } = await openEdit(g);
    await within(dialog).findByLabelText(`移除${a.name}`, {}, LONG);
    await waitFor(() => expect(ownerShown(dialog)).toContain(a.name));
    await user.click(within(dialog).getByLabelText(`移除${a.name}`));
    await waitFor(() => expect(ownerShown(dialog)).not.toContain(a.name));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('请选择群主')).toBeInTheDocument();
    expect(g.ownerId).toBe(a.id);
    await user.click(within(dialog).getByRole('combobox', { name: '群主' }));
    await user.click(await screen.findByText(c.name, { selector: '.ant-select-item-option-content' }));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('群聊已保存')).toBeInTheDocument();
    expect(g).toMatchObject({ ownerId: c.id, memberIds: [b.id, c.id, d.id] });
  });
});

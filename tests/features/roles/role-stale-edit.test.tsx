import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { ADMIN, SCOPED_ADMIN } from '../../sign-in';
import { call } from '../../sandbox/call';
import { scopedToken } from '../../sandbox/scope-fixtures';
import { findButton, findDialog } from '../support/dom';
import { recordRequests } from '../support/requests';
import { fastUser, fill, SLOW } from '../fill';
import { menuCatalogue } from '@/sandbox/core-tables';
import { openSession } from '@/sandbox/handlers/login';
import { roleRows } from '@/sandbox/seed/modules/roles';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { STALE_TITLE } from '@/lib/stale-edit/stale-edit';

// 编辑角色 while another administrator saves the same role. In the seed only the enterprise
// administrator edits roles, so 张伟 first makes 欧阳敏 one who may: the 角色管理 page in her menu and a
// role granting administrator:edit (through the sandbox, as his console would).
const ROLE = '财务审批员';
const role = () => roleRows().find((r) => r.roleName === ROLE)!;
let hers = '';

async function letHerEditRoles() {
  hers = scopedToken(true);
  const his = openSession(ADMIN, MAIN_ENTERPRISE);
  const menu = menuCatalogue().find((m) => m.url === 'administrator')!;
  const created = await call(his, 'POST', '/user-server/api/role/insert', {
    ...{ roleName: '角色维护员', description: '', memberType: 'member', appIds: [] },
    ...{ menuIds: [menu.id], permissions: ['administrator:view', 'administrator:edit'] },
  });
  expect(created.body.code).toBe(200);
  const roleId = (created.body.data as { id: string }).id;
  const added = await call(his, 'POST', '/user-server/api/role/member/addMember', {
    ...{ roleId, lenovoIds: [SCOPED_ADMIN] },
  });
  expect(added.body.code).toBe(200);
}

async function openEdit() {
  await letHerEditRoles();
  renderApp('/home/administrator');
  const user = fastUser();
  await user.click(await screen.findByText(ROLE, { selector: '[role="option"] *' }, SLOW));
  await user.click(await screen.findByRole('button', { name: '编辑角色' }, SLOW));
  const dialog = await findDialog('编辑角色');
  await waitFor(() => expect(within(dialog).getByLabelText('角色说明')).toHaveValue(role().description));
  return { user, dialog };
}

/** 欧阳敏 rewrites the role's 说明 from her console. */
async function herEdit(description: string) {
  const { id, roleName, memberType, menuIds, permissions, appIds } = role();
  const res = await call(hers, 'POST', '/user-server/api/role/insert', {
    ...{ id, roleName, memberType, menuIds, permissions, appIds, description },
  });
  expect(res.body.code).toBe(200);
}

describe('编辑角色 of a role another administrator changed meanwhile', { timeout: 60000 }, () => {
  it('names her; 重新加载 shows her 说明 and writes nothing', async () => {
    const { user, dialog } = await openEdit();
    await herEdit('她改过的说明');
    const requests = recordRequests();
    await fill(user, within(dialog).getByLabelText('角色说明'), '张伟的说明');
    await user.click(await findButton('保存', dialog));
    const prompt = await findDialog(STALE_TITLE, 8000);
    expect(prompt).toHaveTextContent(
      new RegExp(`“${ROLE}”在您打开后已被欧阳敏于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?修改`),
    );
    await user.click(await findButton('重新加载', prompt));
    await waitFor(() => expect(within(dialog).getByLabelText('角色说明')).toHaveValue('她改过的说明'));
    expect(requests.count('/api/role/insert')).toBe(0);
    expect(role().description).toBe('她改过的说明');
  });

  it("仍然保存 writes 张伟's values over hers; unchanged, the next edit saves with no prompt", async () => {
    const { user, dialog } = await openEdit();
    await herEdit('她改过的说明');
    await fill(user, within(dialog).getByLabelText('角色说明'), '张伟的说明');
    await user.click(await findButton('保存', dialog));
    await user.click(await findButton('仍然保存', await findDialog(STALE_TITLE, 8000)));
    expect(await screen.findByText('角色已保存', {}, SLOW)).toBeInTheDocument();
    expect(role().description).toBe('张伟的说明');

    // opened again (the dialog stays mounted between openings), once the page shows the role as saved:
    // what it opens with now is compared
    await screen.findByText(
      '张伟的说明',
      { selector: '.ant-descriptions-item-content, .ant-descriptions-item-content *' },
      SLOW,
    );
    await user.click(await screen.findByRole('button', { name: '编辑角色' }, SLOW));
    const again = await findDialog('编辑角色');
    await waitFor(() => expect(within(again).getByLabelText('角色说明')).toHaveValue('张伟的说明'));
    await fill(user, within(again).getByLabelText('角色说明'), '再改一次');
    await user.click(await findButton('保存', again));
    await waitFor(() => expect(role().description).toBe('再改一次'), SLOW);
    expect(screen.queryByRole('dialog', { name: STALE_TITLE })).toBeNull();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../../render-app';
import { send } from '../../sandbox/send';
import { person, plain } from '../../sandbox/lifecycle-fixtures';
import { findRow, LONG } from '../support/dom';
import { changeRows } from '@/sandbox/changelog';

// The change log is history (docs/product.md Part D §1): names as saved, and beside them the
// person's state today; an entry's people are named by their ids, with 已离职 / 已删除.
const E = '/enterprise-server';

describe('change log and people who left', { timeout: 60000 }, () => {
  it('an entry made by an administrator who left since shows 已离职 beside the operator', async () => {
    const wang = person('王芳');
    changeRows().unshift({
      id: 'log-x',
      enterpriseNumber: wang.enterpriseNumber,
      creatDate: '2026-11-30 09:00:00',
      operationTypeId: 'f06',
      operationType: '群聊管理',
      name: '王芳',
      lenovoId: RESTRICTED_ADMIN,
      keyword: '解散群聊 旧项目群',
    });
    expect((await send(`${E}/admin/users/departure`, { ids: [wang.id] })).code).toBe(200);
    renderApp('/home/log_management');
    const row = await findRow('解散群聊 旧项目群', LONG.timeout);
    await waitFor(() =>
      expect(
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ).toContain('王芳 已离职'),
    );
  });

  it("a departure's entry, expanded, names the person who left and the one deleted since by name and state", async () => {
    const [left, deleted] = [plain(), plain([plain()])];
    expect((await send(`${E}/admin/users/departure`, { ids: [left.id] })).code).toBe(200);
    expect((await send(`${E}/admin/users/delete`, { ids: [deleted.id] })).code).toBe(200);
    const { user } = renderApp('/home/log_management');
    const row = await findRow(`${left.name}离职`, LONG.timeout);
    await user.click(within(row).getByRole('button', { name: /展开/ }));
    const people = await screen.findByLabelText('涉及人员');
    await waitFor(() => expect(people.textContent).toBe(`涉及人员：${left.name} 已离职`));
    const gone = await findRow(`删除员工 ${deleted.name}`);
    await user.click(within(gone).getByRole('button', { name: /展开/ }));
    await waitFor(() =>
      expect(screen.getAllByLabelText('涉及人员').map((n) => n.textContent)).toContain(
        `涉及人员：${deleted.name} 已删除`,
      ),
    );
  });
});

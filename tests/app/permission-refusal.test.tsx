import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, RESTRICTED_ADMIN } from '../render-app';
import { expectToasts } from '../toasts';
import { fastUser, fill, SLOW } from '../features/fill';
import { memberships, menuCatalogue } from '@/sandbox/core-tables';
import { staffOf } from '@/sandbox/org-tables';
import { FORBIDDEN_MESSAGE } from '@/sandbox/permissions';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// 王芳's menu lacks 管理员权限, so the console never opens that page for her. The page she had is taken
// away while it is open (another administrator edits her privileges): her next save is refused by
// the server, and the console shows the server's message.
const menuIdOf = (url: string) => menuCatalogue().find((m) => m.url === url)!.id;
const hers = () =>
  memberships().find((m) => m.lenovoId === RESTRICTED_ADMIN && m.enterpriseNumber === MAIN_ENTERPRISE)!;

describe('a call refused for lack of the menu page', () => {
  it('toasts the server message and changes nothing, the dialog keeps the choice', async () => {
    const granted = menuIdOf('administratorbefore');
    (hers().menuIds as string[]).push(granted);
    const target = staffOf(MAIN_ENTERPRISE).find((s) => s.status === '' && s.lenovoId === '20000030')!;
    renderApp('/home/administratorbefore', { as: RESTRICTED_ADMIN });
    const user = fastUser();
    await user.click(await screen.findByText('添加管理员', {}, SLOW));
    const dialog = await screen.findByRole('dialog');
    await fill(user, within(dialog).getByRole('combobox'), target.name);
    await user.click(await screen.findByText(`${target.name}（${target.telephone}）`, {}, SLOW));
    await user.click(within(dialog).getByLabelText('公告管理'));

    hers().menuIds = (hers().menuIds as string[]).filter((id) => id !== granted);
    await user.click(within(dialog).getByText('保存'));
    await expectToasts([FORBIDDEN_MESSAGE]);
    expect(memberships().find((m) => m.lenovoId === target.lenovoId)?.admin).not.toBe(true);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /保\s*存/ })).toBeEnabled());
    expect(within(dialog).getByLabelText('公告管理')).toBeChecked();
  }, 45000);
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { herCover, scopedToken } from '../../sandbox/scope-fixtures';
import { groups, staff } from '@/sandbox/org-tables';

// 群聊管理 as 欧阳敏 (销售部, 市场部; given every menu, her own lacks this page): chats holding people
// outside her 管理范围 say how many, keep them on a save, and offer no 解散 the server would refuse.
const chat = (name: string) => groups().find((g) => g.groupName === name)!;
const hiddenOf = (name: string) => chat(name).memberIds.filter((id) => !herCover().staffIds.has(id));

async function open() {
  scopedToken(true);
  renderApp('/home/group_management', { as: SCOPED_ADMIN });
  return userEvent.setup({ pointerEventsCheck: 0 });
}

describe('group chats of a scoped administrator', { timeout: 60000 }, () => {
  it('a chat with hidden members says how many, and neither 解散 nor 批量解散 is offered for it', async () => {
    const user = await open();
    const hidden = hiddenOf('研发技术交流').length;
    const row = await findRow('研发技术交流', 8000);
    expect(row).toHaveTextContent(`${chat('研发技术交流').memberIds.length - hidden}（另有${hidden}人在管理范围外）`);
    const dissolve = within(row).getByRole('button', { name: '解散研发技术交流' });
    expect(dissolve).toBeDisabled();
    expect(dissolve).toHaveAccessibleDescription('该群聊包含您管理范围外的人员，无法解散');
    // a chat wholly hers can still be dissolved, alone or in a batch
    const own = await findRow('销售周报');
    expect(within(own).getByRole('button', { name: '解散销售周报' })).toBeEnabled();
    await user.click(within(own).getByLabelText('选择：销售周报'));
    expect(screen.getByRole('button', { name: '批量解散' })).toBeEnabled();
    await user.click(within(row).getByLabelText('选择：研发技术交流'));
    const batch = screen.getByRole('button', { name: '批量解散' });
    expect(batch).toBeDisabled();
    expect(batch).toHaveAccessibleDescription('该群聊包含您管理范围外的人员，无法解散');
  });

  it('编辑 says the hidden members are kept, counts them towards the minimum, and 保存 keeps them', async () => {
    const user = await open();
    const name = '华东客户对接群';
    const was = [...chat(name).memberIds];
    const hidden = hiddenOf(name);
    const hers = was.filter((id) => !hidden.includes(id) && id !== chat(name).ownerId);
    // with one of hers removed, fewer than 3 are shown: only the hidden ones make the minimum
    expect(was.length - hidden.length - 1).toBeLessThan(3);
    expect(hers.length).toBeGreaterThan(0);
    const removed = staff().find((p) => p.id === hers[0])!.name;
    await user.click(await findButton(`编辑${name}`, document.body, 8000));
    const dialog = await findDialog('编辑群聊', 8000);
    expect(await within(dialog).findByRole('note', {}, LONG)).toHaveTextContent(
      `另有 ${hidden.length} 人不在您的管理范围内，保存时保持不变`,
    );
    await user.click(await within(dialog).findByLabelText(`移除${removed}`, {}, LONG));
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('群聊已保存', {}, LONG)).toBeInTheDocument();
    expect([...chat(name).memberIds].sort()).toEqual(was.filter((id) => id !== hers[0]).sort());
  });
});

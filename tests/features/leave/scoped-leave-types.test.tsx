import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser, fill } from '../fill';
import { herCover, scopedToken } from '../../sandbox/scope-fixtures';
import { balances, leaveTypes } from '@/sandbox/leave-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

// 请假管理 → 假期类型 as 欧阳敏 (销售部, 市场部; given every menu, her own lacks this page): a type
// people outside her 管理范围 hold balances of is not hers to delete (the server refuses it, their
// balances would go with it); a type only hers is.
const typeNamed = (name: string) => leaveTypes().find((t) => t.enterpriseNumber === MAIN_ENTERPRISE && t.name === name);
const heldOutside = (id: string) => balances().some((b) => b.holidayId === id && herCover().outside.has(b.lenovoId));

describe('leave types of a scoped administrator', { timeout: 60000 }, () => {
  it('删除 is not offered for a type held outside her scope, says why, and is for a new one', async () => {
    const held = leaveTypes().find((t) => t.enterpriseNumber === MAIN_ENTERPRISE && heldOutside(t.id))!;
    scopedToken(true);
    renderApp('/home/leave_management', { as: SCOPED_ADMIN });
    const user = fastUser();
    await user.click(await screen.findByRole('tab', { name: '假期类型' }, LONG));
    const row = await findRow(held.name, LONG.timeout);
    const remove = within(row).getByRole('button', { name: `删除${held.name}` });
    expect(remove).toBeDisabled();
    expect(remove).toHaveAccessibleDescription('有您管理范围外的人员持有该假期的余额，无法删除');

    await user.click(await findButton('新增假期类型'));
    const dialog = await findDialog('新增假期类型');
    await fill(user, within(dialog).getByLabelText('假期名称'), '调休假');
    await user.click(await findButton('保存', dialog));
    const added = await findRow('调休假', LONG.timeout);
    await user.click(within(added).getByRole('button', { name: '删除调休假' }));
    await user.click(await findButton('确定', await findDialog('删除假期类型“调休假”')));
    expect(await screen.findByText('已删除假期类型 调休假', {}, LONG)).toBeInTheDocument();
    expect(typeNamed('调休假')).toBeUndefined();
    expect(typeNamed(held.name)).toBeDefined();
  });
});

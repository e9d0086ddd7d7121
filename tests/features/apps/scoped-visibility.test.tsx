import { screen, within } from '@testing-library/react';
import { renderApp } from '../../render-app';
import { SCOPED_ADMIN } from '../../sign-in';
import { findButton, findDialog, findRow, LONG } from '../support/dom';
import { fastUser } from '../fill';
import { herCover, scopedToken } from '../../sandbox/scope-fixtures';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { appsOf } from '@/sandbox/seed/modules/apps';

// 应用管理 as 欧阳敏 (销售部, 市场部; given every menu, her own lacks this page): 薪资条 is visible only
// to departments and people outside her 管理范围. She is told how many, not who, and a save keeps them.
const salary = () => appsOf(MAIN_ENTERPRISE).find((a) => a.name === '薪资条')!;

describe('application visibility of a scoped administrator', { timeout: 60000 }, () => {
  it('薪资条 counts what lies outside, and 设置可见范围 says it is kept and saves with her part empty', async () => {
    const was = structuredClone(salary());
    const departs = was.visibleDepartIds.filter((id) => herCover().outside.has(id)).length;
    const users = was.visibleUsers.filter((u) => herCover().outside.has(u.lenovoId)).length;
    expect(departs + users).toBe(was.visibleDepartIds.length + was.visibleUsers.length);
    scopedToken(true);
    renderApp('/home/workbench_appManagement', { as: SCOPED_ADMIN });
    const user = fastUser();
    await findRow('考勤打卡', LONG.timeout);
    await user.click(screen.getByRole('tab', { name: '订阅应用' }));
    const row = await findRow('薪资条', LONG.timeout);
    expect(row).toHaveTextContent(`另有${departs + users}项在管理范围外`);
    expect(row).not.toHaveTextContent('无人可见');

    await user.click(within(row).getByRole('button', { name: '设置可见范围薪资条' }));
    const dialog = await findDialog('设置可见范围：薪资条');
    const notes = within(dialog).getAllByRole('note');
    expect(notes.map((n) => n.textContent)).toEqual([
      `另有 ${departs} 个部门不在您的管理范围内，保存时保持不变`,
      `另有 ${users} 人不在您的管理范围内，保存时保持不变`,
    ]);
    await user.click(await findButton('保存', dialog));
    expect(await screen.findByText('可见范围已保存', {}, LONG)).toBeInTheDocument();
    expect(salary()).toMatchObject({
      visibleRange: 3,
      visibleDepartIds: was.visibleDepartIds,
      visibleUsers: was.visibleUsers,
    });
  });
});

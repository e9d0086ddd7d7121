import { expect, test, type Page } from '@playwright/test';
import { pickDepartment, pickMember } from './helpers';

// The story no-raw-ids.spec.ts reads the pages after, told through the console's own pages: what the
// leaver is made to hold, his departure without a hand-over, and his department's deletion.

export const LEAVER = { name: '杨晨杰', phone: '15410437942', group: '职能考勤组', chat: '新人入职答疑' };
export const DEPARTMENT = '行政部';
const MOVED_TO = '总经办';
export const ROOM = '华山室';
const PRINTER = 'LP2026000002';
export const APP = '发票助手';
export const APPROVAL = '请假';
export const ROLE = '财务审批员';

/** Saves a dialog and waits for its success message. */
async function save(page: Page, dialog: ReturnType<Page['getByRole']>, success: string) {
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(dialog).toBeHidden();
}

export async function arrange(page: Page) {
  await test.step('arrange: a booker of a room, a user of a printer, a viewer of an application', async () => {
    await page.goto('/#/home/conference_room');
    await page.getByRole('button', { name: `编辑${ROOM}` }).click();
    const room = page.getByRole('dialog', { name: '编辑会议室' });
    await room.getByText('指定部门和人员').click();
    await room.getByRole('button', { name: '选择人员' }).click();
    await pickMember(page, '选择可预订人员', LEAVER);
    await save(page, room, '会议室已保存');

    await page.goto('/#/home/workbench_deviceManagement');
    await page.getByRole('row').filter({ hasText: PRINTER }).getByRole('button', { name: '使用权限' }).click();
    const printer = page.getByRole('dialog', { name: `使用权限 · ${PRINTER}` });
    await printer.getByText('指定部门和人员').click();
    await printer.getByRole('button', { name: '选择人员' }).click();
    await pickMember(page, '选择可使用人员', LEAVER);
    await save(page, printer, '使用权限已保存');

    await page.goto('/#/home/workbench_appManagement');
    await page.getByRole('tab', { name: '第三方应用' }).click();
    await page.getByRole('button', { name: `设置可见范围${APP}` }).click();
    const app = page.getByRole('dialog', { name: `设置可见范围：${APP}` });
    await app.getByLabel('指定部门和人员').check();
    await app.getByRole('button', { name: '选择人员' }).click();
    await pickMember(page, '添加可见人员', LEAVER);
    await save(page, app, '可见范围已保存');
  });

  await test.step('arrange: an administrator of an approval (a new version names him), a member of a role', async () => {
    await page.goto('/#/home/examine_management');
    await page.getByRole('button', { name: `编辑：${APPROVAL}` }).click();
    await page.waitForURL(/#\/home\/examine_management\/designer/);
    await page.getByRole('button', { name: '添加审批管理员' }).click();
    await pickMember(page, '选择审批管理员', LEAVER);
    await page.getByRole('button', { name: '保存', exact: true }).first().click();
    await expect(page.getByText('保存成功')).toBeVisible();
    await page.waitForURL(/#\/home\/examine_management$/);

    await page.goto('/#/home/administrator');
    await page.getByRole('listbox', { name: '角色列表' }).getByRole('option').filter({ hasText: ROLE }).click();
    await page.getByRole('button', { name: '添加成员' }).click();
    await pickMember(page, '添加角色成员', LEAVER);
    await expect(page.getByRole('row').filter({ hasText: LEAVER.name })).toBeVisible();
  });
}

/** Departs the leaver from his row on 组织架构 without a hand-over; answers his ids (from the wizard's address). */
export async function departWithoutHandover(page: Page) {
  return test.step('he leaves without a hand-over', async () => {
    await page.goto('/#/home/organization');
    await page.getByLabel('搜索员工').fill(LEAVER.phone);
    await page
      .getByRole('row')
      .filter({ hasText: LEAVER.phone })
      .getByRole('button', { name: `离职${LEAVER.name}` })
      .click();
    await page.waitForURL(/#\/home\/organization\/leave_person\?id=/);
    const query = new URLSearchParams(page.url().split('?')[1]);
    await page.getByRole('button', { name: '下一步' }).click();
    const held = page.getByRole('table', { name: '待交接事项' }).getByRole('row').filter({ hasText: LEAVER.name });
    for (const kind of ['审批管理员', '会议室预订范围', '打印机使用权限', '应用可见范围', '角色', '群聊成员', '考勤组'])
      await expect(held).toContainText(kind);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('list', { name: '离职后失效' })).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click(); // no receiver for anything
    await expect(page.getByRole('list', { name: '离职与交接' })).not.toContainText('交接给');
    await page.getByRole('button', { name: '确认离职' }).click();
    await expect(page.getByText('已办理离职')).toBeVisible();
    await page.waitForURL(/#\/home\/organization\/leave_tables/);
    return { userId: query.get('id')!, lenovoId: query.get('lenovoId')! };
  });
}

/** Moves 行政部's members to 总经办 and deletes it; answers its id (from the deletion's call). */
export async function deleteDepartment(page: Page) {
  return test.step(`${DEPARTMENT}: its members move, then it is deleted`, async () => {
    await page.goto('/#/home/organization');
    await page.getByLabel('搜索员工').fill('');
    await page.getByLabel('搜索部门').fill(DEPARTMENT);
    await page.getByRole('listitem').filter({ hasText: DEPARTMENT }).click();
    await expect(page.getByRole('heading', { level: 5, name: DEPARTMENT, exact: true })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: LEAVER.name })).toHaveCount(0); // 在职 only
    await page.getByRole('checkbox', { name: '全选当页' }).check();
    await page.getByRole('button', { name: /^批量操作/ }).click();
    await page.getByRole('menuitem', { name: '调整部门' }).click();
    const move = page.getByRole('dialog', { name: /^调整部门（\d+人）$/ });
    // a click on the option can land while the dialog still opens (CI once left it unchosen): retried
    await pickDepartment(page, move, move.getByLabel('目标部门'), MOVED_TO);
    await expect(move.getByTitle(MOVED_TO)).toBeVisible();
    await move.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('部门已调整')).toBeVisible();
    await expect(page.getByText('暂无员工')).toBeVisible();

    await page.getByLabel(`${DEPARTMENT}操作`).click();
    await page.getByRole('menuitem', { name: '删除部门' }).click();
    const deletion = page.waitForRequest((r) => r.url().endsWith('/depart/del'));
    await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
    const departId = ((await deletion).postDataJSON() as { departId: string }).departId;
    await expect(page.getByText('部门已删除')).toBeVisible();
    return departId;
  });
}

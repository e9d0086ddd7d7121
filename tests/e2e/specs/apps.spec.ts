import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, nextFrames, pickDepartment } from './helpers';

// The application walk: move an application into another group by pointer drag and save it;
// make an application visible to one department only. Both still there after a reload.

const APP = '发票助手'; // 第三方应用, seeded in 财务管理, visible to everyone
const DEPARTMENT = '财务部';

async function openManagement(page: Page) {
  await page.goto('/#/home/workbench_appManagement');
  await expect(page.getByRole('row').filter({ hasText: '考勤打卡' })).toBeVisible();
}

/** Names in one group of the editor, top to bottom. */
const groupNames = (page: Page, group: string) =>
  page
    .getByRole('region', { name: `分组：${group}` })
    .getByRole('button', { name: /^拖动：/ })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')!.replace('拖动：', '')));

test('drag an application into another group and save; still there after a reload', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await openManagement(page);

  await page.getByRole('button', { name: '应用分组' }).click();
  const drawer = page.getByRole('dialog', { name: '应用分组' });
  await expect(drawer.getByLabel('分组名称1')).toBeVisible();
  expect(await groupNames(page, '财务管理')).toContain(APP);

  // onto the first application of the next group, both on screen (the drawer scrolls)
  const target = drawer.locator('[data-app-tile]').filter({ hasText: '企业云盘' });
  await target.scrollIntoViewIfNeeded();
  const from = (await drawer.getByRole('button', { name: `拖动：${APP}` }).boundingBox())!;
  const to = (await target.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 15 });
  await nextFrames(page);
  await page.mouse.up();
  await expect.poll(() => groupNames(page, '业务与知识')).toEqual([APP, '企业云盘', 'AI助理', '客户管理CRM', '知识库']);
  expect(await groupNames(page, '财务管理')).not.toContain(APP);

  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('应用分组已保存')).toBeVisible();
  await expect(drawer).toBeHidden();

  await page.reload();
  await openManagement(page);
  await page.getByRole('tab', { name: '第三方应用' }).click();
  await expect(page.getByRole('row').filter({ hasText: APP })).toContainText('业务与知识');
  await page.getByRole('button', { name: '应用分组' }).click();
  await expect(page.getByRole('dialog', { name: '应用分组' }).getByLabel('分组名称1')).toBeVisible();
  expect(await groupNames(page, '业务与知识')).toEqual([APP, '企业云盘', 'AI助理', '客户管理CRM', '知识库']);
});

test('make an application visible to one department only; the scope page shows it after a reload', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await openManagement(page);
  await page.getByRole('tab', { name: '第三方应用' }).click();
  const row = page.getByRole('row').filter({ hasText: APP });
  await expect(row).toContainText('全员可见');

  await row.getByRole('button', { name: `设置可见范围${APP}` }).click();
  const dialog = page.getByRole('dialog', { name: `设置可见范围：${APP}` });
  await dialog.getByLabel('指定部门和人员').check();
  await pickDepartment(page, dialog, dialog.getByLabel('可见部门'), DEPARTMENT);
  await dialog.getByText(`设置可见范围：${APP}`).click(); // closes the picker's list (it stays open for more choices)
  await expect(page.getByRole('tree')).toBeHidden();
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('可见范围已保存')).toBeVisible();
  await expect(row).toContainText(DEPARTMENT);

  await page.reload();
  await openManagement(page);
  await page.getByRole('tab', { name: '第三方应用' }).click();
  await expect(row).toContainText(DEPARTMENT);
  await row.getByRole('button', { name: `查看范围：${APP}` }).click();
  await page.waitForURL(/#\/home\/scopeofApplicationDetails\?id=/);
  const departs = page.getByRole('table', { name: '可见部门' });
  await expect(departs.getByRole('row').filter({ hasText: DEPARTMENT })).toBeVisible();
  await expect(page.getByRole('table', { name: '指定人员' }).getByText('未指定人员')).toBeVisible();
  await expect(page.getByText(/^可见成员（\d+人）$/)).toBeVisible();
});

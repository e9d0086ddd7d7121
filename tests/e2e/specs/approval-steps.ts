import { expect, type Locator, type Page } from '@playwright/test';

// Steps shared by the approval designer specs (approval-cc, approval-versions, approval-walk).

/** Opens the CC node's settings, copies the finance role once approved and hides `field` from it;
 *  returns the still open drawer (the caller checks more and confirms). */
export async function ccFinanceHiding(page: Page, field: string): Promise<Locator> {
  await page.getByRole('button', { name: '设置：抄送人' }).click();
  const cc = page.getByRole('dialog').filter({ hasText: '抄送人设置' });
  await cc.getByLabel('角色', { exact: true }).check();
  await cc.getByLabel('财务').check();
  await cc.getByLabel('审批通过后').check();
  await cc.getByRole('tab', { name: '表单权限' }).click();
  await cc
    .getByRole('radiogroup', { name: `${field}的权限` })
    .getByLabel('隐藏')
    .check();
  return cc;
}

/** Closes a drawer by its close button (antd names it Close or 关闭) and waits until it is gone. */
export async function closeDrawer(drawer: Locator) {
  await drawer
    .getByRole('button', { name: 'Close' })
    .or(drawer.getByRole('button', { name: '关闭' }))
    .first()
    .click();
  await expect(drawer).toBeHidden();
}

/** In 版本记录, restores V1 after the confirmation and sees `newest` (e.g. "V4当前恢复自 V1") on top. */
export async function restoreFirstVersion(page: Page, versions: Locator, newest: string) {
  await versions.getByRole('button', { name: '恢复此版本：V1' }).click();
  await expect(page.getByText('确定恢复到版本 V1 吗？恢复后将保存为一个新版本。')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('已恢复到版本 V1')).toBeVisible();
  await expect(versions.getByRole('row').nth(1)).toContainText(newest);
}

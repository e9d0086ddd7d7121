import { expect, test, type Page } from '@playwright/test';
import { closeDrawer, restoreFirstVersion } from './approval-steps';
import { enterMainEnterprise, loginAs } from './helpers';

// The versions and groups walk: edit an approval twice in the designer, restore its first version
// and see the restored content; copy one; make a group and move an approval into it.

async function openList(page: Page) {
  await page.goto('/#/home/examine_management');
  await expect(page.getByRole('button', { name: '拖动排序：通用审批' })).toBeVisible();
}

/** Opens 报销 in the designer, sets its description and saves, back on the list. */
async function editDescription(page: Page, text: string) {
  await page.getByRole('button', { name: '编辑：报销' }).click();
  await page.waitForURL(/#\/home\/examine_management\/designer/);
  const description = page.getByLabel('审批说明');
  await expect(description).not.toHaveValue('');
  await description.fill(text);
  // the header's 保存 (the step bar offers 下一步 on the first step)
  await page.getByRole('button', { name: '保存', exact: true }).first().click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.waitForURL(/#\/home\/examine_management$/);
  await expect(page.getByRole('cell', { name: text })).toBeVisible();
}

test('edits an approval twice and restores its first version; copies one; moves one into a new group', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await openList(page);
  const original = (await page
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: '详情：报销' }) })
    .getByRole('cell')
    .nth(2)
    .textContent())!;
  expect(original.length).toBeGreaterThan(0);

  await editDescription(page, '第二版说明');
  await editDescription(page, '第三版说明');

  // 版本记录: three versions, the newest current; restore the first
  await page.getByRole('button', { name: '版本记录：报销' }).click();
  const versions = page.getByRole('dialog').filter({ hasText: '版本记录：报销' });
  await expect(versions.getByRole('row')).toHaveCount(4);
  await expect(versions.getByRole('row').nth(1)).toContainText('V3当前');
  await versions.getByRole('button', { name: '查看：V2' }).click();
  const view = page.getByRole('dialog').filter({ hasText: '版本 V2' });
  await expect(view.getByText('第二版说明')).toBeVisible();
  await expect(view.getByText('审批流程')).toBeVisible();
  await closeDrawer(view);
  await restoreFirstVersion(page, versions, 'V4当前恢复自 V1');
  await closeDrawer(versions);
  await expect(page.getByRole('cell', { name: original, exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: '第三版说明' })).toHaveCount(0);

  // Copy: a disabled 报销副本 at the end of its group
  await page.getByRole('button', { name: '复制：报销' }).click();
  await expect(page.getByText('已复制为「报销副本」，启用后成员可见')).toBeVisible();
  await expect(page.getByRole('switch', { name: '启用：报销副本' })).not.toBeChecked();

  // A group, and 请假 moved into it
  await page.getByRole('button', { name: '新建分组' }).click();
  const naming = page.getByRole('dialog').filter({ hasText: '新建分组' });
  await naming.getByLabel('分组名称').fill('人事');
  await naming.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('分组已创建')).toBeVisible();
  await page.getByRole('button', { name: '移动到：请假' }).click();
  const moving = page.getByRole('dialog').filter({ hasText: '移动「请假」到分组' });
  await moving.getByRole('combobox').click();
  await page.getByTitle('人事').click();
  await moving.getByRole('button', { name: /移\s*动/ }).click();
  await expect(page.getByText('已移动到分组「人事」')).toBeVisible();
  const hr = page.locator('.ant-collapse-item').filter({ has: page.locator('strong', { hasText: '人事' }) });
  await expect(hr.getByRole('button', { name: '拖动排序：请假' })).toBeVisible();

  // It all survives a reload
  await page.reload();
  await expect(hr.getByRole('button', { name: '拖动排序：请假' })).toBeVisible();
  await expect(page.getByRole('switch', { name: '启用：报销副本' })).not.toBeChecked();
});

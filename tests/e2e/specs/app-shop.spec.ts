import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The shop walk: find an application in the shop, open its detail and subscribe, see the new
// order in 应用订单, filter and export them as .xlsx, pay it, then the office-suite licences left.

test('find an app in the shop → subscribe from its detail → the order listed, filtered and exported → licences', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('search the shop and open the detail', async () => {
    await page.goto('/#/home/AppShop');
    await page.getByLabel('搜索应用').fill('OKR');
    const list = page.getByRole('list', { name: '应用列表' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await list.getByRole('listitem', { name: 'OKR目标管理' }).getByRole('button', { name: '查看详情' }).click();
    const drawer = page.getByRole('dialog', { name: 'OKR目标管理' });
    await expect(drawer.getByText('公司、部门与个人目标逐级对齐，周期复盘与进度追踪。')).toBeVisible();
    await drawer.getByText('专业版').click();
    await drawer.getByRole('button', { name: '立即订阅' }).click();
    await expect(page.getByText(/订单已创建：DD\d+，请尽快完成支付/)).toBeVisible();
    await expect(drawer.getByText('该应用有待支付的订单，请在应用订单中支付或取消')).toBeVisible();
    await drawer.getByRole('link', { name: '查看订单' }).click();
    await page.waitForURL(/#\/home\/workbench_orderListManagement$/);
  });

  await test.step('the order is listed first, found by its status, and exported', async () => {
    const first = page.locator('tbody tr.ant-table-row').first();
    await expect(first).toContainText('OKR目标管理');
    await expect(first).toContainText('专业版');
    await expect(first).toContainText('¥3,599.00');
    await expect(first).toContainText('待支付');
    await page.getByLabel('订单状态').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('待支付', { exact: true })
      .click();
    await expect(page.locator('tbody tr.ant-table-row').filter({ hasNotText: '待支付' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: 'OKR目标管理' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /^导\s?出$/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('应用订单.xlsx');
    const bytes = readFileSync((await download.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK'); // a real .xlsx (zip) file
  });

  await test.step('the pending order is paid after a confirmation', async () => {
    const row = page.getByRole('row').filter({ hasText: 'OKR目标管理' }).filter({ hasText: '待支付' }).first();
    await row.getByRole('button', { name: '支付' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确认支付' }).click();
    await expect(page.getByText('支付成功，已开通OKR目标管理')).toBeVisible();
    await page.getByLabel('订单状态').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('已支付', { exact: true })
      .click();
    await expect(
      page.getByRole('row').filter({ hasText: 'OKR目标管理' }).filter({ hasText: '专业版' }).first(),
    ).toContainText('已支付');
  });

  await test.step('the office-suite licences left', async () => {
    await page.getByRole('button', { name: '办公套件授权' }).click();
    await page.waitForURL(/#\/home\/workbench_orderListManagement\/licences$/);
    await expect(page.locator('.ant-statistic').filter({ hasText: '剩余授权' })).toContainText('18个');
    await expect(page.getByText(/共 \d+ 人/)).toBeVisible();
  });
});

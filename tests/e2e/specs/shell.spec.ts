import { expect, test } from '@playwright/test';
import { dismissTour, enterMainEnterprise, loginAs } from './helpers';

test('login walk: provider stand-in → enterprise list → home inside the layout; reload keeps the session', async ({
  page,
}) => {
  await loginAs(page);
  await expect(page.getByText('联创未来科技有限公司')).toBeVisible();
  await expect(page.getByText('星河智造（深圳）有限公司')).toBeVisible();
  await enterMainEnterprise(page);
  await expect(page.locator('header h1')).toHaveText('首页');
  await page.reload();
  await expect(page).toHaveURL(/#\/home\/enterprise_certification/);
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
});

test('menu entries open their routes; unknown paths show 404', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  const menu = page.getByRole('menu', { name: '主菜单' });
  await menu.getByText('组织架构', { exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/organization$/);
  await page.goto('/#/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
  await expect(page).toHaveURL(/#\/404$/);
});

test('a page outside the user menu shows the alert and goes to the first entry', async ({ page }) => {
  await loginAs(page, '王芳');
  await page.getByRole('button', { name: '进入联创未来科技有限公司' }).click();
  await page.waitForURL(/#\/home\/enterprise_certification/);
  await dismissTour(page);
  await page.goto('/#/home/log_management');
  await expect(page.getByText('暂无对应跳转的菜单权限，请联系管理员')).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page).toHaveURL(/#\/home\/enterprise_certification/);
});

test('a user with no enterprise is offered to create one, and can create it', async ({ page }) => {
  await loginAs(page, '李娜');
  await expect(page).toHaveURL(/#\/login\/l-res\?type=create&noPermission=1/);
  await expect(page.getByText('您还没有可管理的企业')).toBeVisible();
  await page.getByRole('button', { name: '创建企业' }).click();
  await page.getByLabel('姓名').fill('李娜');
  await page.getByRole('button', { name: '下一步' }).click();
  await page.getByLabel('企业名称').fill('云岭数字科技有限公司');
  await page.getByLabel('所属行业').click();
  await page.getByTitle('信息技术').click();
  await page.getByLabel('人员规模').click();
  await page.getByTitle('1-50人').click();
  await page.getByRole('button', { name: '创建企业' }).click();
  await page.waitForURL(/#\/home\/enterprise_certification/);
  await expect(page.getByRole('button', { name: '切换企业' })).toContainText('云岭数字科技有限公司');
});

test('logout goes to the provider logout page', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await page.waitForURL(/__passport\/logout/);
  await expect(page.getByText('您已安全退出')).toBeVisible();
});

test('an expired session sends the user to login once', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.evaluate(() => window.__sandbox?.expireSession());
  // Any call now answers COMMON_0001. The click makes one, unless a background refresh (the
  // permissions asked again on window focus) has already sent the user away, which is as right.
  await page
    .getByRole('button', { name: '切换企业' })
    .click({ timeout: 5000 })
    .catch(() => undefined);
  await page.waitForURL(/__passport\/login.*expired=1/);
  await expect(page.getByText('登录已过期，请重新登录')).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// platform-shell §8 and docs/architecture.md "Chunk recovery": offline, a page whose chunk has not
// been loaded yet must not send the browser to its own "no internet" page; the console shows 页面加载失败
// and loads the page once the connection is back.
test("offline: a page not yet loaded shows the console's error screen, and loads when back online", async ({
  page,
  context,
}) => {
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await loginAs(page);
  await enterMainEnterprise(page);
  const origin = new URL(page.url()).origin;

  await context.setOffline(true);
  await page.getByRole('menu', { name: '主菜单' }).getByText('变更日志', { exact: true }).click();
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await expect(page.getByText('请检查网络后重试。')).toBeVisible();
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible(); // the console is still there
  expect(new URL(page.url()).origin).toBe(origin); // not chrome-error://
  await page.getByRole('button', { name: '重新加载' }).click(); // still offline: stays on the console
  await expect(page.getByText('页面加载失败')).toBeVisible();
  expect(new URL(page.url()).origin).toBe(origin);

  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: '变更日志' })).toBeVisible();
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
  expect(pageErrors.filter((m) => /reading 'default'/.test(m))).toEqual([]);
});

test('the layout fills the window: no body margin, no page scrollbar on the home page frame', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  const margin = await page.evaluate(() => getComputedStyle(document.body).margin);
  expect(margin).toBe('0px');
  const icons = await page.getByRole('menu', { name: '主菜单' }).locator('img').count();
  expect(icons).toBe(0);
});

import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, toast } from './helpers';

// A host whose answers drifted from the contract (src/sandbox/drift.ts, turned on as a developer
// would, through window.__sandbox): the three pages whose main read drifted show the layer's toast and
// their error state, never a blank page or an uncaught error, and the developer finds the call and
// the field in the console; the pages whose answers did not drift work as usual.

const MISMATCH = '服务器返回的数据格式不正确';
/** the toast of a call the host lacks is any 404's: 请求地址出错 with the URL */
const NOT_FOUND = /^请求地址出错: /;

const openFromMenu = async (page: Page, name: string) => {
  await page.getByRole('menu', { name: '主菜单' }).getByRole('menuitem', { name, exact: true }).click();
  await expect(page.locator('header h1')).toHaveText(name);
};

test('a drifted host: the drifted pages show their error state, the others their content', async ({ page }) => {
  const pageErrors: string[] = [];
  const consoleErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(`${page.url()}: ${e.message}`));
  page.on('console', (m) => void (m.type() === 'error' && consoleErrors.push(m.text())));
  const told = (call: string, field: string) =>
    expect.poll(() => consoleErrors.find((t) => t.startsWith('[contract]') && t.includes(call))).toContain(field);

  // when each /directory/resolve was asked, and when the host first said it lacks it
  const resolveAsked: number[] = [];
  let resolveAnswered = Infinity;
  page.on('request', (r) => void (r.url().includes('/directory/resolve') && resolveAsked.push(Date.now())));
  page.on('response', (r) => {
    if (r.url().includes('/directory/resolve') && r.status() === 404)
      resolveAnswered = Math.min(resolveAnswered, Date.now());
  });

  await loginAs(page);
  await enterMainEnterprise(page);
  await page.evaluate(() => window.__sandbox!.driftHost(true));

  const drifted = [
    { menu: '管理员权限', call: '/admin/searchAdmin', field: 'data.0.name', error: '获取数据失败，请稍后重试' },
    { menu: '设备管理', call: '/deviceCategory/queryList', field: 'data.0.count', error: '获取设备分类失败' },
    { menu: '假期管理', call: '/vacation/summary', field: 'data:', error: '获取数据失败，请稍后重试' },
  ];
  for (const { menu, call, field, error } of drifted)
    await test.step(`${menu}: the toast, the page's error state, the developer's detail`, async () => {
      await openFromMenu(page, menu);
      await expect(toast(page, MISMATCH).first()).toBeVisible();
      await expect(page.getByText(error, { exact: true })).toBeVisible();
      if (error === '获取数据失败，请稍后重试') await expect(page.getByRole('button', { name: '重试' })).toBeVisible();
      // the category bar's error leaves the printers below it as they are
      if (menu === '设备管理') await expect(page.getByRole('row').filter({ hasText: 'LP2026000001' })).toBeVisible();
      await told(call, field);
      // the next page's toast is its own
      await expect(toast(page, MISMATCH)).toHaveCount(0);
    });

  await test.step('设置企业AI助理, whose call the host lacks: the notice, no 重试', async () => {
    await openFromMenu(page, '设置企业AI助理');
    await expect(page.locator('.ant-message').getByText(NOT_FOUND).first()).toBeVisible();
    await expect(page.getByText('此功能在当前服务器上不可用', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '重试' })).toHaveCount(0);
  });

  await test.step('组织架构, 公告管理, 审批管理: as usual', async () => {
    await openFromMenu(page, '组织架构');
    await expect(page.getByRole('tree').getByText('研发中心', { exact: true }).first()).toBeVisible();
    await openFromMenu(page, '公告管理');
    await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
    await openFromMenu(page, '审批管理');
    await expect(page.getByRole('button', { name: '拖动排序：通用审批' })).toBeVisible();
    await expect(page.getByText('获取数据失败，请稍后重试')).toHaveCount(0);
    await expect(toast(page, MISMATCH)).toHaveCount(0);
    // references resolve through the specified look-ups, silently: no notice, never an unknown name
    await expect(page.locator('.ant-message').getByText(NOT_FOUND)).toHaveCount(0);
    await expect(page.getByText(/^未知(人员|部门)$/)).toHaveCount(0);
  });

  expect(pageErrors).toEqual([]);
  // the host lacks /directory/resolve: once it has said so, the look-ups for the rest of the session
  // (only batches already on their way when the 404 came were asked)
  expect(resolveAnswered).toBeLessThan(Infinity);
  expect(resolveAsked.filter((t) => t > resolveAnswered)).toEqual([]);
  // the only answers that broke their schema were the three drifted ones
  const reported = consoleErrors.filter((t) => t.startsWith('[contract]'));
  expect(reported.filter((t) => !drifted.some((d) => t.includes(d.call)))).toEqual([]);
});

import { expect, test, type Page } from '@playwright/test';
import AES from 'crypto-js/aes.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import { loadEnv } from 'vite';
import { dismissTour, enterMainEnterprise, loginAs } from './helpers';

// One tab, two accounts (assumed contract "Session and identity"): what one account was shown never
// reaches the next, and a sign-in as someone else without logging out still enters the console.

const sideMenu = (page: Page) => page.getByRole('menu', { name: '主菜单' });

/** The passport stand-in opens the console for an account "from another platform" (authorCode + ctx=organization). */
async function openFromPlatformAs(page: Page, username: string) {
  await page.goto('/__passport/login');
  await page.getByRole('button', { name: `以 ${username} 进入` }).click();
  await page.waitForURL(/#\/home\/organization$/);
  await expect(sideMenu(page).getByText('组织架构', { exact: true })).toBeVisible();
}

test('王芳 opened from another platform after 张伟 gets her own menu, also after a reload', async ({ page }) => {
  await loginAs(page, '张伟');
  await enterMainEnterprise(page);
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toBeVisible();

  await openFromPlatformAs(page, '王芳');
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toHaveCount(0);
  await expect(sideMenu(page).getByText('变更日志', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(sideMenu(page).getByText('组织架构', { exact: true })).toBeVisible();
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toHaveCount(0);
  await page.goto('/#/home/administrator');
  await expect(page.getByText('暂无对应跳转的菜单权限，请联系管理员')).toBeVisible();
  await page.getByRole('button', { name: '我知道了' }).click();
  await expect(page).toHaveURL(/#\/home\/enterprise_certification$/);
});

test('张伟 opened from another platform after 王芳 gets his full menu, also after a reload', async ({ page }) => {
  await loginAs(page, '王芳');
  await enterMainEnterprise(page);
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toHaveCount(0);

  await openFromPlatformAs(page, '张伟');
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toBeVisible();

  await page.reload();
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toBeVisible();
  await sideMenu(page).getByText('角色管理', { exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/administrator$/);
  await expect(page.getByText('暂无对应跳转的菜单权限，请联系管理员')).toHaveCount(0);
});

test('signing in as another user without logging out: 进入 opens the console', async ({ page }) => {
  await loginAs(page, '王芳');
  await enterMainEnterprise(page);

  // back to the provider, and in as 张伟 (no logout in between)
  await page.goto('/__passport/login');
  await page.getByRole('button', { name: '以张伟登录' }).click();
  await page.waitForURL(/#\/login\/l-has$/);
  await page.getByRole('button', { name: '进入联创未来科技有限公司' }).click();
  await page.waitForURL(/#\/home\/enterprise_certification$/);
  await expect(page.getByRole('list', { name: '我的企业' })).toHaveCount(0);
  await expect(sideMenu(page).getByText('角色管理', { exact: true })).toBeVisible();
  await dismissTour(page);
  await expect(page.locator('header')).toContainText('张伟');
});

// Unsaved work belongs to the person in the enterprise, not to the tab (platform-shell §4.2).

const DESIGNER = '/#/home/examine_management/designer';
const STORAGE_KEY = loadEnv('sdev', process.cwd()).VITE_STORAGE_KEY;

/** The approval draft the page keeps in session storage, decrypted ('' while there is none). */
async function storedDraft(page: Page) {
  const cipher = await page.evaluate(() => sessionStorage.getItem('eac.approvalDraft'));
  return cipher ? AES.decrypt(cipher, STORAGE_KEY).toString(Utf8) : '';
}

async function typeApproval(page: Page, name: string) {
  await page.goto(DESIGNER);
  await page.getByLabel('审批名称').fill(name);
  await expect.poll(() => storedDraft(page)).toContain(name); // the draft's coalesced write
}

test('张伟’s unsaved approval design does not reach 王芳 signing in at the provider in the same tab', async ({
  page,
}) => {
  await loginAs(page, '张伟');
  await enterMainEnterprise(page);
  await typeApproval(page, '张伟的审批');

  page.on('dialog', (dialog) => void dialog.accept()); // the browser asks before unsaved work is left
  await page.goto('/__passport/login');
  await page.getByRole('button', { name: '以王芳登录' }).click();
  await page.waitForURL(/#\/(login\/l-has|home)/);
  if (page.url().includes('l-has')) await enterMainEnterprise(page);
  else await dismissTour(page);

  await page.goto(DESIGNER);
  await expect(page.getByText('创建审批')).toBeVisible();
  await expect(page.getByLabel('审批名称')).toHaveValue('');
  await expect(page.getByText('已恢复上次未保存的草稿')).toHaveCount(0);
});

test('an expired session keeps 张伟’s unsaved approval design for his return to the same enterprise', async ({
  page,
}) => {
  await loginAs(page, '张伟');
  await enterMainEnterprise(page);
  await typeApproval(page, '过期前的审批');

  await page.evaluate(() => window.__sandbox?.expireSession());
  await page.getByRole('button', { name: '切换企业' }).click(); // any call now answers COMMON_0001
  await page.waitForURL(/__passport\/login.*expired=1/);
  await page.getByRole('button', { name: '以张伟登录' }).click();
  await page.waitForURL(/#\/login\/l-has/);
  await enterMainEnterprise(page);

  await page.goto(DESIGNER);
  await expect(page.getByText('已恢复上次未保存的草稿')).toBeVisible();
  await expect(page.getByLabel('审批名称')).toHaveValue('过期前的审批');
});

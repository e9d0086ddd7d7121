import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, settleForAudit } from './helpers';

// The accessibility walk: axe-core (WCAG 2.0/2.1 A and AA, and best practice) over every menu page of
// 张伟's side menu with its main dialog or drawer open, a few sub-pages, row detail views and the
// global search; a serious or critical violation fails the walk.

interface Finding {
  where: string;
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function audit(page: Page, where: string, include: string[] = []): Promise<Finding[]> {
  await page
    .locator('.ant-spin-spinning')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await settleForAudit(page);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      where,
      id: v.id,
      impact: v.impact!,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
}

// an open dialog or drawer, without the page under its mask (whose colours the mask changes)
const OVERLAYS = ['.ant-modal-wrap', '.ant-drawer'];
const overlay = (page: Page) =>
  page.locator('.ant-modal-wrap:visible, .ant-drawer-open .ant-drawer-section:visible').first();
// a page's main dialog or drawer opens from its first 新建/新增/添加/创建/授予 button (or 应用分组)
const MAIN_ACTION = /^(新建|新增|添加|创建|授予|应用分组)/;

/** Opens the page's main dialog or drawer, audits it and closes it; nothing when the page has none
 *  (its main action opens another page). */
async function auditMainDialog(page: Page, where: string, opened: string[]): Promise<Finding[]> {
  const action = page.getByRole('main').getByRole('button', { name: MAIN_ACTION }).first();
  if (!(await action.isVisible()) || !(await action.isEnabled())) return [];
  const label = (await action.textContent())?.trim();
  const url = page.url();
  await action.click();
  const shown = await overlay(page)
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );
  if (!shown) {
    expect(page.url(), `${where}: ${label} opened neither a dialog nor a page`).not.toBe(url);
    return [];
  }
  opened.push(`${where} › ${label}`);
  const found = await audit(page, `${where} › ${label}`, OVERLAYS);
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  return found;
}

const report = (found: Finding[]) =>
  found.map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

test('every menu page, its main dialog, some sub-pages and detail views have no serious or critical axe violation', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await loginAs(page);
  await enterMainEnterprise(page);
  const menu = page.getByRole('menu', { name: '主菜单' });
  const names = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  expect(names.length).toBeGreaterThan(10);
  const found: Finding[] = [];
  const opened: string[] = [];
  for (const [i, name] of names.entries()) {
    await menu.getByRole('menuitem').nth(i).click({ timeout: 10_000 });
    await expect(page.locator('header h1')).toHaveText(name);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await audit(page, name)));
    found.push(...(await auditMainDialog(page, name, opened)));
  }
  for (const path of [
    '/home/organization/leave_tables',
    '/home/organization/nucList',
    '/home/examine_management/designer',
    '/home/organization/member_add',
  ]) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await audit(page, path)));
  }
  // row detail views: a person's profile drawer, a group chat's 详情
  await page.goto('/#/home/organization?profile=10000001');
  await expect(overlay(page)).toBeVisible();
  found.push(...(await audit(page, 'staff profile drawer', OVERLAYS)));
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  await page.goto('/#/home/group_management');
  await page.getByRole('button', { name: /^详情/ }).first().click();
  await expect(overlay(page)).toBeVisible();
  found.push(...(await audit(page, 'group chat 详情', OVERLAYS)));
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toBeHidden();
  // the global search palette
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索页面、员工、部门、审批' }).fill('组织');
  await expect(page.getByRole('option').first()).toBeVisible();
  found.push(...(await audit(page, 'global search', ['.ant-modal-wrap'])));
  expect(found, report(found)).toEqual([]);
  expect(opened.length, opened.join('\n')).toBeGreaterThanOrEqual(12);
});

test('保存 is announced as 保存 while its save runs and after it failed: the loading icon is not named', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/workbench_appManagement');
  await page.getByRole('main').getByRole('button', { name: '应用分组' }).click();
  const save = page.locator('.ant-drawer-open').getByRole('button', { name: '保存' });
  await expect(save).toBeEnabled();
  await page.evaluate(() => {
    window.__sandbox?.delay(1500);
    window.__sandbox?.failNext('/app/group/save', 500);
  });
  await save.click();
  await expect(save.locator('.ant-btn-loading-icon')).toBeVisible();
  // at once, while the save still runs (an expect would otherwise wait for the save to end)
  await expect(save).toHaveAccessibleName('保存', { timeout: 300 });
  await expect(page.locator('.ant-message')).toBeVisible();
  await expect(save.locator('.ant-btn-loading-icon')).toHaveCount(0);
  await expect(save).toHaveAccessibleName('保存');
});

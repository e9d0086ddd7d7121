import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The accessibility walk: axe-core over every menu page of 张伟's side menu, a few sub-pages and open
// dialogs; a serious or critical violation fails the walk.

interface Finding { where: string; id: string; impact: string; help: string; targets: string[] }

async function audit(page: Page, where: string, include?: string): Promise<Finding[]> {
  await page.locator('.ant-spin-spinning').first().waitFor({ state: 'detached', timeout: 10_000 }).catch(() => undefined);
  // colours read mid-transition (a dialog fading in, a button's hover colour under the pointer) are
  // not what the user settles on: move the pointer away and let finite animations end first
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity), undefined, { timeout: 5000 })
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ where, id: v.id, impact: v.impact!, help: v.help, targets: v.nodes.slice(0, 5).map((n) => n.target.join(' ')) }));
}

const report = (found: Finding[]) => found.map((f) => `${f.where}: [${f.impact}] ${f.id} — ${f.help}\n    ${f.targets.join('\n    ')}`).join('\n');

test('every menu page, some sub-pages and open dialogs have no serious or critical axe violation', async ({ page }) => {
  test.setTimeout(300_000);
  await loginAs(page);
  await enterMainEnterprise(page);
  const menu = page.getByRole('menu', { name: '主菜单' });
  const names = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  expect(names.length).toBeGreaterThan(10);
  const found: Finding[] = [];
  for (const [i, name] of names.entries()) {
    await menu.getByRole('menuitem').nth(i).click({ timeout: 10_000 });
    await expect(page.locator('header h1')).toHaveText(name);
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await audit(page, name)));
  }
  for (const path of ['/home/organization/leave_tables', '/home/organization/nucList', '/home/examine_management/designer', '/home/organization/member_add']) {
    await page.goto(`/#${path}`);
    await expect(page.getByRole('navigation', { name: '面包屑' })).toBeVisible();
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    found.push(...(await audit(page, path)));
  }
  // an open dialog (the organisation page's 添加部门) and the global search palette
  await page.goto('/#/home/organization');
  await page.getByRole('button', { name: '添加部门' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  found.push(...(await audit(page, '添加部门 dialog', '.ant-modal-wrap')));
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.keyboard.press('Control+k');
  await page.getByRole('combobox', { name: '搜索页面、员工、部门、审批' }).fill('组织');
  await expect(page.getByRole('option').first()).toBeVisible();
  found.push(...(await audit(page, 'global search', '.ant-modal-wrap')));
  expect(found, report(found)).toEqual([]);
});

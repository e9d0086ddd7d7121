import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, toast } from './helpers';

// A day of an administrator's work by keyboard alone (architecture.md "Keyboard"): after the login,
// every step is Tab, Shift+Tab, arrows, Enter, Escape and typing; the mouse is never used. Locators
// only check where the focus is and what the page shows.

const DEPARTMENT = '键盘实验室';
const PERSON = '简键盘';
const PHONE = '19987654321';
const RENAMED = '简键盘新';
const SHIFT = '键盘早班';
const TITLE = '键盘办公通知';

const isFocused = (target: Locator) =>
  target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)).catch(() => false);

/** Tab (or Shift+Tab) until `target` has the focus. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Presses `key` until `target` has the focus. Each press waits for the focus to leave where it was:
 *  the menu moves it after the key, and two presses taken in one go skipped the target in CI. */
async function pressTo(page: Page, key: string, target: Locator, max = 40) {
  for (let i = 0; i < max; i++) {
    if (await isFocused(target)) return;
    const before = await page.evaluateHandle(() => document.activeElement);
    await page.keyboard.press(key);
    // a key that moves nothing (the end of a list) is simply pressed again
    await page.waitForFunction((el) => document.activeElement !== el, before, { timeout: 1000 }).catch(() => undefined);
    await before.dispose();
  }
  await expect(target).toBeFocused({ timeout: 1 });
}

/** Presses `key` until `target` shows (an option made active in a list). */
async function pressUntil(page: Page, key: string, target: Locator, max = 20) {
  for (let i = 0; i < max; i++) {
    if (await target.isVisible()) return;
    await page.keyboard.press(key);
  }
  await expect(target).toBeVisible({ timeout: 1 });
}

/** Into the side menu from the page heading (Shift+Tab), down its entries, Enter; the new page's
 *  heading then has the focus. */
async function openFromMenu(page: Page, name: string) {
  const menu = page.getByRole('menu', { name: '主菜单' });
  await tabTo(page, menu, { back: true });
  const entry = menu.getByRole('menuitem').filter({ hasText: new RegExp(`^${name}$`) });
  await pressTo(page, 'ArrowDown', entry);
  await page.keyboard.press('Enter');
  const heading = page.locator('header h1');
  await expect(heading).toHaveText(name);
  await expect(heading).toBeFocused();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
}

/** In an open dialog: the focus starts on its first field. */
async function expectFocusIn(dialog: Locator, field: Locator) {
  await expect(dialog).toBeVisible();
  await expect(field).toBeFocused();
}

test('a day of work by keyboard: department, person, edit, shift, leave, announcement', async ({ page }) => {
  test.setTimeout(150_000);
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.locator('header h1').focus(); // where a route change leaves it

  await test.step('a department', async () => {
    await openFromMenu(page, '组织架构');
    await tabTo(page, page.getByRole('button', { name: '添加部门' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '添加部门' });
    await expectFocusIn(dialog, dialog.getByLabel('部门名称'));
    await page.keyboard.type(DEPARTMENT);
    await page.keyboard.press('Enter');
    await expect(toast(page, '部门已添加')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('a person in it', async () => {
    await tabTo(page, page.getByRole('button', { name: '添加员工' }));
    await page.keyboard.press('Enter');
    await page.waitForURL(/#\/home\/organization\/member_add/);
    await expect(page.locator('header h1')).toBeFocused();
    await tabTo(page, page.getByLabel('姓名'));
    await page.keyboard.type(PERSON);
    await tabTo(page, page.getByLabel('手机号'));
    await page.keyboard.type(PHONE);
    // 所在部门 starts with the department selected on the organisation page (the root): Backspace
    // takes it out, then the new one is found by typing and checked with the arrows and Enter
    await tabTo(page, page.getByLabel('所在部门'));
    const chosen = page.locator('.ant-select-selection-item').filter({ visible: true });
    await expect(chosen).toHaveCount(1);
    await page.keyboard.press('Backspace');
    await expect(chosen).toHaveCount(0);
    await page.keyboard.type(DEPARTMENT);
    await expect(page.getByRole('treeitem', { name: DEPARTMENT, exact: true })).toBeVisible();
    await pressUntil(
      page,
      'ArrowDown',
      page.locator('.ant-select-tree-treenode-active').filter({ hasText: new RegExp(`^${DEPARTMENT}$`) }),
    );
    await page.keyboard.press('Enter');
    await expect(chosen).toHaveText([DEPARTMENT]);
    await page.keyboard.press('Escape');
    await tabTo(page, page.getByLabel('姓名'), { back: true });
    await page.keyboard.press('Enter'); // the form's submit
    await expect(toast(page, '员工已添加')).toBeVisible();
    await page.waitForURL(/#\/home\/organization$/);
  });

  await test.step('the person edited', async () => {
    await tabTo(page, page.getByLabel('搜索员工'));
    await page.keyboard.type(PHONE);
    await tabTo(page, page.getByRole('button', { name: `编辑${PERSON}` }));
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: `编辑员工：${PERSON}` });
    const name = drawer.getByLabel('姓名');
    await expectFocusIn(drawer, name);
    await page.keyboard.press('End');
    await page.keyboard.type('新');
    await expect(name).toHaveValue(RENAMED);
    await page.keyboard.press('Enter');
    await expect(toast(page, '员工信息已保存')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: PHONE })).toContainText(RENAMED);
  });

  await test.step('a shift', async () => {
    await openFromMenu(page, '班次管理');
    await tabTo(page, page.getByRole('button', { name: '新增班次' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '新增班次' });
    await expectFocusIn(dialog, dialog.getByLabel('班次名称'));
    await page.keyboard.type(SHIFT);
    await page.keyboard.press('Enter');
    await expect(toast(page, '班次创建成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row').filter({ hasText: SHIFT })).toBeVisible();
  });

  await test.step('leave granted to the new department', async () => {
    await openFromMenu(page, '假期管理');
    await tabTo(page, page.getByRole('button', { name: '授予假期' }));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: '授予假期' });
    await expectFocusIn(dialog, dialog.getByLabel('假期类型'));
    await page.keyboard.press('ArrowDown'); // opens the list on its first type
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.ant-select').first()).toContainText('年假');
    await tabTo(page, dialog.getByLabel('发放额度（小时）'));
    await page.keyboard.type('8');
    await tabTo(page, dialog.getByLabel('发放部门'));
    await page.keyboard.type(DEPARTMENT);
    await pressUntil(
      page,
      'ArrowDown',
      page.locator('.ant-select-tree-treenode-active').filter({ hasText: new RegExp(`^${DEPARTMENT}$`) }),
    );
    await page.keyboard.press('Enter');
    await expect(dialog.locator('.ant-select-selection-item').filter({ hasText: DEPARTMENT })).toBeVisible();
    await page.keyboard.press('Escape'); // the list closes, the dialog stays
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByLabel('发放额度（小时）'), { back: true });
    await page.keyboard.press('Enter');
    const result = page.getByRole('dialog', { name: '授予结果' });
    await expect(result.getByText('已授予 1 人')).toBeVisible();
    await tabTo(page, result.getByRole('button', { name: '完成' }));
    await page.keyboard.press('Enter');
    await expect(result).toBeHidden();
  });

  await test.step('an announcement published', async () => {
    await openFromMenu(page, '公告管理');
    await tabTo(page, page.getByRole('button', { name: '新建公告' }));
    await page.keyboard.press('Enter');
    await expect(page.locator('header h1')).toHaveText('新建公告');
    await tabTo(page, page.getByLabel('公告标题', { exact: true }));
    await page.keyboard.type(TITLE);
    await tabTo(page, page.getByRole('textbox', { name: '公告正文' }));
    await page.keyboard.type('明天起用键盘办公。');
    await tabTo(page, page.getByRole('button', { name: '发布', exact: true }));
    await page.keyboard.press('Enter');
    await expect(toast(page, '发布成功')).toBeVisible();
    await page.waitForURL(/announcementDetails\?id=/);
    // the details open at their top with the focus on their heading, not where the editor was scrolled
    await expect(page.locator('header h1')).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByText(TITLE).first()).toBeVisible();
  });
});

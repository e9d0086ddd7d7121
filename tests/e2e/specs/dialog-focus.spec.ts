import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The dialog focus walk: a Modal and a Drawer keep the focus inside while open, close on Esc and give the
// focus back to their opener (by keyboard only). These dialogs are rendered only while open (module
// guide), so they unmount at once; lib/feedback/focus-return.ts returns the focus. Past the last
// control the focus may go to the browser's own UI (document.body here) before coming back in; it
// never reaches the page behind the dialog.
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement === document.body || !!document.activeElement?.closest(s), selector);

/** Opens a dialog from `opener` by keyboard, tabs through it twelve times, closes it with Esc and
 *  finds the focus back on the opener. */
async function tabThrough(page: Page, opener: Locator, inside: string, open: Locator) {
  // the page may still be settling (its dialogs load on first use): press again until it opens
  await expect(async () => {
    if (!(await open.count())) {
      await opener.focus();
      await page.keyboard.press('Enter');
    }
    await expect(open).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30000 });
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, inside)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('a Modal (添加部门) and a Drawer (员工资料) trap the focus, close on Esc and give it back', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/organization');
  await expect(page.getByRole('tree')).toBeVisible();
  await tabThrough(page, page.getByRole('button', { name: '添加部门' }), '.ant-modal-wrap', page.locator('.ant-modal-wrap:visible'));
  // the read-only profile is a Drawer, opened from a staff name
  await tabThrough(page, page.locator('.ant-table-tbody button.ant-btn-link').first(), '.ant-drawer-content-wrapper', page.locator('.ant-drawer-open'));
});

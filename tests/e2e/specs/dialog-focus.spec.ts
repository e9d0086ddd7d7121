import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The dialog focus walk (architecture.md "Keyboard"): a Modal and a Drawer open with the focus on
// their first field, keep it inside while open (Tab past the last control comes back to the first,
// never through the browser's own UI, where document.body has it), close on Esc and give the focus
// back to their opener (by keyboard only). These dialogs are rendered only while open (module
// guide), so they unmount at once; lib/feedback/focus-return.ts returns the focus.
const focusInside = (page: Page, selector: string) =>
  page.evaluate((s) => !!document.activeElement?.closest(s), selector);

/** Opens a dialog from `opener` by keyboard, finds the focus on `first` (when it has fields), tabs
 *  through it twelve times, closes it with Esc and finds the focus back on the opener. */
async function tabThrough(page: Page, opener: Locator, inside: string, open: Locator, first?: Locator) {
  // the page may still be settling (its dialogs load on first use): press again until it opens
  await expect(async () => {
    if (!(await open.count())) {
      await opener.focus();
      await page.keyboard.press('Enter');
    }
    await expect(open).toBeVisible({ timeout: 4000 });
  }).toPass({ timeout: 30000 });
  if (first) await expect(first).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await focusInside(page, inside)).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(open).toHaveCount(0);
  await expect(opener).toBeFocused();
}

test('a Modal (添加部门) opens on its first field; it and a Drawer (员工资料) keep the focus inside, close on Esc and give it back', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/organization');
  await expect(page.getByRole('tree')).toBeVisible();
  const modal = page.locator('.ant-modal-wrap:visible');
  await tabThrough(
    page,
    page.getByRole('button', { name: '添加部门' }),
    '.ant-modal-wrap',
    modal,
    modal.getByLabel('部门名称'),
  );
  // the read-only profile is a Drawer, opened from a staff name
  await tabThrough(
    page,
    page.locator('.ant-table-tbody button.link-button').first(),
    '.ant-drawer-content-wrapper',
    page.locator('.ant-drawer-open'),
  );
});

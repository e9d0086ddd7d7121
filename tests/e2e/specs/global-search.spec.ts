import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The global search walk: a search to a staff profile by keyboard only; Esc gives the focus back.
test('Ctrl+K, type a name, ↓ to the staff result, Enter opens the profile', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: '搜索页面、员工、部门、审批' });
  await expect(box).toBeFocused();
  await page.keyboard.type('张伟');
  const staff = page.getByRole('group', { name: '员工' });
  await expect(staff.getByRole('option').first()).toContainText('张伟');
  // move down until the first staff option is the active one
  const first = staff.getByRole('option').first();
  for (let i = 0; i < 20 && (await first.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/home\/organization\?profile=\d+$/);
  await expect(page.getByText(/员工资料：张伟/)).toBeVisible();
  await expect(page.getByRole('combobox', { name: '搜索页面、员工、部门、审批' })).toBeHidden();
});

test('the header box opens the palette; Esc closes it, the focus returns to the box; 无匹配结果', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  const launcher = page.getByRole('button', { name: /全局搜索/ });
  await launcher.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('combobox', { name: '搜索页面、员工、部门、审批' });
  await expect(box).toBeFocused();
  await page.keyboard.type('没有这样的名字zz');
  await expect(page.getByText('无匹配结果')).toBeVisible();
  // the dialog keeps the focus inside while it is open (past its last control: the browser's UI)
  for (let i = 0; i < 4; i++) {
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(
        () => document.activeElement === document.body || !!document.activeElement?.closest('.ant-modal-wrap'),
      ),
    ).toBe(true);
  }
  await box.focus();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(launcher).toBeFocused();
});

import { expect, test } from '@playwright/test';
import { dragAcross, enterMainEnterprise, gridCell, loginAs } from './helpers';

// The arrangement walk: open a seeded group's shift arrangement, arrange a week for three
// members by dragging across the cells and applying a shift, save, reload and see it saved.

const GROUP = 'tg-E20260001-2'; // 销售客服排班组: 早班, 晚班, 两头班
const SHIFT = '两头班';

const cell = gridCell;

test('arranges a week for three members by dragging, saves, and sees it after a reload', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto(`/#/home/attendance_management/arrangement?groupId=${GROUP}`);
  const grid = page.getByRole('grid', { name: /排班$/ });
  await expect(grid).toBeVisible();
  await expect(page.getByText('销售客服排班组 · 排班')).toBeVisible();

  await dragAcross(page, cell(grid, 0, 1), cell(grid, 2, 7));
  await expect(page.getByText('已选 3 人 × 7 天')).toBeVisible();
  await page.getByRole('toolbar', { name: '排班工具' }).getByRole('button', { name: SHIFT }).click();
  for (let row = 0; row < 3; row++)
    for (let day = 1; day <= 7; day++) await expect(cell(grid, row, day)).toContainText(SHIFT);
  await expect(cell(grid, 3, 1)).not.toContainText('未保存');
  await expect(page.getByText(/\d+ 处修改未保存/)).toBeVisible();

  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('排班已保存')).toBeVisible();
  await expect(page.getByText(/处修改未保存/)).toHaveCount(0);

  await page.reload();
  await expect(grid).toBeVisible();
  for (let row = 0; row < 3; row++)
    for (let day = 1; day <= 7; day++) await expect(cell(grid, row, day)).toHaveText(SHIFT);
  await expect(page.getByText(/处修改未保存/)).toHaveCount(0);
  await expect(page.getByText(/已恢复上次未保存/)).toHaveCount(0);
});

test('unsaved changes survive a reload of the tab', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto(`/#/home/attendance_management/arrangement?groupId=${GROUP}`);
  const grid = page.getByRole('grid', { name: /排班$/ });
  await expect(grid).toBeVisible();
  await cell(grid, 1, 10).click();
  await page.keyboard.press('Shift+ArrowRight');
  await page.keyboard.press('Delete');
  await expect(page.getByText('2 处修改未保存')).toBeVisible();
  let asked = '';
  page.once('dialog', (d) => {
    asked = d.type();
    void d.accept();
  });
  await page.reload(); // the browser asks first (beforeunload); leaving anyway keeps the draft
  expect(asked).toBe('beforeunload');
  await expect(page.getByText(/已恢复上次未保存的排班修改（2 处）/)).toBeVisible();
  await expect(page.getByText('2 处修改未保存')).toBeVisible();
  await expect(cell(grid, 1, 10)).toHaveText('（未保存）');
});

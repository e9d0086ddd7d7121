import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs, settleForAudit } from './helpers';

// 考勤统计 月度汇总 at 200 people a page: a virtual table (only the rows in view are drawn,
// components/large-page.ts) that assistive technology still reads as one table, with its header row,
// its rows and 合计 (components/virtual-table-roles.tsx), and in which axe finds nothing serious.

test('a 200-person page of 月度汇总 is one table to assistive technology, 合计 included', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/attendance_statistics');
  await expect(page.getByText(/^共 \d+ 人$/)).toBeVisible();
  const total = Number((await page.getByText(/^共 \d+ 人$/).textContent())!.match(/\d+/)![0]);
  expect(total).toBeGreaterThan(100);
  await page
    .getByRole('combobox', { name: /页/ })
    .or(page.locator('.ant-pagination-options .ant-select'))
    .first()
    .click();
  await page.getByTitle('200 条/页').click();
  const table = page.getByRole('table', { name: '月度汇总' });
  await expect(table).toBeVisible();
  await expect(table).toHaveAttribute('aria-rowcount', String(Math.min(total, 200) + 2));
  await expect(table.getByRole('columnheader', { name: '姓名' })).toBeVisible();
  // only the rows in view are drawn, each a row of cells
  const rows = table.getByRole('row');
  expect(await rows.count()).toBeGreaterThan(5);
  expect(await rows.count()).toBeLessThan(60);
  await expect(rows.nth(1).getByRole('cell').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '合计' })).toBeVisible();
  await settleForAudit(page);
  const { violations } = await new AxeBuilder({ page })
    .include('.ant-table-wrapper')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    ),
  ).toEqual([]);
});

import { expect, test, type Locator } from '@playwright/test';
import { enterMainEnterprise, fillStable, loginAs, toast } from './helpers';

// A table in an announcement shows its cell borders in the editor, on the console's detail page and
// on the member's page (the content itself carries no styles: announcement-content.css).

/** Every cell of the table draws a visible border. */
async function expectBordered(table: Locator) {
  await expect(table).toBeVisible();
  const borders = await table.locator('th, td').evaluateAll((cells) =>
    cells.map((c) => {
      const s = getComputedStyle(c);
      return `${s.borderTopStyle} ${s.borderTopWidth} ${s.borderLeftStyle}`;
    }),
  );
  expect(borders.length).toBeGreaterThan(0);
  for (const b of borders) expect(b).toBe('solid 1px solid');
}

test('an announcement table has visible borders in the editor, the detail and the member page', async ({
  page,
  context,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/announcementAdd');
  await fillStable(page, page.getByLabel('公告标题', { exact: true }), '值班表');
  const body = page.getByRole('textbox', { name: '公告正文' });
  await body.click();
  await page.getByRole('button', { name: '插入表格' }).click();
  await page.keyboard.type('日期');
  await expectBordered(body.locator('table'));
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(page).toHaveURL(/announcementDetails\?id=/);
  await expectBordered(page.getByRole('article', { name: '公告内容' }).locator('table'));

  const id = new URL(page.url().replace('/#', '')).searchParams.get('id')!;
  const member = await context.newPage();
  await member.goto(`/#/pcannouncementDetail?id=${id}`);
  await expectBordered(member.getByRole('article').locator('table'));
  await member.close();
});

import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { readXlsx } from '@/sandbox/xlsx';
import { enterMainEnterprise, loginAs } from './helpers';

// The 考勤统计 walk (docs/assumed-contract.md "Attendance statistics"): last month of a seeded group,
// one 补卡 (the day shows 已补卡, the month's 补卡次数 grows), then the month exported and the .xlsx
// read cell by cell against the table on screen.

const GROUP = '研发考勤组';
const REASON = '设备故障，补记打卡';

/** Last month in China time, 'YYYY-MM': every day of it is past, so every day has its result. */
function lastMonth() {
  const now = new Date(Date.now() + 8 * 3600_000);
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth(); // 0-based this month = 1-based last month
  return m === 0 ? `${y - 1}-12` : `${y}-${String(m).padStart(2, '0')}`;
}

/** Picks `label` in the antd Select labelled `field`. */
async function choose(page: Page, select: Locator, label: string) {
  const shown = select.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').isVisible()))
      await select.click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle(label, { exact: true })
      .click({ timeout: 3000 });
    await expect(shown).toContainText(label, { timeout: 2000 });
  }).toPass({ timeout: 15000 });
}

/** The month table as shown: titles, then each row's cell texts (a cell spanning n columns gives n). */
function tableOnScreen(page: Page) {
  return page.getByRole('tabpanel').evaluate((pane) => {
    const text = (el: Element) => (el.textContent ?? '').trim();
    const cells = (tr: Element) =>
      [...tr.querySelectorAll('td')].flatMap((td) => {
        const span = Number(td.getAttribute('colspan') ?? 1);
        return [text(td), ...Array<string>(span - 1).fill('')];
      });
    return {
      titles: [...pane.querySelectorAll('.ant-table-thead th')].map(text).filter(Boolean),
      rows: [...pane.querySelectorAll('.ant-table-tbody tr.ant-table-row')].map(cells),
      totals: [...pane.querySelectorAll('tfoot.ant-table-summary tr')].map(cells),
    };
  });
}

/** One sheet cell against the screen's: numbers as numbers (8 and 8.0), '—' as empty. */
const same = (sheet: string, screen: string) =>
  sheet !== '' && !Number.isNaN(Number(sheet)) && screen !== '' && !Number.isNaN(Number(screen))
    ? Number(sheet) === Number(screen)
    : sheet === (screen === '—' ? '' : screen);

test('a month for a group → one 补卡 → the export matches the table cell by cell', async ({ page }) => {
  const month = lastMonth();
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.getByRole('menu', { name: '主菜单' }).getByText('考勤统计', { exact: true }).click();
  await expect(page).toHaveURL(/#\/home\/attendance_statistics/);

  await test.step(`the month ${month} of ${GROUP}`, async () => {
    await page.goto(`/#/home/attendance_statistics?month=${month}`);
    await choose(page, page.getByRole('combobox', { name: '考勤组', exact: true }), GROUP);
    await expect(page).toHaveURL(/group=/);
    await expect(page.getByText(/^共 \d+ 人$/)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: '补卡次数' })).toBeVisible();
    await expect(page.locator('tfoot.ant-table-summary')).toContainText('合计');
  });

  let name = '';
  let before = 0;
  await test.step('one 补卡: the day shows 已补卡 and the month counts it', async () => {
    // someone with a missing punch, a late or an early day: a day 补卡 can correct. The group's rows
    // may still be loading (the table shows none of the previous query's meanwhile): read until shown.
    let titles: string[] = [];
    let row: string[] | undefined;
    const col = (t: string) => titles.indexOf(t);
    await expect
      .poll(
        async () => {
          const shown = await tableOnScreen(page);
          titles = shown.titles;
          row = shown.rows.find((r) =>
            ['缺卡次数', '迟到次数', '早退次数', '旷工天数'].some((t) => Number(r[col(t)]) > 0),
          );
          return !!row;
        },
        { message: 'someone on the first page has an exception', timeout: 15000 },
      )
      .toBe(true);
    const found = row!; // set by the poll that passed
    name = found[col('姓名')];
    before = Number(found[col('补卡次数')]);
    await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: `${name} ${month} 考勤` });
    const fix = drawer.getByRole('button', { name: /^补卡 / }).first();
    await expect(fix).toBeVisible();
    const label = (await fix.getAttribute('aria-label'))!.slice('补卡 '.length);
    await fix.click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`^补卡：${name} `) });
    await dialog.getByLabel('补卡原因').fill(REASON);
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('补卡成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const day = drawer.getByRole('group', { name: label, exact: true });
    await expect(day).toContainText('已补卡');
    await expect(day).toContainText(REASON);
    await expect(drawer.locator('.ant-descriptions')).toContainText(`补卡次数${before + 1}`);
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer).toBeHidden();
    await expect
      .poll(async () => {
        const now = await tableOnScreen(page);
        return Number(now.rows.find((r) => r[now.titles.indexOf('姓名')] === name)?.[now.titles.indexOf('补卡次数')]);
      })
      .toBe(before + 1);
  });

  await test.step('the export is the table, cell by cell', async () => {
    // every member on one page, so the whole sheet has its rows on screen
    await page.locator('.ant-pagination-options .ant-select').click();
    await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').getByTitle('200 条/页').click();
    const total = Number(/共 (\d+) 人/.exec((await page.getByText(/^共 \d+ 人$/).textContent())!)![1]);
    await expect(page.getByRole('tabpanel').locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(total);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出', exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`考勤月度汇总_${month}.xlsx`);
    const [head, ...body] = await readXlsx(new Blob([readFileSync((await download.path())!)]));
    const screen = await tableOnScreen(page);
    const lines = [...screen.rows, ...screen.totals];
    expect(body).toHaveLength(lines.length);
    expect(body.at(-1)![0]).toBe('合计');

    // the same columns in the same order (one per leave type), then every cell
    expect(head).toEqual(screen.titles);
    head.forEach((title, c) => {
      lines.forEach((line, r) => {
        const sheet = body[r][c] ?? '';
        expect(same(sheet, line[c]), `${title}, row ${r + 1}: sheet ${sheet}, screen ${line[c]}`).toBe(true);
      });
    });
    const corrected = body.find((r) => r[head.indexOf('姓名')] === name)!;
    expect(Number(corrected[head.indexOf('补卡次数')])).toBe(before + 1);
  });
});

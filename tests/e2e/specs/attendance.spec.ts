import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragAcross, enterMainEnterprise, gridCell, loginAs } from './helpers';

// The attendance walk: a shift with two work periods, an attendance group of 3 people on that shift, a
// week arranged for them by dragging across the grid; all still there after a reload (the sandbox
// keeps its data in localStorage).

const SHIFT = '分段值守班';
const GROUP = '产品考勤组';

async function pickTime(dialog: Locator, label: string, time: string) {
  const input = dialog.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(time);
  await input.press('Enter');
  await expect(input).toHaveValue(time);
}

async function createShift(page: Page) {
  await page.goto('/#/home/rank_management');
  await expect(page.getByRole('row').filter({ hasText: '标准班' })).toBeVisible();
  await page.getByRole('button', { name: '新增班次' }).click();
  const dialog = page.getByRole('dialog', { name: '新增班次' });
  await dialog.getByLabel('班次名称').fill(SHIFT);
  await dialog.getByText('一天两次上下班').click();
  await pickTime(dialog, '第一段上班时间', '08:00');
  await pickTime(dialog, '第一段下班时间', '12:00');
  await pickTime(dialog, '第二段上班时间', '13:30');
  await pickTime(dialog, '第二段下班时间', '17:30');
  await dialog.getByRole('switch', { name: '设置午休时间' }).click(); // the break is between the periods
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('班次创建成功')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: SHIFT })).toContainText('08:00-12:00、13:30-17:30');
}

/** Three people of 产品部 (a department in no seeded group), chosen in the member picker. */
async function pickThreeMembers(page: Page) {
  const picker = page.getByRole('dialog', { name: '选择考勤人员' });
  const list = picker.getByRole('list', { name: '成员列表' });
  await list.getByRole('listitem').filter({ hasText: '联创未来科技有限公司' }).click();
  await list.getByRole('listitem').filter({ hasText: '产品部' }).click();
  await expect(picker.getByRole('navigation').getByText('产品部', { exact: true })).toBeVisible(); // the breadcrumb
  const boxes = list.locator('.ant-checkbox-input:not([disabled])');
  await expect(list.getByRole('listitem').first()).toBeVisible();
  if ((await boxes.count()) < 3) await list.getByRole('listitem').first().click(); // members sit in a team
  await expect(boxes.nth(2)).toBeVisible();
  for (let i = 0; i < 3; i++) await boxes.nth(i).check();
  await expect(picker.getByText('已选择 3 人')).toBeVisible();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  // antd gives the focus back to 选择人员 when the picker's closing motion ends, closing any list
  // opened before then: go on once it has
  await expect(picker).toBeHidden();
  await expect(page.getByRole('button', { name: '选择人员' })).toBeFocused();
}

async function createGroup(page: Page) {
  await page.goto('/#/home/attendance_management');
  await expect(page.getByRole('row').filter({ hasText: '研发考勤组' })).toBeVisible();
  await page.getByRole('button', { name: '新建考勤组' }).click();
  const drawer = page.getByRole('dialog', { name: '新建考勤组' });
  await drawer.getByLabel('考勤组名称').fill(GROUP);
  await drawer.getByRole('button', { name: '选择人员' }).click();
  await pickThreeMembers(page);
  await expect(drawer.getByText('已选择 3 人')).toBeVisible();
  await drawer.getByLabel('班次', { exact: true }).click();
  await page
    .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option')
    .filter({ hasText: SHIFT })
    .click();
  await drawer.getByLabel('考勤组名称').click(); // close the shift list
  await expect(
    drawer.getByLabel('周一班次').locator('xpath=ancestor::*[contains(@class,"ant-select")][1]'),
  ).toContainText(SHIFT);
  await drawer.getByRole('button', { name: /保\s*存/ }).click();
  await expect(page.getByText('考勤组创建成功')).toBeVisible();
  await expect(drawer).toBeHidden();
}

test('a shift with two periods and an attendance group of 3 on it survive a reload', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await createShift(page);
  await createGroup(page);

  await page.reload();
  const group = page.getByRole('row').filter({ hasText: GROUP });
  await expect(group).toContainText('3人');
  await expect(group).toContainText(SHIFT);
  await page.goto('/#/home/rank_management');
  await expect(page.getByRole('row').filter({ hasText: SHIFT })).toContainText('08:00-12:00、13:30-17:30');
});

test('arranges a week for the new group by dragging across cells, saves, and sees it after a reload', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await createShift(page);
  await createGroup(page);

  await page.getByRole('button', { name: `排班：${GROUP}` }).click();
  const grid = page.getByRole('grid', { name: /排班$/ });
  await expect(grid).toBeVisible();
  // a drag that lands while the members' rows are still being laid out selects one cell (seen under
  // load): drag again until the selection is the 3 × 7 asked for
  await expect(async () => {
    await dragAcross(page, gridCell(grid, 0, 1), gridCell(grid, 2, 7));
    await expect(page.getByText('已选 3 人 × 7 天')).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await page.getByRole('toolbar', { name: '排班工具' }).getByRole('button', { name: SHIFT }).click();
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('排班已保存')).toBeVisible();

  await page.reload();
  await expect(grid).toBeVisible();
  for (let row = 0; row < 3; row++)
    for (let day = 1; day <= 7; day++) await expect(gridCell(grid, row, day)).toHaveText(SHIFT);
});

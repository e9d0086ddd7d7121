import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, pickDepartment, searchMembers } from './helpers';

// The leave walk: a new leave type, granted 长期有效 to a department in one go, then a second
// balance of it for someone in that department is refused by the form as overlapping.

const TYPE = '调休假';
const DEPARTMENT = '财务部';
const MEMBER = { name: '王芳', phone: '13800000003' }; // a seeded member of 财务部, found by phone
const OVERLAP = '该假期时间段与已有余额重叠，请修改起止时间';

/** Picks `label` in the antd Select labelled `field` inside `root`. */
async function choose(page: Page, root: Locator, field: string, label: string) {
  const select = root.getByLabel(field);
  const shown = select.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]');
  // a click that lands while the list is still opening is lost: pick again until the choice shows
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

test('add a leave type → grant it to a department → an overlapping balance is refused', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('a new leave type', async () => {
    await page.goto('/#/home/leave_management');
    await page.getByRole('tab', { name: '假期类型' }).click();
    await page.getByRole('button', { name: '新增假期类型' }).click();
    const dialog = page.getByRole('dialog', { name: '新增假期类型' });
    await dialog.getByLabel('假期名称').fill(TYPE);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('假期类型已添加')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: TYPE })).toBeVisible();
  });

  await test.step('granted to a department in one call', async () => {
    await page.goto('/#/home/vacation_management');
    await page.getByRole('button', { name: '授予假期' }).click();
    const dialog = page.getByRole('dialog', { name: '授予假期' });
    await choose(page, dialog, '假期类型', TYPE);
    await dialog.getByLabel('发放额度（小时）').fill('16');
    await pickDepartment(page, dialog, dialog.getByLabel('发放部门'), DEPARTMENT);
    await dialog.getByText('发放额度（小时）').click(); // closes the picker's list (it stays open for more choices)
    await expect(page.getByRole('tree')).toBeHidden();
    const grants: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/vacation/grant')) grants.push(r.url());
    });
    await dialog.getByRole('button', { name: '授予', exact: true }).click();
    const result = page.getByRole('dialog', { name: '授予结果' });
    await expect(result.getByText(/^已授予 \d+ 人$/)).toBeVisible();
    expect(grants).toHaveLength(1);
    await result.getByRole('button', { name: '完成' }).click();
    await expect(page.getByRole('row').filter({ hasText: DEPARTMENT }).filter({ hasText: TYPE })).toBeVisible(); // the grant history
  });

  await test.step('an overlapping balance is refused with the message', async () => {
    await page.goto('/#/home/leave_management');
    await page.getByRole('button', { name: '新增余额' }).click();
    const dialog = page.getByRole('dialog', { name: '新增假期余额' });
    await dialog.getByRole('button', { name: '选择员工' }).click();
    const picker = page.getByRole('dialog', { name: '选择员工' });
    await searchMembers(picker, MEMBER.phone);
    await picker.getByRole('radio', { name: new RegExp(MEMBER.name) }).check();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText(MEMBER.name, { exact: true })).toBeVisible();
    await choose(page, dialog, '假期类型', TYPE);
    await dialog.getByLabel('额度（小时）').fill('8');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(dialog.getByText(OVERLAP)).toBeVisible();
    await expect(dialog.getByText('已有余额：长期有效，16 小时')).toBeVisible();
  });
});

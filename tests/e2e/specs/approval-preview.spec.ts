import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, settleForAudit } from './helpers';

// The show-rule and preview walk: a field shown only for one option of a single choice (显示规则, set
// by keyboard), then the form previewed as a member: the field appears once the option is picked,
// and 提交 with it empty is refused with the field's message (nothing is sent).

/** Serious or critical axe-core violations inside `selector`, as "rule: target" lines. */
async function seriousViolations(page: Page, selector: string) {
  await settleForAudit(page);
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

test('a show/hide rule set by keyboard applies live in the member preview, and 提交 refuses an empty required field', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/examine_management/designer');
  await expect(page.getByText('创建审批')).toBeVisible();
  await page.getByRole('button', { name: /表单设计/ }).click();

  const palette = page.getByRole('complementary', { name: '控件库' });
  const phone = page.getByRole('list', { name: '表单控件' });
  const settings = page.getByRole('region', { name: '控件设置' });
  await palette.getByRole('button', { name: '单选框：添加控件' }).click();
  await expect(settings.getByText('控件设置：单选框')).toBeVisible();
  await settings.getByRole('textbox', { name: '选项1' }).fill('出差');
  await palette.getByRole('button', { name: '单行输入框：添加控件' }).click();
  await expect(settings.getByText('控件设置：单行输入框')).toBeVisible();
  await settings.getByRole('textbox', { name: '标题' }).fill('出差城市');
  await settings.getByRole('switch', { name: '必填' }).click();

  // the rule, by keyboard: open the controller list, take its option, tick 出差
  const controller = settings.getByRole('combobox', { name: '显示规则：控制字段' });
  await controller.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('.ant-select-item-option-content', { hasText: '单选框' })).toBeVisible();
  await page.keyboard.press('Enter');
  await settings.getByRole('checkbox', { name: '出差' }).focus();
  await page.keyboard.press('Space');
  await expect(settings.getByText('当「单选框」为 出差 时显示')).toBeVisible();
  await expect(phone.getByRole('note', { name: '已设置显示规则' })).toHaveCount(1);
  expect(await seriousViolations(page, '[aria-label="控件设置"]')).toEqual([]);

  await page.getByRole('button', { name: /^预\s*览$/ }).click();
  const preview = page.getByRole('dialog', { name: '预览：成员填写' });
  await expect(preview.getByRole('radio', { name: '出差' })).toBeVisible();
  await expect(preview.getByLabel('出差城市')).toHaveCount(0);
  // a click while the dialog still zooms in can land beside the radio on a busy machine: try again
  await expect(async () => preview.getByRole('radio', { name: '出差' }).check({ timeout: 3000 })).toPass({
    timeout: 20000,
  });
  await expect(preview.getByLabel('出差城市')).toBeVisible();

  await preview.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(preview.getByText('请填写出差城市')).toBeVisible();
  await expect(preview.getByLabel('出差城市')).toBeFocused();
  await expect(preview.getByText('预览中不会真正提交')).toBeVisible();
  expect(await seriousViolations(page, '.ant-modal')).toEqual([]);

  await preview.getByLabel('出差城市').fill('杭州');
  await preview.getByRole('button', { name: /^提\s*交$/ }).click();
  await expect(preview.getByText('填写完整，可以提交（预览中不会真正提交）')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();
  await expect(page.getByRole('button', { name: /^预\s*览$/ })).toBeFocused();
});

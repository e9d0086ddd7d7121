import { expect, test, type Browser, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, toast } from '../helpers';

// Two administrators on the one shared sandbox server, each in a browser of their own: 张伟 opens a
// record, 王芳 saves a change to it, then 张伟 saves. He is told who changed it and when, and
// chooses; 重新加载 shows her change (docs/assumed-contract.md "Edits of a shared record").

const PERSON = '陶春芳';
const APPROVAL = '通用审批';

/** 张伟 (who resets the server's data) and then 王芳 (who joins it), signed in, in the enterprise. */
async function twoAdministrators(browser: Browser) {
  const zhang = await (await browser.newContext()).newPage();
  await loginAs(zhang);
  await enterMainEnterprise(zhang);
  const wang = await (await browser.newContext()).newPage();
  await loginAs(wang, '王芳', { reset: false });
  if (!/#\/home\//.test(wang.url())) await enterMainEnterprise(wang);
  return { zhang, wang };
}

async function openStaffEdit(page: Page) {
  await page.goto('/#/home/organization');
  const search = page.locator('input[aria-label="搜索员工"]');
  await search.fill(PERSON);
  await search.press('Enter');
  await page.getByRole('button', { name: `编辑${PERSON}` }).click();
  return page.getByRole('dialog', { name: `编辑员工：${PERSON}` });
}

async function openDesign(page: Page) {
  await page.goto('/#/home/examine_management');
  await page.getByRole('button', { name: `编辑：${APPROVAL}` }).click();
  await expect(page.getByText('编辑审批')).toBeVisible();
  await expect(page.getByLabel('审批名称')).toHaveValue(APPROVAL); // the approval has loaded
  return page.getByLabel('审批说明');
}

const saveDesign = (page: Page) => page.getByRole('button', { name: '保存', exact: true }).first().click(); // the header's

test('a staff member changed by another administrator since the drawer opened: told who, 重新加载 shows it', async ({
  browser,
}) => {
  const { zhang, wang } = await twoAdministrators(browser);
  const his = await openStaffEdit(zhang);
  const hers = await openStaffEdit(wang);

  await hers.getByLabel('职位').fill('销售总监');
  await hers.getByRole('button', { name: '保存' }).click();
  await expect(toast(wang, '员工信息已保存')).toBeVisible();

  await his.getByLabel('职位').fill('大客户经理');
  await his.getByRole('button', { name: '保存' }).click();
  const prompt = zhang.getByRole('dialog', { name: '记录已被他人修改' });
  await expect(prompt).toContainText(
    new RegExp(`“${PERSON}”在您打开后已被王芳于\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}(:\\d{2})?修改`),
  );
  await prompt.getByRole('button', { name: '重新加载' }).click();
  await expect(prompt).toBeHidden();
  await expect(his.getByLabel('职位')).toHaveValue('销售总监');

  // saved now, over what he has seen: no second prompt
  await his.getByLabel('邮箱').fill('tao.chunfang@example.com');
  await his.getByRole('button', { name: '保存' }).click();
  await expect(toast(zhang, '员工信息已保存')).toBeVisible();
});

test('an approval design saved by another administrator meanwhile: told who, 重新加载 shows hers', async ({
  browser,
}) => {
  const { zhang, wang } = await twoAdministrators(browser);
  const his = await openDesign(zhang);
  const hers = await openDesign(wang);

  await hers.fill('王芳修改的说明');
  await saveDesign(wang);
  await expect(wang.getByText('保存成功')).toBeVisible();

  await his.fill('张伟修改的说明');
  await saveDesign(zhang);
  const prompt = zhang.getByRole('dialog', { name: '记录已被他人修改' });
  await expect(prompt).toContainText(`“${APPROVAL}”在您打开后已被王芳于`);
  await prompt.getByRole('button', { name: '重新加载' }).click();
  await expect(prompt).toBeHidden();
  await expect(his).toHaveValue('王芳修改的说明');
});

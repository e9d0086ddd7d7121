import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs, toast } from './helpers';

// F5 with unsaved work in the approval designer, answered 取消 at the browser's leave prompt: the page
// stays, so the sandbox must keep answering it. msw 2 took `beforeunload` for the page closing and
// stopped its worker; every call then reached the preview server, and 保存 stored nothing.

const NAME = '取消刷新后保存';

test('a reload cancelled at the leave prompt keeps the sandbox answering: the approval is really stored', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/examine_management');
  await expect(page.getByRole('button', { name: '拖动排序：通用审批' })).toBeVisible();
  await page.getByRole('button', { name: '新建审批' }).click();
  await expect(page.getByText('创建审批')).toBeVisible();
  await page.getByLabel('审批名称', { exact: true }).fill(NAME);
  await page.getByRole('button', { name: /表单设计/ }).click();
  // A click as well: Chromium shows the leave prompt only after a user gesture.
  await page
    .getByRole('complementary', { name: '控件库' })
    .getByRole('button', { name: '单行输入框：添加控件' })
    .click();
  await expect(
    page.getByRole('list', { name: '表单控件' }).getByRole('button', { name: '控件：单行输入框', exact: true }),
  ).toBeVisible();

  const prompts: string[] = [];
  page.on('dialog', (dialog) => {
    prompts.push(dialog.type());
    void dialog.dismiss(); // 取消: stay on the page
  });
  // Not page.reload(): it would wait for a navigation that the answer cancels.
  void page.evaluate(() => window.location.reload()).catch(() => undefined);
  await expect.poll(() => prompts).toEqual(['beforeunload']);
  await expect(page.getByText('创建审批')).toBeVisible();

  await page
    .getByRole('button', { name: /^保\s*存$/ })
    .first()
    .click();
  await expect(toast(page, '保存成功')).toBeVisible();
  await page.waitForURL(/#\/home\/examine_management$/);
  await expect(page.getByRole('button', { name: `拖动排序：${NAME}` })).toBeVisible();

  // Stored by the sandbox, not only shown: a real reload lists it too.
  await page.reload();
  await expect(page.getByRole('button', { name: `拖动排序：${NAME}` })).toBeVisible();
  expect(prompts).toEqual(['beforeunload']); // nothing unsaved was left to ask about
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The AI skills walk (product.md Part C): a new knowledge base, a new suggested question, the 会议室预订
// plugin switched on, and a scene that uses all three — still in the scene list after a reload.
// (Uploading into a base and its parsing: ai-knowledge.spec.ts.)

const QUESTION = '下周值班安排';
const SCENE = '行政前台';
const BASE = '行政资料';
const openOptions = '.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option';

/** Picks `text` in the drawer's multi-select `label` and waits until it is chosen (a click while the
 *  filtered list re-renders can miss; a chosen option is not clicked again, which would unchoose it). */
async function choose(page: Page, drawer: Locator, label: string, text: string) {
  const chosen = drawer.locator('.ant-select-selection-item').filter({ hasText: text });
  await expect(async () => {
    if (await chosen.count()) return;
    await drawer.getByLabel(label).fill(text);
    await page.locator(openOptions).filter({ hasText: text }).first().click({ timeout: 3000 });
    await expect(chosen).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30000 });
}

test('add a cue word, enable a plugin, create a scene that uses them → it is listed after a reload', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('a new knowledge base', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('AI助理知识库管理').click();
    await page.getByRole('button', { name: '新建知识库' }).click();
    const dialog = page.getByRole('dialog', { name: '新建知识库' });
    await dialog.getByLabel('知识库名称').fill(BASE);
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('共 3 个知识库')).toBeVisible();
  });

  await test.step('a new suggested question', async () => {
    await page.goto('/#/home/intelligent/intelligent_cue_words');
    await expect(page.getByRole('list', { name: '推荐问题列表' })).toBeVisible();
    await page.getByRole('button', { name: '新增推荐问题' }).click();
    const dialog = page.getByRole('dialog', { name: '新增推荐问题' });
    await dialog.getByLabel('名称').fill(QUESTION);
    await dialog.getByLabel('问题内容').fill('下周谁值班？值班时间是几点到几点？');
    await expect(dialog.getByText('17 / 100')).toBeVisible();
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('推荐问题已添加')).toBeVisible();
    await expect(page.getByRole('listitem', { name: QUESTION })).toBeVisible();
  });

  await test.step('the meeting-room plugin switched on', async () => {
    await page.getByRole('link', { name: '插件管理' }).click();
    const card = page.getByRole('listitem', { name: '会议室预订' });
    await expect(card.getByRole('link', { name: '会议室管理' })).toBeVisible();
    await card.getByRole('switch', { name: '启用会议室预订' }).click();
    await expect(page.getByText('已启用插件会议室预订')).toBeVisible();
    await expect(card.getByRole('switch', { name: '启用会议室预订' })).toBeChecked();
  });

  await test.step('a scene that uses them', async () => {
    await page.goto('/#/home/intelligent/intelligent_scene');
    await expect(page.getByText('共 3 个场景')).toBeVisible();
    await page.getByRole('button', { name: '新增场景' }).click();
    const drawer = page.getByRole('dialog', { name: '新增场景' });
    await drawer.getByLabel('场景名称').fill(SCENE);
    await drawer.getByText('工作台', { exact: true }).click();
    await choose(page, drawer, '知识库', BASE);
    await choose(page, drawer, '提示词', QUESTION);
    await choose(page, drawer, '插件', '会议室预订');
    await drawer.getByText('场景描述').click(); // closes the list, which covers the footer
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('场景已添加')).toBeVisible();
  });

  await test.step('still listed after a reload, with what it uses', async () => {
    await page.reload();
    await expect(page.getByText('共 4 个场景')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: SCENE });
    await expect(row).toContainText('工作台');
    await expect(row).toContainText(QUESTION);
    await expect(row).toContainText('会议室预订');
    await expect(row).toContainText(BASE);
  });
});

import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, settleForAudit } from './helpers';

// A reorganisation as one reviewed, atomic, reversible change (docs/assumed-contract.md "Restructure
// plans"): a plan that moves a department, merges two, renames one and moves three people is
// reviewed on its marked chart, applied (the live organisation changes at once, the change log has
// one entry for it), then undone (the live organisation is back).

const PLAN = '2027年组织调整';
const MOVED_PEOPLE = ['杨晨杰', '钱俊俊', '尹静轩'];

/** A department of the plan's chart (or of the live chart): its title starts with the name and （. */
const chartNode = (page: Page, name: string) =>
  page.locator('.ant-tree-treenode').filter({ hasText: new RegExp(`^${name}（`) });

async function select(page: Page, name: string) {
  await chartNode(page, name)
    .getByText(new RegExp(`^${name}（`))
    .click();
  await expect(page.getByRole('region', { name: `部门：${name}` })).toBeVisible();
}

/** Chooses a department in a dialog's plan department select. */
async function choose(page: Page, dialog: Locator, label: string, name: string) {
  const field = dialog.getByLabel(label);
  await field.click();
  await field.fill(name);
  await page.getByRole('treeitem', { name, exact: true }).getByTitle(name, { exact: true }).click();
  await expect(dialog.getByTitle(name, { exact: true })).toBeVisible();
}

/** Records one change through a dialog opened by `action` on the selected department. */
async function change(page: Page, action: string, title: string, fill: (dialog: Locator) => Promise<void>) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await fill(dialog);
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
}

async function confirm(page: Page) {
  await page.getByRole('dialog', { name: '提示' }).getByRole('button', { name: '确定' }).click();
}

async function liveChart(page: Page) {
  await page.goto('/#/home/organization_chart');
  await expect(page.getByRole('tab', { name: '当前架构', selected: true })).toBeVisible();
  await expect(chartNode(page, '总经办')).toBeVisible();
}

test('a plan is prepared, reviewed, applied at once and undone', async ({ page }) => {
  const counts = { before: '', after: '' }; // 总经办's members (sub-departments included)
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('新建调整方案 opens the new plan', async () => {
    await page.goto('/#/home/organization_chart?tab=plans');
    await expect(page.getByText('暂无调整方案')).toBeVisible();
    await page.getByRole('button', { name: '新建调整方案' }).click();
    const dialog = page.getByRole('dialog', { name: '新建调整方案' });
    await dialog.getByLabel('方案名称').fill(PLAN);
    await dialog.getByLabel('生效说明').fill('2027年1月1日起生效');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.waitForURL(/#\/home\/organization_chart\/plan\?id=/);
    await expect(page.getByRole('heading', { name: PLAN })).toBeVisible();
    await expect(page.getByText('方案没有调整项')).toBeVisible();
  });

  await test.step('a department moved, two merged, one renamed, three people moved', async () => {
    await select(page, '客户成功部');
    await change(page, '调整上级', '调整“客户成功部”的上级部门', (d) => choose(page, d, '上级部门', '销售部'));
    await select(page, '财务部');
    await change(page, '合并到…', '将“财务部”合并到…', (d) => choose(page, d, '合并到', '总经办'));
    await select(page, '人力资源部');
    await change(page, '重命名', '重命名“人力资源部”', (d) => d.getByLabel('部门名称').fill('人力资源中心'));
    await select(page, '行政部');
    const members = page.getByRole('region', { name: '部门成员' });
    for (const name of MOVED_PEOPLE) await members.getByLabel(name).check();
    await members.getByRole('button', { name: '调出' }).click();
    const out = page.getByRole('dialog', { name: '将3人调出“行政部”' });
    await choose(page, out, '调入部门', '产品部');
    await out.getByRole('button', { name: '确定' }).click();
    await expect(out).toBeHidden();
  });

  await test.step('the chart marks every change; the checks find no problem', async () => {
    await expect(page.getByRole('heading', { name: '检查（0个问题）' })).toBeVisible();
    await expect(chartNode(page, '人力资源中心')).toContainText('更名');
    // 调整前 → 调整后: 财务部's members join 总经办
    await expect(chartNode(page, '总经办')).toContainText(/总经办（\d+ → \d+）/);
    const [, before, after] = /（(\d+) → (\d+)）/.exec((await chartNode(page, '总经办').textContent()) ?? '')!;
    counts.before = before;
    counts.after = after;
    await expect(page.locator('.ant-tree-treenode').filter({ hasText: '已合并到“总经办”' })).toContainText('财务部');
    await expect(chartNode(page, '行政部')).toContainText('人员');
    await expect(chartNode(page, '产品部')).toContainText('人员');
    await expect(page.getByRole('list', { name: '调整项' }).getByRole('listitem')).toHaveCount(4);
    // the moved department is under 销售部 now: 仅看有调整的部门 opens the way to it
    await page.getByRole('switch', { name: '仅看有调整的部门' }).click();
    await expect(chartNode(page, '客户成功部')).toContainText('调整');
    await page.getByRole('switch', { name: '仅看有调整的部门' }).click();
    await page
      .locator('.ant-spin-spinning')
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 })
      .catch(() => undefined);
    await settleForAudit(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
      .analyze();
    expect(
      violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    ).toEqual([]);
  });

  const planUrl = page.url();

  await test.step('应用方案: the live organisation changes at once', async () => {
    await page.getByRole('button', { name: '应用方案' }).click();
    await expect(page.getByText(`确定应用方案“${PLAN}”吗？4项调整将立即生效`)).toBeVisible();
    await confirm(page);
    await expect(page.getByText('方案已应用')).toBeVisible();
    await expect(page.getByRole('button', { name: '撤销方案' })).toBeVisible();
    await liveChart(page);
    await expect(chartNode(page, '人力资源中心')).toBeVisible();
    await expect(chartNode(page, '总经办')).toContainText(`总经办（${counts.after}）`);
    await expect(chartNode(page, '财务部')).toHaveCount(0);
    await expect(chartNode(page, '客户成功部')).toHaveCount(0); // under 销售部 now
  });

  await test.step('the change log has one entry for the plan', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('变更日志', { exact: true }).click();
    await page.waitForURL(/#\/home\/log_management$/);
    await page.getByLabel('搜索操作内容').fill('应用调整方案');
    await expect(
      page
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: `应用调整方案“${PLAN}”：4项调整`, exact: true }) }),
    ).toHaveCount(1);
    await expect(page.getByText('共 1 条')).toBeVisible();
  });

  await test.step('撤销方案: the live organisation is back', async () => {
    await page.goto(planUrl);
    await page.getByRole('button', { name: '撤销方案' }).click();
    await confirm(page);
    await expect(page.getByText('方案已撤销')).toBeVisible();
    await expect(page.getByRole('button', { name: '复制为新方案' })).toBeVisible();
    await liveChart(page);
    await expect(chartNode(page, '人力资源部')).toBeVisible();
    await expect(chartNode(page, '财务部')).toBeVisible();
    await expect(chartNode(page, '客户成功部')).toBeVisible(); // under the root again
    await expect(chartNode(page, '总经办')).toContainText(`总经办（${counts.before}）`);
    await expect(chartNode(page, '人力资源中心')).toHaveCount(0);
  });
});

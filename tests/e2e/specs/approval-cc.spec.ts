import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { ccFinanceHiding } from './approval-steps';
import { enterMainEnterprise, keyboardDrag, loginAs, nextFrames, settleForAudit } from './helpers';

// The CC-node walk (assumed contract "Approval process"): an approval with a CC node (抄送人) whose
// handlers cannot see the amount, and a condition whose branches are reordered by keyboard on their
// handles; saved, reopened, all still there.

const NAME = '抄送报销审批';
const MONEY = '金额（元）';

async function goToStep(page: Page, title: '基本信息' | '表单设计' | '流程设计') {
  await page.getByRole('button', { name: new RegExp(title) }).click();
}

/** Branch names in priority order, read from their cards' titles. */
const branchOrder = (page: Page) =>
  page
    .getByRole('group', { name: '条件分支' })
    .getByText(/优先级\d/)
    .evaluateAll((titles) => titles.map((t) => t.textContent!.replace(/\s+优先级\d+$/, '')));

async function setBranch(page: Page, branch: string, amount: string) {
  await page.getByRole('button', { name: `设置：${branch}` }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '条件设置' });
  await drawer.getByRole('button', { name: '添加条件项' }).click();
  await page.getByRole('menuitem', { name: MONEY }).click();
  await drawer.getByLabel(`${MONEY}比较值`).fill(amount);
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
}

/** Picks a branch up by its handle, moves it one place left (a higher priority) and drops it. */
async function keyboardLeft(page: Page, branch: string) {
  await keyboardDrag(page, page.getByRole('button', { name: `调整优先级：${branch}` }), ['ArrowLeft']);
}

test('designs an approval with a CC node that cannot see a field and reordered branches, saves and reopens it', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/examine_management/designer');
  await expect(page.getByText('创建审批')).toBeVisible();
  await page.getByLabel('审批名称').fill(NAME);

  await goToStep(page, '表单设计');
  const palette = page.getByRole('complementary', { name: '控件库' });
  await palette.getByRole('button', { name: `${MONEY}：添加控件` }).click();
  await palette.getByRole('button', { name: '单行输入框：添加控件' }).click();

  // A CC node: the finance role, once approved, amount hidden
  await goToStep(page, '流程设计');
  await page.getByRole('button', { name: '在发起人后添加节点' }).click();
  await page.getByRole('menuitem', { name: '抄送人' }).click();
  await expect(page.getByText('未设置抄送人')).toBeVisible();
  const cc = await ccFinanceHiding(page, MONEY);
  await expect(cc.getByRole('radiogroup', { name: '单行输入框的权限' }).getByLabel('只读')).toBeChecked();
  await cc.getByRole('button', { name: '确定' }).click();
  await expect(cc).toBeHidden();
  await expect(page.getByText('角色：财务；审批通过后抄送；允许发起人添加抄送人')).toBeVisible();

  // A condition after it with two ruled branches; 条件2 raised to the first priority by keyboard
  await page.getByRole('button', { name: '在抄送人后添加节点' }).click();
  await page.getByRole('menuitem', { name: '条件分支' }).click();
  await page.getByRole('button', { name: '添加条件', exact: true }).click();
  // the branch cards of a group stand level: 其他情况 as tall as an unset branch and a set one
  const cardHeight = (name: string) =>
    page.locator(`[data-node="${name}"]`).evaluate((el) => el.getBoundingClientRect().height);
  expect(await cardHeight('其他情况')).toBe(await cardHeight('条件1'));
  await setBranch(page, '条件1', '1000');
  expect(await cardHeight('其他情况')).toBe(await cardHeight('条件1'));
  await setBranch(page, '条件2', '5000');
  await expect.poll(() => branchOrder(page)).toEqual(['条件1', '条件2', '其他情况']);
  await expect(page.getByRole('button', { name: '调整优先级：其他情况' })).toHaveCount(0);
  // by mouse: 条件2's handle onto 条件1's card
  const handle = (await page.getByRole('button', { name: '调整优先级：条件2' }).boundingBox())!;
  const target = (await page.getByRole('button', { name: '设置：条件1' }).boundingBox())!;
  await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle.x + handle.width / 2 - 10, handle.y + handle.height / 2, { steps: 3 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 10 });
  await nextFrames(page);
  await page.mouse.up();
  await expect.poll(() => branchOrder(page)).toEqual(['条件2', '条件1', '其他情况']);
  // by keyboard: 条件1 back to the first priority, then 条件2 again
  await keyboardLeft(page, '条件1');
  await expect.poll(() => branchOrder(page)).toEqual(['条件1', '条件2', '其他情况']);
  await keyboardLeft(page, '条件2');
  await expect.poll(() => branchOrder(page)).toEqual(['条件2', '条件1', '其他情况']);
  await expect(page.getByText(`${MONEY} 大于 5000`)).toBeVisible();

  await page.getByRole('navigation', { name: '步骤切换' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.waitForURL(/#\/home\/examine_management$/);

  // Reopened: the CC node, its hidden field and the branch order are as saved
  await page.getByRole('button', { name: `编辑：${NAME}` }).click();
  await expect(page.getByLabel('审批名称')).toHaveValue(NAME);
  await goToStep(page, '流程设计');
  await expect(page.getByText('角色：财务；审批通过后抄送；允许发起人添加抄送人')).toBeVisible();
  await expect.poll(() => branchOrder(page)).toEqual(['条件2', '条件1', '其他情况']);
  await page.getByRole('button', { name: '设置：抄送人' }).click();
  await cc.getByRole('tab', { name: '表单权限' }).click();
  await expect(cc.getByRole('radiogroup', { name: `${MONEY}的权限` }).getByLabel('隐藏')).toBeChecked();
  await expect(cc.getByRole('radiogroup', { name: '单行输入框的权限' }).getByLabel('只读')).toBeChecked();

  // the flow canvas (its cards, handles, lines) has no serious or critical accessibility violation
  await cc.getByRole('button', { name: '取消' }).click();
  await expect(cc).toBeHidden();
  await settleForAudit(page);
  const { violations } = await new AxeBuilder({ page }).include('[data-flow="canvas"]').analyze();
  expect(
    violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
});

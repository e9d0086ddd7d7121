import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, keyboardDrag, loginAs, nextFrames } from './helpers';

// The approval designer walk: design an approval (Money, a formula over it, AskLeave, a two-branch
// condition on the Money field), save it, find it in the list, reorder it by keyboard drag, disable it.

const NAME = '差旅费用审批';
const MONEY = '金额（元）';

/** Names of the list rows, top to bottom, read from their drag handles. */
const rowNames = (page: Page) =>
  page
    .getByRole('button', { name: /^拖动排序：/ })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')!.replace('拖动排序：', '')));

/** Names of the controls on the designer's phone, top to bottom. */
const phoneNames = (page: Page) =>
  page
    .getByRole('list', { name: '表单控件' })
    .getByRole('button', { name: /^拖动控件：/ })
    .evaluateAll((handles) => handles.map((h) => h.getAttribute('aria-label')!.replace('拖动控件：', '')));

async function openList(page: Page) {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/examine_management');
  await expect(page.getByRole('button', { name: '拖动排序：通用审批' })).toBeVisible();
}

async function goToStep(page: Page, title: '基本信息' | '表单设计' | '流程设计') {
  await page.getByRole('button', { name: new RegExp(title) }).click(); // the clickable step
}

test('designs an approval with Money, formula, AskLeave and a condition, then finds, reorders and disables it', async ({
  page,
}) => {
  await openList(page);
  await page.getByRole('button', { name: '新建审批' }).click();
  await page.waitForURL(/#\/home\/examine_management\/designer/);
  await expect(page.getByText('创建审批')).toBeVisible();

  // Basic info
  await page.getByLabel('审批名称').fill(NAME);

  // Form design: Money, a formula over it, AskLeave
  await goToStep(page, '表单设计');
  const palette = page.getByRole('complementary', { name: '控件库' });
  const phone = page.getByRole('list', { name: '表单控件' });
  await palette.getByRole('button', { name: `${MONEY}：添加控件` }).click();
  await expect(phone.getByRole('button', { name: `控件：${MONEY}`, exact: true })).toBeVisible();

  await palette.getByRole('button', { name: '计算公式：添加控件' }).click();
  const settings = page.getByRole('region', { name: '控件设置' });
  await expect(settings.getByText('控件设置：计算公式')).toBeVisible();
  await settings.getByRole('button', { name: `${MONEY}：插入字段` }).click();
  await settings.getByRole('button', { name: '*：输入', exact: true }).click();
  await settings.getByRole('button', { name: '2：输入', exact: true }).click();
  const formula = settings.getByRole('status', { name: '计算公式' });
  await expect(formula).toContainText(MONEY);
  await expect(formula).toContainText('*');
  await expect(formula).toContainText('2');
  await expect(phone.getByText(`= ${MONEY}*2`)).toBeVisible();

  await palette.getByRole('button', { name: '请假：添加控件' }).click();
  const askLeave = phone.getByRole('group', { name: '请假控件' });
  await expect(askLeave).toBeVisible();
  await expect(askLeave.getByText('自动计算')).toBeVisible();
  await expect(palette.getByRole('button', { name: '请假：添加控件' })).toBeDisabled();
  await expect(phone.getByRole('alert')).toHaveCount(0); // no field is flagged

  // Reorder the controls on the phone: AskLeave to the top by pointer, then the formula up by keyboard
  const tile = (name: string) => phone.getByRole('button', { name: `控件：${name}`, exact: true });
  expect(await phoneNames(page)).toEqual([MONEY, '计算公式', '请假']);
  const from = (await askLeave.boundingBox())!;
  const to = (await tile(MONEY).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 3 });
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 10 });
  await nextFrames(page);
  await page.mouse.up();
  await expect.poll(() => phoneNames(page)).toEqual(['请假', MONEY, '计算公式']);
  await keyboardDrag(page, phone.getByRole('button', { name: '拖动控件：计算公式' }), ['ArrowUp']);
  await expect.poll(() => phoneNames(page)).toEqual(['请假', '计算公式', MONEY]);

  // Process design: a condition (条件1 + 其他情况) on the Money field
  await goToStep(page, '流程设计');
  await page.getByRole('button', { name: '在发起人后添加节点' }).click();
  await page.getByRole('menuitem', { name: '条件分支' }).click();
  await expect(page.getByText('未满足其他条件时，进入此流程')).toBeVisible();
  await page.getByRole('button', { name: '设置：条件1' }).click();
  const drawer = page.getByRole('dialog').filter({ hasText: '条件设置' });
  await drawer.getByRole('button', { name: '添加条件项' }).click();
  await page.getByRole('menuitem', { name: MONEY }).click();
  await drawer.getByLabel(`${MONEY}比较值`).fill('5000');
  await drawer.getByRole('button', { name: '确定' }).click();
  await expect(drawer).toBeHidden();
  const branches = page.getByRole('group', { name: '条件分支' });
  await expect(branches.getByText(`${MONEY} 大于 5000`)).toBeVisible();
  await expect(branches.getByText(/优先级\d/)).toHaveCount(2);
  await expect(branches.getByText('其他情况  优先级2')).toBeVisible();

  // Save: back to the list
  // the step bar's 保存 (the header has one too)
  await page.getByRole('navigation', { name: '步骤切换' }).getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await page.waitForURL(/#\/home\/examine_management$/);

  // Found by search
  const search = page.getByRole('searchbox', { name: '搜索审批名称' });
  await search.fill('差旅');
  await expect.poll(() => rowNames(page)).toEqual([NAME]);
  await search.fill('');
  await expect
    .poll(() => rowNames(page))
    .toEqual(['请假', '补卡', '报销', '资产申请', '出差', '加班', '用印申请', '通用审批', NAME]);

  // Its detail shows the form and the condition
  await page.getByRole('button', { name: `详情：${NAME}` }).click();
  const detail = page.getByRole('dialog');
  await expect(detail.getByText(`${MONEY}（${MONEY}）`)).toBeVisible();
  await expect(detail.getByText('计算公式（计算公式）')).toBeVisible();
  await expect(detail.getByText(/^请假（请假/)).toBeVisible();
  await expect(detail.getByText('条件分支（2个）')).toBeVisible();
  await expect(detail.getByText(`条件1：${MONEY} 大于 5000`)).toBeVisible();
  await expect(detail.getByText('其他情况：其他条件进入此流程')).toBeVisible();
  await detail
    .getByRole('button', { name: 'Close' })
    .or(detail.getByRole('button', { name: '关闭' }))
    .first()
    .click();
  await expect(detail).toBeHidden();

  // Reorder by keyboard drag: one place up, above 通用审批
  const handle = page.getByRole('button', { name: `拖动排序：${NAME}` });
  await expect(handle).toBeEnabled();
  await keyboardDrag(page, handle, ['ArrowUp']);
  await expect(page.getByText('排序已更新')).toBeVisible();
  await expect
    .poll(() => rowNames(page))
    .toEqual(['请假', '补卡', '报销', '资产申请', '出差', '加班', '用印申请', NAME, '通用审批']);

  // Disable it
  const toggle = page.getByRole('switch', { name: `启用：${NAME}` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(page.getByText('已停用')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // The order and the state survive a reload (read back from the sandbox)
  await page.reload();
  await expect
    .poll(() => rowNames(page))
    .toEqual(['请假', '补卡', '报销', '资产申请', '出差', '加班', '用印申请', NAME, '通用审批']);
  await expect(page.getByRole('switch', { name: `启用：${NAME}` })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: '启用：通用审批' })).toBeChecked();
});

import { expect, test, type Page } from '@playwright/test';
import { dismissTour, fillStable, loginAs, toast } from './helpers';
import { readScopeFacts } from './scope-store';

// 欧阳敏 (管理范围 销售部 and 市场部) and what lies partly outside it (assumed contract
// "Partial writes"): her departments' own totals and the enterprise head named; a person also in a
// department outside keeps it when she saves him; a group of people outside offers no 删除 and says
// why, and her save of it keeps them. The figures come from the store the page runs on.

const ADMIN = '欧阳敏';
const PERSON = '侯明海'; // of 销售部 and of 产品部 (outside her scope)
const GROUP = '研发考勤组'; // every member outside her scope

async function enter(page: Page) {
  await loginAs(page, ADMIN);
  if (page.url().includes('l-has')) await page.getByRole('button', { name: '进入联创未来科技有限公司' }).click();
  await page.waitForURL(/#\/home\//);
  await dismissTour(page);
}

test('欧阳敏 saves what she sees and keeps what she does not', async ({ page }) => {
  await enter(page);
  const before = await readScopeFacts(page, ADMIN, [PERSON]);
  // the walk means something only while the seed holds these cases
  expect(before.outsideDepartmentsOf[PERSON]).toHaveLength(1);
  expect(before.groups[GROUP]).toMatchObject({ inside: 0, outside: expect.any(Number) });
  expect(before.groups[GROUP].outside).toBeGreaterThan(0);
  expect(before.totals['市场部']).not.toBe(before.totals['销售部']);

  await test.step('组织架构: each department of hers its own total, the head named as outside', async () => {
    await page.goto('/#/home/organization');
    const tree = page.getByRole('tree').first();
    await tree.getByText('市场部', { exact: true }).click();
    await expect(page.getByText(`共 ${before.totals['市场部']} 人`, { exact: true })).toBeVisible();
    await tree.getByText('销售部', { exact: true }).click();
    await expect(page.getByText(`共 ${before.totals['销售部']} 人`, { exact: true })).toBeVisible();
    await expect(page.getByText('企业负责人：')).toHaveText(`企业负责人：${before.head}（管理范围外）`);
  });

  await test.step(`编辑 ${PERSON}: the form says a department is kept, 保存 keeps it`, async () => {
    await page.getByLabel('搜索员工').fill(PERSON);
    await expect(page.getByText('共 1 人', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: `编辑${PERSON}` }).click();
    const drawer = page.getByRole('dialog', { name: `编辑员工：${PERSON}` });
    await expect(drawer.getByRole('note')).toHaveText('另有 1 个部门不在您的管理范围内，保存时保持不变');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '员工信息已保存')).toBeVisible();
    await expect(drawer).toBeHidden();
    const after = await readScopeFacts(page, ADMIN, [PERSON]);
    expect(after.outsideDepartmentsOf[PERSON]).toEqual(before.outsideDepartmentsOf[PERSON]);
  });

  const { outside } = before.groups[GROUP];
  const row = page.getByRole('row').filter({ has: page.getByRole('cell', { name: GROUP, exact: true }) });

  await test.step(`考勤组管理: ${GROUP} counts those outside and offers no 删除, saying why`, async () => {
    await page.goto('/#/home/attendance_management');
    await expect(row).toContainText(`0人（另有${outside}人在管理范围外）`);
    const remove = row.getByRole('button', { name: `删除${GROUP}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('该考勤组包含您管理范围外的人员，无法删除');
    // a disabled button is still sent the pointer's entry (not its clicks): the tooltip opens on it
    await remove.hover();
    await expect(page.getByRole('tooltip')).toHaveText('该考勤组包含您管理范围外的人员，无法删除');
  });

  await test.step(`编辑 ${GROUP}: the form says its members are kept, 保存 keeps them`, async () => {
    await page.mouse.move(0, 0);
    await row.getByRole('button', { name: `编辑${GROUP}` }).click();
    const drawer = page.getByRole('dialog', { name: `考勤组：${GROUP}` });
    await expect(drawer.getByText('已选择 0 人')).toBeVisible();
    await expect(drawer.getByRole('note')).toHaveText(`另有 ${outside} 人不在您的管理范围内，保存时保持不变`);
    await fillStable(page, drawer.getByLabel('工作时段名称'), '研发新周');
    await drawer.getByRole('button', { name: '保存' }).click();
    await expect(toast(page, '考勤组已保存')).toBeVisible();
    await expect(drawer).toBeHidden();
    expect((await readScopeFacts(page, ADMIN, [PERSON])).groups[GROUP]).toEqual({ inside: 0, outside });
    await expect(row).toContainText(`0人（另有${outside}人在管理范围外）`);
  });
});

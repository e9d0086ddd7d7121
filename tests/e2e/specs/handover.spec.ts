import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, tickMember } from './helpers';

// The handover walk: a two-person departure through the handover wizard, then the change log shows
// one entry per leaver with each handover and its before → after. The leavers are seeded group
// owners (the seed is fixed), found by phone; the receiver is the seeded administrator 王芳.

const LEAVERS = [
  { name: '钱强', phone: '18025014512', group: '研发技术交流' },
  { name: '许刚晨', phone: '19447583969', group: '销售周报' },
];
const HEIR = { name: '王芳', phone: '13800000003' };

async function chooseHeir(page: Page, button: Locator, title: string) {
  await button.click();
  const picker = page.getByRole('dialog', { name: title });
  await tickMember(picker, HEIR);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

test('two people leave through the handover wizard; the change log lists each handover', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('who leaves', async () => {
    await page.goto('/#/home/organization/leave_person');
    await page.getByRole('button', { name: '选择员工' }).click();
    const picker = page.getByRole('dialog', { name: '选择离职员工' });
    for (const p of LEAVERS) await tickMember(picker, p);
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(picker).toBeHidden();
    for (const p of LEAVERS) await expect(page.getByText(p.name, { exact: true })).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
  });

  await test.step('what they hold', async () => {
    const table = page.getByRole('table', { name: '待交接事项' });
    for (const p of LEAVERS) await expect(table.getByRole('row').filter({ hasText: p.name })).toContainText(p.group);
    await page.getByRole('button', { name: '下一步' }).click();
  });

  await test.step('a receiver per kind; the wizard waits until nothing is left without an owner', async () => {
    await chooseHeir(page, page.getByRole('button', { name: '为全部群聊指定交接人' }), '选择群聊交接人');
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('以下事项尚未指定交接人，不能继续')).toBeVisible(); // 钱强's departments
    await chooseHeir(page, page.getByRole('button', { name: '为全部主管部门指定交接人' }), '选择主管部门交接人');
    await page.getByRole('button', { name: '下一步' }).click();
    const summary = page.getByRole('list', { name: '离职与交接' });
    await expect(summary).toContainText(`${LEAVERS[0].name}离职，群聊 1 个交接给${HEIR.name}，主管部门`);
    await expect(summary).toContainText(`${LEAVERS[1].name}离职，群聊 1 个交接给${HEIR.name}`);
  });

  await test.step('one call departs both', async () => {
    await page.getByRole('button', { name: '确认离职' }).click();
    await expect(page.getByText('已办理离职')).toBeVisible();
    await page.waitForURL(/#\/home\/organization\/leave_tables/);
    for (const p of LEAVERS) await expect(page.getByRole('row').filter({ hasText: p.phone })).toBeVisible();
  });

  await test.step('the change log: one entry per leaver, each handover with before → after', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('变更日志', { exact: true }).click();
    await page.waitForURL(/#\/home\/log_management$/);
    await page.getByLabel('搜索操作内容').fill(`交接给${HEIR.name}`);
    await expect(page.getByText('共 2 条')).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: `${LEAVERS[1].name}离职，群聊 1 个交接给${HEIR.name}` });
    await expect(entry).toContainText('离职管理');
    await entry.getByRole('button', { name: '展开行' }).click();
    const diff = page.getByRole('table', { name: '字段变更' });
    await expect(diff.getByRole('row').filter({ hasText: `群聊「${LEAVERS[1].group}」群主` })).toContainText(
      `${LEAVERS[1].name}${HEIR.name}`,
    );
    await expect(diff.getByRole('row').filter({ hasText: '状态' })).toContainText('在职离职');
  });
});

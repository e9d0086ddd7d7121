import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, pickDepartment } from './helpers';

// The walk through the organisation: a new department, a new member in it, moved to a
// second new department, departed through the handover wizard, and every step in the change log.

const FIRST = '星火实验室';
const SECOND = '燎原实验室';
const PERSON = '欧阳青禾';
const PHONE = '19912345678';

async function openOrganization(page: Page) {
  await page.goto('/#/home/organization');
  await expect(page.getByText('研发中心', { exact: true }).first()).toBeVisible();
}

/** 添加部门 in the toolbar: a child of the selected department (the root at first). */
async function addDepartment(page: Page, name: string) {
  await page.getByRole('button', { name: '添加部门' }).click();
  const dialog = page.getByRole('dialog', { name: '添加部门' });
  await dialog.getByLabel('部门名称').fill(name);
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('部门已添加')).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Selects a department through the tree's search (the tree is virtual: a new one may be off screen). */
async function selectDepartment(page: Page, name: string) {
  await page.getByLabel('搜索部门').fill(name);
  await page.getByRole('listitem').filter({ hasText: name }).click();
  await expect(page.getByLabel('搜索部门')).toHaveValue(''); // back to the tree
  await expect(page.getByRole('heading', { level: 5, name, exact: true })).toBeVisible(); // the staff panel's title
}

test('department → new member → move → departure → all in the change log', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await openOrganization(page);
  const row = page.getByRole('row').filter({ hasText: PERSON }); // the new member in the staff table

  await test.step('two departments under the root', async () => {
    await addDepartment(page, FIRST);
    await addDepartment(page, SECOND);
  });

  // member_add starts with the department selected on the organisation page
  await test.step('a staff member added into the first', async () => {
    await selectDepartment(page, FIRST);
    await expect(page.getByText('暂无员工')).toBeVisible();
    await page.getByRole('button', { name: '添加员工' }).click();
    await page.waitForURL(/#\/home\/organization\/member_add\?departId=/);
    await page.getByLabel('姓名').fill(PERSON);
    await page.getByLabel('手机号').fill(PHONE);
    // 所在部门 comes preset (the organisation page stays mounted, hidden, hence the visible filter)
    await expect(page.getByTitle(FIRST).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('员工已添加')).toBeVisible();
    await page.waitForURL(/#\/home\/organization$/);
    await expect(row).toContainText(PHONE);
    await expect(row).toContainText(FIRST);
  });

  await test.step('moved to the second', async () => {
    await row.getByRole('checkbox').check();
    await page.getByRole('button', { name: /^批量操作/ }).click();
    await page.getByRole('menuitem', { name: '调整部门' }).click();
    const move = page.getByRole('dialog', { name: '调整部门（1人）' });
    await pickDepartment(page, move, move.getByLabel('目标部门'), SECOND);
    await expect(move.getByTitle(SECOND)).toBeVisible(); // chosen
    await move.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('部门已调整')).toBeVisible();
    await expect(move).toBeHidden();
    await expect(page.getByText('暂无员工')).toBeVisible(); // gone from the first department
    await selectDepartment(page, SECOND);
    await expect(row).toContainText(SECOND);
  });

  await test.step('departed through the handover wizard (nothing to hand over)', async () => {
    await row.getByRole('button', { name: `离职${PERSON}` }).click();
    await page.waitForURL(/#\/home\/organization\/leave_person\?id=/);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('table', { name: '待交接事项' })).toContainText(PERSON);
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByText('离职员工没有需要交接的事项')).toBeVisible();
    await page.getByRole('button', { name: '下一步' }).click();
    await expect(page.getByRole('list', { name: '离职与交接' })).toContainText(`${PERSON}离职`);
    await page.getByRole('button', { name: '确认离职' }).click();
    await expect(page.getByText('已办理离职')).toBeVisible();
    await page.waitForURL(/#\/home\/organization\/leave_tables/);
    await expect(page.getByRole('row').filter({ hasText: PERSON })).toContainText(PHONE);
  });

  await test.step('every step in the change log, by department and by person', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('变更日志', { exact: true }).click();
    await page.waitForURL(/#\/home\/log_management$/);
    const search = page.getByLabel('搜索操作内容');
    const logRow = (keyword: string) =>
      page.getByRole('row').filter({ has: page.getByRole('cell', { name: keyword, exact: true }) });

    // every entry names the people and departments it touched
    await search.fill(FIRST);
    await expect(page.getByText('共 2 条')).toBeVisible();
    await expect(logRow(`添加部门 ${FIRST}`)).toContainText('组织架构');
    await expect(logRow(`添加员工 ${PERSON}（${FIRST}）`)).toContainText('员工管理');

    await search.fill(SECOND);
    await expect(page.getByText('共 2 条')).toBeVisible();
    await expect(logRow(`添加部门 ${SECOND}`)).toContainText('张伟');
    await expect(logRow(`调整员工 ${PERSON} 至 ${SECOND}`)).toContainText('员工管理');

    await search.fill(PERSON);
    await expect(page.getByText('共 3 条')).toBeVisible();
    await expect(logRow(`添加员工 ${PERSON}（${FIRST}）`)).toContainText('员工管理');
    await expect(logRow(`调整员工 ${PERSON} 至 ${SECOND}`)).toContainText('员工管理');
    await expect(logRow(`${PERSON}离职`)).toContainText('离职管理');
  });
});

import { expect, test, type Locator, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs, pickMember as pick } from './helpers';

// The lifecycle walk (docs/product.md Part D), as a new administrator would do it. One seeded member
// of 研发考勤组 is made, through the console's own pages, a booker of a meeting room, a user of a
// printer and a viewer of an application; then leaves through 办理离职 with a colleague receiving every
// kind the wizard offers. Each place then names the colleague (the attendance group just drops the
// leaver: it is not handed over) and still saves; the change log names both people.

const LEAVER = { name: '林佑', phone: '15302388879', group: '研发考勤组' }; // 研发中心; also holds a role and a group chat seat
const HEIR = { name: '于丽文', phone: '13859289356' }; // 渠道组, holds nothing the departure touches
const ROOM = '黄河厅'; // bookable by everyone in the seed
const PRINTER = 'LP2026000001'; // usable by everyone in the seed
const APP = '发票助手'; // 第三方应用, visible to everyone in the seed
const STILL_IN_GROUP = '谢凯'; // another member of 研发考勤组, so "not listed" is not an empty list

const roomRow = (page: Page) => page.getByRole('row').filter({ hasText: ROOM });
const printerRow = (page: Page) => page.getByRole('row').filter({ hasText: PRINTER });
const appRow = (page: Page) => page.getByRole('row').filter({ hasText: APP });

async function openRooms(page: Page) {
  await page.goto('/#/home/conference_room');
  await expect(roomRow(page)).toBeVisible();
}

async function openPrinters(page: Page) {
  await page.goto('/#/home/workbench_deviceManagement');
  await expect(printerRow(page)).toBeVisible();
}

async function openThirdPartyApps(page: Page) {
  await page.goto('/#/home/workbench_appManagement');
  await page.getByRole('tab', { name: '第三方应用' }).click();
  await expect(appRow(page)).toBeVisible();
}

/** Opens a dialog's edit form again and saves it as it is: the save must succeed. */
async function saveAsIs(page: Page, dialog: Locator, success: string) {
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText(success)).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a member who books a room, prints, sees an application and is in an attendance group leaves with a hand-over; every place names the colleague and saves', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('arrange: a booker of the room', async () => {
    await openRooms(page);
    await roomRow(page)
      .getByRole('button', { name: `编辑${ROOM}` })
      .click();
    const dialog = page.getByRole('dialog', { name: '编辑会议室' });
    await dialog.getByText('指定部门和人员').click();
    await dialog.getByRole('button', { name: '选择人员' }).click();
    await pick(page, '选择可预订人员', LEAVER);
    await expect(dialog.getByLabel(`移除${LEAVER.name}`)).toBeVisible(); // the chosen person's tag
    await saveAsIs(page, dialog, '会议室已保存');
    await expect(roomRow(page)).toContainText(LEAVER.name);
  });

  await test.step('arrange: a user of the printer', async () => {
    await openPrinters(page);
    await printerRow(page).getByRole('button', { name: '使用权限' }).click();
    const dialog = page.getByRole('dialog', { name: `使用权限 · ${PRINTER}` });
    await dialog.getByText('指定部门和人员').click();
    await dialog.getByRole('button', { name: '选择人员' }).click();
    await pick(page, '选择可使用人员', LEAVER);
    await saveAsIs(page, dialog, '使用权限已保存');
    await expect(printerRow(page)).toContainText(LEAVER.name);
  });

  await test.step('arrange: a viewer of the application', async () => {
    await openThirdPartyApps(page);
    await appRow(page)
      .getByRole('button', { name: `设置可见范围${APP}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `设置可见范围：${APP}` });
    await dialog.getByLabel('指定部门和人员').check();
    await dialog.getByRole('button', { name: '选择人员' }).click();
    await pick(page, '添加可见人员', LEAVER);
    await saveAsIs(page, dialog, '可见范围已保存');
    await expect(appRow(page)).toContainText(LEAVER.name);
  });

  await test.step('办理离职: a receiver for every kind the wizard offers', async () => {
    await page.goto('/#/home/organization/leave_person');
    await page.getByRole('button', { name: '选择员工' }).click();
    await pick(page, '选择离职员工', LEAVER);
    await page.getByRole('button', { name: '下一步' }).click();

    const held = page.getByRole('table', { name: '待交接事项' }).getByRole('row').filter({ hasText: LEAVER.name });
    for (const kind of ['会议室预订范围（1个）', '打印机使用权限（1台）', '应用可见范围（1个）', `考勤组（1个）`])
      await expect(held).toContainText(kind);
    await expect(held).toContainText(LEAVER.group);
    await page.getByRole('button', { name: '下一步' }).click();

    const offers = page.getByRole('button', { name: /^为全部.+指定交接人$/ });
    await expect(offers.first()).toBeVisible();
    const labels = (await offers.allTextContents()).map((t) => t.replace(/^为全部|指定交接人$/g, ''));
    expect(labels).toEqual(expect.arrayContaining(['会议室预订范围', '打印机使用权限', '应用可见范围']));
    for (const label of labels) {
      await page.getByRole('button', { name: `为全部${label}指定交接人` }).click();
      await pick(page, `选择${label}交接人`, HEIR);
    }
    // the attendance group is not handed over: it is listed as ending
    await expect(page.getByRole('list', { name: '离职后失效' })).toContainText(
      `${LEAVER.name}的考勤组（1个）：离职后退出`,
    );
    await page.getByRole('button', { name: '下一步' }).click();

    const summary = page.getByRole('list', { name: '离职与交接' });
    for (const label of labels) await expect(summary).toContainText(new RegExp(`${label} \\d+ \\S+交接给${HEIR.name}`));
    await page.getByRole('button', { name: '确认离职' }).click();
    await expect(page.getByText('已办理离职')).toBeVisible();
    await page.waitForURL(/#\/home\/organization\/leave_tables/);
    await expect(page.getByRole('row').filter({ hasText: LEAVER.phone })).toBeVisible();
  });

  await test.step('the room: booked by the colleague, and it saves', async () => {
    await openRooms(page);
    await expect(roomRow(page)).toContainText(HEIR.name);
    await expect(roomRow(page)).not.toContainText(LEAVER.name);
    await roomRow(page)
      .getByRole('button', { name: `编辑${ROOM}` })
      .click();
    const dialog = page.getByRole('dialog', { name: '编辑会议室' });
    await expect(dialog.getByLabel(`移除${HEIR.name}`)).toBeVisible();
    await expect(dialog).not.toContainText(LEAVER.name);
    await saveAsIs(page, dialog, '会议室已保存');
  });

  await test.step('the printer: used by the colleague, and it saves', async () => {
    await openPrinters(page);
    await expect(printerRow(page)).toContainText(HEIR.name);
    await expect(printerRow(page)).not.toContainText(LEAVER.name);
    await printerRow(page).getByRole('button', { name: '使用权限' }).click();
    const dialog = page.getByRole('dialog', { name: `使用权限 · ${PRINTER}` });
    await expect(dialog.getByLabel(`移除${HEIR.name}`)).toBeVisible();
    await saveAsIs(page, dialog, '使用权限已保存');
  });

  await test.step('the application scope (应用范围管理): seen by the colleague, and it saves', async () => {
    await openThirdPartyApps(page);
    await expect(appRow(page)).toContainText(HEIR.name);
    await appRow(page)
      .getByRole('button', { name: `查看范围：${APP}` })
      .click();
    await page.waitForURL(/#\/home\/scopeofApplicationDetails\?id=/);
    const people = page.getByRole('table', { name: '指定人员' });
    await expect(people.getByRole('row').filter({ hasText: HEIR.name })).toBeVisible();
    await expect(people).not.toContainText(LEAVER.name);
    await page.getByRole('button', { name: '设置可见范围' }).click();
    const dialog = page.getByRole('dialog', { name: `设置可见范围：${APP}` });
    await expect(dialog.getByLabel(`移除${HEIR.name}`)).toBeVisible();
    await saveAsIs(page, dialog, '可见范围已保存');
  });

  await test.step('the attendance group no longer lists the leaver (not handed over), and it saves', async () => {
    await page.goto('/#/home/attendance_management');
    await page.getByRole('button', { name: `编辑${LEAVER.group}` }).click();
    const drawer = page.getByRole('dialog', { name: `考勤组：${LEAVER.group}` });
    const members = drawer.getByRole('list', { name: '考勤人员' });
    await expect(members.getByLabel(`移除${STILL_IN_GROUP}`)).toBeVisible();
    await expect(members).not.toContainText(LEAVER.name);
    await expect(members).not.toContainText(HEIR.name);
    await saveAsIs(page, drawer, '考勤组已保存');
  });

  await test.step('the change log names both people in the departure entry', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('变更日志', { exact: true }).click();
    await page.waitForURL(/#\/home\/log_management$/);
    await page.getByLabel('搜索操作内容').fill(`${LEAVER.name}离职`);
    await expect(page.getByText('共 1 条')).toBeVisible();
    const entry = page.getByRole('row').filter({ hasText: `${LEAVER.name}离职` });
    await expect(entry).toContainText('离职管理');
    await expect(entry).toContainText(`会议室预订范围 1 个交接给${HEIR.name}`);
    await entry.getByRole('button', { name: '展开行' }).click();
    await expect(page.getByLabel('涉及人员')).toHaveText(`涉及人员：${LEAVER.name} 已离职`);
    const diff = page.getByRole('table', { name: '字段变更' });
    await expect(diff.getByRole('row').filter({ hasText: `会议室「${ROOM}」` })).toContainText(
      `${LEAVER.name}${HEIR.name}`,
    );
    await expect(diff.getByRole('row').filter({ hasText: '状态' })).toContainText('在职离职');
  });
});

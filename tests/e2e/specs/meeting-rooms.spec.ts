import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs, pickDepartment } from './helpers';

// The meeting-room walk: a new room with default and custom equipment, a smart device and a
// booking policy (one department, 08:00–22:00 left as offered, at most 90 minutes, 7 days ahead),
// still there with every value after a reload.

const ROOM = '星辰厅';
const DEPARTMENT = '财务部';

test('add a meeting room with equipment and a booking policy → it is still there after a reload', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/conference_room');
  await expect(page.getByText('共 8 间会议室')).toBeVisible();

  await test.step('the new room', async () => {
    await page.getByRole('button', { name: '新增会议室' }).click();
    const dialog = page.getByRole('dialog', { name: '新增会议室' });
    await dialog.getByLabel('会议室名称').fill(ROOM);
    await dialog.getByLabel('会议室编号').fill('B-402');
    await dialog.getByLabel('所在楼宇').fill('B座');
    await dialog.getByLabel('所在楼层').fill('4');
    await dialog.getByLabel('容纳人数').fill('12');
    await dialog.getByRole('checkbox', { name: '智能设备' }).check();
    await dialog.getByRole('checkbox', { name: '投影仪' }).check();
    await dialog.getByLabel('自定义设备').fill('白板');
    await dialog.getByRole('button', { name: '添加设备' }).click();
    await dialog.getByLabel('智能设备名称').fill('会议平板');
    await dialog.getByLabel('智能设备编号').fill('SD-B402');
    await dialog.getByRole('switch', { name: '预订需审批' }).click();

    await dialog.getByText('指定部门和人员').click();
    await pickDepartment(page, dialog, dialog.getByLabel('可预订部门'), DEPARTMENT);
    await dialog.getByText('可预订范围').click(); // closes the picker's list
    await dialog.getByLabel('时长单位').click();
    await page
      .locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)')
      .getByTitle('分钟', { exact: true })
      .click();
    await dialog.getByLabel('单次预订最长时长').fill('90');
    await dialog.getByLabel('最多提前预订天数').fill('7');

    const saves: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/saveMeetingRoom')) saves.push(r.url());
    });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('会议室已添加')).toBeVisible();
    expect(saves).toHaveLength(1);
  });

  await test.step('still there after a reload, with every value', async () => {
    await page.reload();
    await expect(page.getByText('共 9 间会议室')).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: ROOM });
    await expect(row).toContainText('B座 4层');
    await expect(row).toContainText('需审批');
    await expect(row).toContainText(DEPARTMENT);
    await expect(row).toContainText('08:00–22:00，单次最长1小时30分钟，提前7天');
    for (const device of ['智能设备', '投影仪', '白板'])
      await expect(row.getByText(device, { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `编辑${ROOM}` }).click();
    const dialog = page.getByRole('dialog', { name: '编辑会议室' });
    await expect(dialog.getByLabel('智能设备编号')).toHaveValue('SD-B402');
    await expect(dialog.getByRole('checkbox', { name: '投影仪' })).toBeChecked();
    await expect(dialog.getByLabel('最多提前预订天数')).toHaveValue('7');
  });
});

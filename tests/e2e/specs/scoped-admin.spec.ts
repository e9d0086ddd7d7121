import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { dismissTour, loginAs, searchMembers } from './helpers';
import { readXlsx } from '@/sandbox/xlsx';

// The scoped administrator 欧阳敏 (管理范围 销售部 and 市场部, assumed contract "Scoped administrators")
// walks her pages: the organisation starts at her two departments, a name from 研发中心 finds no one,
// the export lists only her people, a departure within 销售部 goes through, and the attendance
// member picker offers only her departments.

const HERS = ['销售部', '华北大区', '华东大区', '华南大区', '西南大区', '市场部', '品牌组', '渠道组'];
const RD_PERSON = { name: '蒋婷晨', phone: '17353489903' }; // of 研发中心 only
const LEAVER = { name: '段丽超', phone: '13091029852' }; // of 华南大区 (销售部), nothing to hand over

async function enter(page: Page) {
  await loginAs(page, '欧阳敏');
  if (page.url().includes('l-has')) await page.getByRole('button', { name: '进入联创未来科技有限公司' }).click();
  await page.waitForURL(/#\/home\//);
  await dismissTour(page);
}

test('欧阳敏 sees and changes only 销售部 and 市场部', async ({ page }) => {
  await enter(page);

  await test.step('组织架构: the tree starts at 销售部 and 市场部', async () => {
    await page.goto('/#/home/organization');
    const tree = page.getByRole('tree').first();
    await expect(tree.getByText('销售部', { exact: true })).toBeVisible();
    await expect(tree.getByText('市场部', { exact: true })).toBeVisible();
    await expect(tree.getByText('研发中心', { exact: true })).toHaveCount(0);
    await expect(tree.getByText('联创未来科技有限公司', { exact: true })).toHaveCount(0);
  });

  await test.step('a name from 研发中心 finds nothing', async () => {
    await page.getByLabel('搜索员工').fill(RD_PERSON.name);
    await expect(page.getByText('暂无员工')).toBeVisible();
    await page.getByLabel('搜索员工').fill('');
    await expect(page.getByText('暂无员工')).toBeHidden();
  });

  await test.step('the export lists only people of her departments', async () => {
    await page.getByRole('row').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: /^批量操作/ }).click();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: '导出' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('员工列表.xlsx');
    const bytes = readFileSync((await download.path())!);
    const [header, ...rows] = await readXlsx({
      arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    });
    const departments = header.findIndex((h) => h.includes('部门'));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.join(' ')).not.toContain(RD_PERSON.name);
      for (const name of row[departments].split('、')) expect(HERS).toContain(name);
    }
  });

  await test.step('办理离职 of someone in 销售部; the picker offers no one outside', async () => {
    await page.goto('/#/home/organization/leave_person');
    await page.getByRole('button', { name: '选择员工' }).click();
    const picker = page.getByRole('dialog', { name: '选择离职员工' });
    await searchMembers(picker, RD_PERSON.phone);
    await expect(picker.getByRole('checkbox', { name: new RegExp(RD_PERSON.name) })).toHaveCount(0);
    await searchMembers(picker, LEAVER.phone);
    await picker.getByRole('checkbox', { name: new RegExp(LEAVER.name) }).check();
    await picker.getByRole('button', { name: '确定' }).click();
    await expect(picker).toBeHidden();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByRole('button', { name: '确认离职' }).click();
    await expect(page.getByText('已办理离职')).toBeVisible();
    await page.waitForURL(/#\/home\/organization\/leave_tables/);
    await expect(page.getByRole('row').filter({ hasText: LEAVER.phone })).toBeVisible();
  });

  await test.step('考勤组管理: the member picker offers only her departments', async () => {
    await page.goto('/#/home/attendance_management');
    await page.getByRole('button', { name: '新建考勤组' }).click();
    const drawer = page.getByRole('dialog', { name: '新建考勤组' });
    await drawer.getByRole('button', { name: '选择人员' }).click();
    const picker = page.getByRole('dialog', { name: '选择考勤人员' });
    const list = picker.getByRole('list', { name: '成员列表' });
    await expect(list.getByRole('listitem').filter({ hasText: '销售部' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: '市场部' })).toBeVisible();
    await expect(list.getByRole('listitem').filter({ hasText: '研发中心' })).toHaveCount(0);
    await expect(list.getByRole('listitem').filter({ hasText: '联创未来科技有限公司' })).toHaveCount(0);
  });
});

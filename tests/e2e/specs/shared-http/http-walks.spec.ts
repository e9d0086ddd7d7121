import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { enterMainEnterprise, fillStable, loginAs, SHARED_HOST, toast } from '../helpers';

// What only real HTTP shows, on the shared sandbox server: a multipart upload kept as a file and
// downloaded again with its headers from another origin, a binary export, a fault set through the
// server's control call. (The login, logout and session expiry walk: shell.spec.ts in this project.)

const NOTE = '关于年会报名的通知.txt';
const NOTE_TEXT = '年会报名截止到十二月五日。';

test('an announcement attachment goes up as multipart and comes back byte for byte with its headers', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/announcementAdd');
  await fillStable(page, page.getByLabel('公告标题', { exact: true }), '年会报名');
  await page.getByRole('textbox', { name: '公告正文' }).fill('请大家按时报名。');
  const upload = page.waitForRequest((r) => /\/upload/.test(r.url()) && r.method() === 'POST');
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: '上传附件' }).click(),
  ]);
  await chooser.setFiles({ name: NOTE, mimeType: 'text/plain', buffer: Buffer.from(NOTE_TEXT) });
  expect((await upload).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, '发布成功')).toBeVisible();

  const link = page.getByRole('list', { name: '附件' }).getByRole('link', { name: NOTE });
  const href = (await link.getAttribute('href'))!;
  expect(href.startsWith(`${SHARED_HOST}/`)).toBe(true);
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^text\/plain/);
  expect(await file.text()).toBe(NOTE_TEXT);
});

test('a fault set through the control call: the message the server gave, nothing lost; then an export downloads', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/organization');
  await expect(page.getByText('研发中心', { exact: true }).first()).toBeVisible();

  await page.evaluate(() => window.__sandbox?.failNext('/depart/insert', { code: 500, message: '上级部门正在调整' }));
  await page.getByRole('button', { name: '添加部门' }).click();
  const dialog = page.getByRole('dialog', { name: '添加部门' });
  await dialog.getByLabel('部门名称').fill('星火实验室');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '添加部门失败：上级部门正在调整')).toBeVisible();
  await expect(dialog.getByLabel('部门名称')).toHaveValue('星火实验室');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('部门已添加')).toBeVisible();

  const table = page.getByRole('table');
  await table.getByRole('row').nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: /^批量操作/ }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: '导出', exact: true }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('员工列表.xlsx');
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 2)
      .toString(),
  ).toBe('PK'); // a zip: xlsx
});

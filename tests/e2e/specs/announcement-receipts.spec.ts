import { expect, test } from '@playwright/test';
import { enterMainEnterprise, fillStable, loginAs, toast, pickDepartment } from './helpers';

// The announcement walk (assumed contract "Announcement reach and the editor"): an announcement to
// one department written with the TipTap editor (a heading and a list), opened by one member of
// that department on the public page with the member's token; its receipts then show that member as
// read and the department's others unread.

const DEPARTMENT = '财务部';
const TITLE = '财务部月度结账安排';

interface Receipts {
  read: Array<{ lenovoId: string; name: string }>;
  unread: Array<{ lenovoId: string; name: string }>;
}

test('an announcement to one department, read by one member on the public page, shows in its receipts', async ({
  page,
  context,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/announcementAdd');
  await fillStable(page, page.getByLabel('公告标题', { exact: true }), TITLE);

  await test.step('written with the editor: a heading and a list', async () => {
    const editor = page.getByRole('textbox', { name: '公告正文' });
    await editor.click();
    await page.getByRole('button', { name: '标题2' }).click();
    await page.keyboard.type('本月结账时间');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: '无序列表' }).click();
    await page.keyboard.type('25日前提交报销单');
    await page.keyboard.press('Enter');
    await page.keyboard.type('28日完成对账');
    await expect(editor.locator('h2')).toHaveText('本月结账时间');
    await expect(editor.locator('ul > li')).toHaveText(['25日前提交报销单', '28日完成对账']);
  });

  await test.step('to one department, published', async () => {
    await page.getByRole('radio', { name: '指定部门' }).check();
    await pickDepartment(page, page.locator('body'), page.getByLabel('接收部门'), DEPARTMENT);
    await page.keyboard.press('Escape'); // closes the picker's list
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(toast(page, '发布成功')).toBeVisible();
    await expect(page).toHaveURL(/announcementDetails\?id=/);
    await expect(page.getByText(`接收范围：部门：${DEPARTMENT}`)).toBeVisible();
    const article = page.getByRole('article', { name: '公告内容' });
    await expect(article.getByRole('heading', { name: '本月结账时间' })).toBeVisible();
    await expect(article.getByRole('listitem')).toHaveCount(2);
  });

  const id = new URL(page.url().replace('/#', '')).searchParams.get('id')!;
  // the receipts as answered: the department's members, none read yet (the page's own first call
  // is over before the wait starts, so the answer read is the reloaded page's, not one it discarded)
  await expect(page.getByText(/未读 \d+/)).toBeVisible();
  const answered = page.waitForResponse((r) => r.url().includes('/announcement/receipts'));
  await page.reload();
  const before = (await (await answered).json()).data as Receipts;
  expect(before.read).toHaveLength(0);
  expect(before.unread.length).toBeGreaterThan(1);
  await expect(page.getByText(`未读 ${before.unread.length}`)).toBeVisible();
  const reader = before.unread[0];

  await test.step('one member opens the public page with their token', async () => {
    const phone = await context.newPage();
    await phone.goto(`/#/pcannouncementDetail?id=${id}&memberToken=mt-${reader.lenovoId}`);
    await expect(phone.getByRole('heading', { name: TITLE })).toBeVisible();
    await expect(phone.getByRole('article').getByRole('heading', { name: '本月结账时间' })).toBeVisible();
    await phone.close();
  });

  await test.step('the receipts: that member read, the others unread', async () => {
    await page.reload();
    await expect(page.getByText('已读 1')).toBeVisible();
    await expect(page.getByText(`未读 ${before.unread.length - 1}`)).toBeVisible();
    const read = page.getByRole('table', { name: '已读成员' });
    await expect(read.getByRole('row')).toHaveCount(2); // header + the reader
    await expect(read.getByRole('cell', { name: reader.name, exact: true })).toBeVisible();
    await page.getByText(`未读 ${before.unread.length - 1}`).click();
    const unread = page.getByRole('table', { name: '未读成员' });
    const others = before.unread.slice(1, 4).map((m) => m.name);
    for (const name of others) await expect(unread.getByRole('cell', { name, exact: true }).first()).toBeVisible();
    if (!before.unread.slice(1).some((m) => m.name === reader.name))
      await expect(unread.getByRole('cell', { name: reader.name, exact: true })).toHaveCount(0);
  });
});

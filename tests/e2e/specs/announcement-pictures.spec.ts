import { expect, test, type Locator } from '@playwright/test';
import { enterMainEnterprise, fillStable, loginAs, toast } from './helpers';

// A picture inserted in an announcement is the file the upload call stored: after a reload the
// detail page still shows it, and so does the member's page (docs/assumed-contract.md
// "Announcement reach and the editor").

const TITLE = '团建合影';
// a 2×1 PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAABCAYAAAD0In+KAAAADklEQVR4nGP4z8AAQv8BD/kD/YURmXYAAAAASUVORK5CYII=',
  'base64',
);
const STORED = /^https?:\/\/[^/]+\/attachment-server\/announcement\/file\/[^/]+$/;

/** The picture's address is the stored file's, and the browser has drawn it. */
async function expectLoaded(img: Locator) {
  await expect(img).toHaveAttribute('src', STORED);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBe(2);
}

test('a picture in an announcement survives a reload, on the detail page and on the member page', async ({
  page,
  context,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/announcementAdd');
  await fillStable(page, page.getByLabel('公告标题', { exact: true }), TITLE);
  await page.getByRole('textbox', { name: '公告正文' }).click();
  await page.getByLabel('选择图片').setInputFiles({ name: '合影.png', mimeType: 'image/png', buffer: PNG });
  await expectLoaded(page.getByRole('textbox', { name: '公告正文' }).getByRole('img', { name: '合影.png' }));
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(toast(page, '发布成功')).toBeVisible();
  await expect(page).toHaveURL(/announcementDetails\?id=/);

  await page.reload();
  const article = page.getByRole('article', { name: '公告内容' });
  await expectLoaded(article.getByRole('img', { name: '合影.png' }));

  const id = new URL(page.url().replace('/#', '')).searchParams.get('id')!;
  const member = await context.newPage();
  await member.goto(`/#/pcannouncementDetail?id=${id}`);
  await expect(member.getByRole('heading', { name: TITLE })).toBeVisible();
  await expectLoaded(member.getByRole('article').getByRole('img', { name: '合影.png' }));
  await member.close();
});

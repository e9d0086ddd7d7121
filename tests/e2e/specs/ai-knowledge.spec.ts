import { expect, test } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The knowledge-base walk (product.md Part C): set up the enterprise assistant (kept after a
// reload), create a knowledge base, upload two documents at once and watch one become ready and the
// damaged one fail with its reason.

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const BASE = '产品资料';

test('set up the assistant, create a knowledge base and upload two documents → one ready, one failed with its reason', async ({
  page,
}) => {
  await loginAs(page);
  await enterMainEnterprise(page);

  await test.step('the assistant', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('设置企业AI助理').click();
    await page.waitForURL(/#\/home\/intelligent\/intelligent_create/);
    const name = page.getByLabel('助理名称');
    await expect(name).toHaveValue('小联');
    await name.fill('小创');
    await page.getByLabel('欢迎语').fill('你好，我是小创，有问题尽管问我。');
    await page.locator('input[type=file]').setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
    const preview = page.getByLabel('AI助理预览');
    await expect(preview.locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
    await expect(preview.getByText('你好，我是小创，有问题尽管问我。')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('AI助理设置已保存')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('助理名称')).toHaveValue('小创');
  });

  await test.step('a knowledge base', async () => {
    await page.getByRole('menu', { name: '主菜单' }).getByText('AI助理知识库管理').click();
    await expect(page.getByText('共 2 个知识库')).toBeVisible();
    await page.getByRole('button', { name: '新建知识库' }).click();
    const dialog = page.getByRole('dialog', { name: '新建知识库' });
    await dialog.getByLabel('知识库名称').fill(BASE);
    await dialog.getByLabel('知识库描述').fill('产品介绍与合同范本');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('共 3 个知识库')).toBeVisible();
    await page.getByRole('link', { name: `上传文档到${BASE}` }).click();
    await expect(page.getByText(`上传文档到 ${BASE}`)).toBeVisible();
  });

  await test.step('two documents, parsed', async () => {
    await page.locator('input[type=file]').setInputFiles([
      { name: '产品白皮书.md', mimeType: 'text/markdown', buffer: Buffer.from('# 产品白皮书\n联创未来的产品介绍。') },
      { name: '旧版合同（损坏）.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 broken') },
    ]);
    const good = page.getByRole('row', { name: /产品白皮书\.md/ });
    const bad = page.getByRole('row', { name: /旧版合同（损坏）\.pdf/ });
    await expect(good.getByText(/排队中|解析中/)).toBeVisible();
    await expect(good.getByText('已就绪')).toBeVisible({ timeout: 15000 });
    await expect(bad.getByText('解析失败')).toBeVisible({ timeout: 15000 });
    await expect(bad.getByText('文件已损坏，无法解析')).toBeVisible();
    await page.getByRole('button', { name: '查看全部文档' }).click();
    await expect(page.getByText('共 2 个文档')).toBeVisible();
  });
});

import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import jsQR from 'jsqr';
import { enterMainEnterprise, loginAs } from './helpers';

// The printer walk: a printer bound by SN (an unknown SN refused with the server's message),
// its price set, its QR code read back as a phone would and downloaded; then the rental print history exported as .xlsx.

const SN = 'LP2026000103'; // in the sandbox factory register, not bound yet
const LOCATION = '九楼 打印间';

test('add a printer by SN → set its price → download its QR code → export the print history', async ({ page }) => {
  await loginAs(page);
  await enterMainEnterprise(page);
  await page.goto('/#/home/workbench_deviceManagement');

  await test.step('add a printer by SN', async () => {
    await page.getByRole('button', { name: '添加打印机' }).click();
    const dialog = page.getByRole('dialog', { name: '添加打印机' });
    await dialog.getByLabel('序列号').fill('LP9999999999');
    await dialog.getByLabel('位置').fill(LOCATION);
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(page.getByText('该序列号不存在，请核对打印机机身上的序列号')).toBeVisible();
    await expect(dialog.getByLabel('位置')).toHaveValue(LOCATION);
    await dialog.getByLabel('序列号').fill(SN);
    await dialog.getByRole('button', { name: '添加' }).click();
    await expect(page.getByText(`打印机 ${SN} 已添加`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: SN })).toContainText(LOCATION);
  });

  await test.step('set its price', async () => {
    await page.getByRole('row').filter({ hasText: SN }).getByRole('button', { name: '设置单价' }).click();
    const dialog = page.getByRole('dialog', { name: `设置单价 · ${SN}` });
    await expect(dialog.getByLabel('单价（元/页）')).toHaveValue('0.00');
    await dialog.getByLabel('单价（元/页）').fill('0.25');
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('单价已设置')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: SN })).toContainText('0.25');
  });

  await test.step('download its QR code', async () => {
    await page.getByRole('row').filter({ hasText: SN }).getByRole('button', { name: '二维码' }).click();
    const dialog = page.getByRole('dialog', { name: `打印机二维码 · ${SN}` });
    const image = dialog.getByRole('img', { name: `打印机 ${SN} 二维码` });
    await expect(image).toBeVisible();
    // the browser draws the image as shown; a decoder that knows nothing of how it was made reads it
    const pixels = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.naturalWidth;
      canvas.height = img.naturalHeight;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 0, 0);
      const { width, height, data } = context.getImageData(0, 0, canvas.width, canvas.height);
      return { width, height, data: Array.from(data) };
    });
    expect(jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height)?.data).toBe(
      `https://print.example.com/p/${SN}`,
    );
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: '下载二维码' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`打印机二维码-${SN}.svg`);
    expect(readFileSync((await download.path())!, 'utf8')).toContain('<svg');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();
  });

  await test.step('export the rental print history', async () => {
    await page.getByRole('tab', { name: '租赁打印记录' }).click();
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '导出记录' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('租赁打印记录.xlsx');
    expect(
      readFileSync((await download.path())!)
        .subarray(0, 2)
        .toString(),
    ).toBe('PK'); // a zip: a real .xlsx
  });
});

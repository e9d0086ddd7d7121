import { expect, test, type Page } from '@playwright/test';
import { enterMainEnterprise, loginAs } from './helpers';

// The screenshot review: every page of 张伟's side menu at 1366×768 and 1920×1080, saved under
// tests/e2e/artifacts/screens/ (not committed) for a person to look at, and checked that nothing
// spills out of its box sideways: the page never scrolls horizontally, and no element that lets its
// content show outside it (overflow-x: visible) holds content wider than itself, and no table column
// title breaks onto a second line. Scroll containers (an antd table's body, overflow-x: auto) and
// clipping boxes (ellipsis) are meant to hold more.

const VIEWPORTS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];
const SHOTS = 'tests/e2e/artifacts/screens';

/** What spills sideways on the page now, one line each: the innermost boxes whose content reaches
 *  past their right edge. A child pulled out by a negative margin (antd's Row gutter) and an
 *  absolutely placed decoration (a Badge's count) are laid out that way on purpose. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} > ${window.innerWidth}`);
    const describe = (el: Element) => {
      const cls = [...el.classList]
        .filter((c) => !/^css-/.test(c))
        .slice(0, 3)
        .join('.');
      const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''} "${text}"`;
    };
    const wide = [...document.querySelectorAll<HTMLElement>('#root *')].filter((el) => {
      if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) return false;
      const style = getComputedStyle(el);
      return style.overflowX === 'visible' && style.visibility !== 'hidden' && !el.closest('[aria-hidden="true"]');
    });
    /** How far the element's own children reach past its padding box. */
    const spill = (el: HTMLElement) => {
      const limit = el.getBoundingClientRect().left + el.clientLeft + el.clientWidth;
      let right = -Infinity;
      for (const child of el.childNodes) {
        if (child instanceof HTMLElement || child instanceof SVGElement) {
          const style = getComputedStyle(child);
          if (style.position === 'absolute' || style.position === 'fixed' || style.display === 'none') continue;
          right = Math.max(
            right,
            child.getBoundingClientRect().right + Math.min(0, parseFloat(style.marginRight) || 0),
          );
        } else if (child.nodeType === Node.TEXT_NODE && child.textContent?.trim()) {
          const range = document.createRange();
          range.selectNodeContents(child);
          right = Math.max(right, range.getBoundingClientRect().right);
        }
      }
      return right - limit;
    };
    // a table's column title on one line (a title broken in two reads as two words: 排 / 序)
    for (const th of document.querySelectorAll('#root th')) {
      const text = (th.textContent ?? '').trim();
      if (!text || getComputedStyle(th).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(th);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) found.push(`the column title "${text}" wraps onto ${tops.size} lines`);
    }
    for (const el of wide) {
      if (wide.some((o) => o !== el && el.contains(o))) continue;
      const by = spill(el);
      if (by > 1)
        found.push(
          `${describe(el)}: content ${Math.round(by)}px past its right edge (${el.scrollWidth}px in ${el.clientWidth}px)`,
        );
    }
    return found;
  });
}

async function settled(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page
    .locator('.ant-spin-spinning, .ant-skeleton-active')
    .first()
    .waitFor({ state: 'detached', timeout: 10_000 })
    .catch(() => undefined);
  await page.mouse.move(0, 0);
}

test('every menu page at 1366×768 and 1920×1080: a screenshot, and nothing overflows sideways', async ({ page }) => {
  test.setTimeout(240_000);
  await loginAs(page);
  await enterMainEnterprise(page);
  const menu = page.getByRole('menu', { name: '主菜单' });
  const names = (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
  expect(names.length).toBeGreaterThan(10);
  const found: string[] = [];
  for (const size of VIEWPORTS) {
    await page.setViewportSize(size);
    for (const [i, name] of names.entries()) {
      await menu.getByRole('menuitem').nth(i).click({ timeout: 10_000 });
      await expect(page.locator('header h1')).toHaveText(name);
      await settled(page);
      await page.screenshot({
        path: `${SHOTS}/${size.width}x${size.height}-${String(i + 1).padStart(2, '0')}-${name}.png`,
        fullPage: true,
      });
      found.push(...new Set((await overflows(page)).map((f) => `${size.width}×${size.height} ${name}: ${f}`)));
    }
  }
  expect(found, found.join('\n')).toEqual([]);
});

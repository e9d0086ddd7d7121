import { expect, type Locator, type Page } from '@playwright/test';
import type {} from '@/sandbox/browser'; // window.__sandbox

/** The shared sandbox server the `shared` e2e project runs against (playwright.shared.config.ts), or
 *  null for the in-browser sandbox. */
export const SHARED_HOST = process.env.E2E_SHARED_HOST || null;

/** Fresh sandbox and browser storage (`reset: false` keeps the sandbox's data, for a second
 *  administrator joining), then the provider stand-in's login for a seeded account. */
export async function loginAs(page: Page, username = '张伟', { reset = true } = {}) {
  if (SHARED_HOST) {
    // the stand-in is the server's page (another origin): the sandbox is reset by its control call;
    // each test's browser context starts with empty storage
    if (reset) expect((await page.request.post(`${SHARED_HOST}/__sandbox/reset`, { data: {} })).ok()).toBe(true);
  } else {
    await page.goto('/');
    await page.waitForURL(/__passport\/login/);
    await page.waitForFunction(() => !!window.__sandbox); // the sandbox starts after the page's load event
    await page.evaluate(() => {
      window.__sandbox?.reset();
      localStorage.removeItem('eac.session');
      sessionStorage.clear();
    });
  }
  await page.goto('/');
  await page.waitForURL(/__passport\/login/);
  await page.getByRole('button', { name: `以${username}登录` }).click();
  await page.waitForURL(/#\/(login\/l-has|home)/);
}

/** From the enterprise list into 联创未来科技有限公司, landing on the home page inside the layout. */
export async function enterMainEnterprise(page: Page) {
  await page.getByRole('button', { name: '进入联创未来科技有限公司' }).click();
  await page.waitForURL(/#\/home\/enterprise_certification/);
  await expect(page.getByRole('menu', { name: '主菜单' })).toBeVisible();
  await dismissTour(page);
}

/** The novice guide shows once per account on the home page; close it as a user would. */
export async function dismissTour(page: Page) {
  const close = page.locator('.ant-tour-close');
  await close.waitFor({ state: 'visible', timeout: 5000 }).then(
    () => close.click(),
    () => undefined, // already seen: no tour
  );
}

/** A cell of the shift arrangement grid: member `row` (0-based, as listed) on day `day` (1-based). */
export const gridCell = (grid: Locator, row: number, day: number) =>
  grid
    .locator(`tr[aria-rowindex="${row + 2}"]`)
    .getByRole('gridcell')
    .nth(day - 1);

async function centre(locator: Locator) {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Press on one cell, move across to another, release: the grid selects the rectangle. */
export async function dragAcross(page: Page, from: Locator, to: Locator) {
  const a = await centre(from);
  const b = await centre(to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 4 });
  await page.mouse.move(b.x, b.y, { steps: 4 });
  await page.mouse.up();
}

/** The antd message toast with this text (toasts last 2 s; expect polls until it shows). */
export const toast = (page: Page, text: string) => page.locator('.ant-message').getByText(text, { exact: true });

/** Fills an input and checks the value is still there once the dialog's opening motion has ended (antd's
 *  appear/enter classes are gone): a dialog that set its defaults after it would drop what was typed. */
export async function fillStable(_page: Page, input: Locator, value: string) {
  const opening = input.locator('xpath=ancestor::*[contains(@class, "-appear") or contains(@class, "-enter")]');
  await expect(async () => {
    await input.fill(value);
    await expect(opening).toHaveCount(0, { timeout: 2000 });
    await expect(input).toHaveValue(value, { timeout: 100 });
  }).toPass({ timeout: 15_000 });
}

/** Waits until the page has drawn two more frames: what a pointer move started (dnd-kit measures and
 *  finds what the dragged item is over on the next frame) has been rendered. */
export const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => requestAnimationFrame(() => r()))));

/** Moves a dnd-kit handle by keyboard: picks it up, presses each key once dnd-kit has announced the
 *  previous step (the pick-up, a move) in its live region, and drops it. */
export async function keyboardDrag(page: Page, handle: Locator, keys: string[]) {
  const announced = () => page.locator('[id^="DndLiveRegion-"]').allTextContents();
  let before = await announced();
  // the pick-up: a Space that found no focused handle (the list had just re-rendered) is given again;
  // dnd-kit announces a pick-up at once, so 5 s of silence means it was not taken
  await expect(async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect.poll(announced, { timeout: 5_000 }).not.toEqual(before);
  }).toPass({ timeout: 15_000 });
  // a move pressed while the list still settles from the last drop (its transition) reaches no other
  // place, so dnd-kit says nothing: silence for 5 s means the move was not made, and it is given again
  for (const key of keys) {
    await nextFrames(page); // what the last step announced is in the region before it is compared
    before = await announced();
    await expect(async () => {
      await page.keyboard.press(key);
      await expect.poll(announced, { timeout: 5_000 }).not.toEqual(before);
    }).toPass({ timeout: 15_000 });
  }
  await page.keyboard.press('Space');
}

/** Chooses department `name` in a department picker (antd TreeSelect) inside `scope`: types it, clicks
 *  the matching tree item once the search has narrowed the list, and tries again when a click lands
 *  while the filtered tree re-renders (a busy machine); a chosen department is never clicked again,
 *  which would unchoose it. */
export async function pickDepartment(page: Page, scope: Locator, picker: Locator, name: string) {
  // a multiple picker shows a chosen department as a tag, a single one as its value
  const chosen = scope.locator('.ant-select-selection-item, .ant-select-content-has-value').filter({ hasText: name });
  await expect(async () => {
    if (await chosen.count()) return;
    await picker.click();
    await picker.fill(name);
    await page.getByRole('treeitem', { name, exact: true }).getByTitle(name).click({ timeout: 3000 });
    await expect(chosen).toBeVisible({ timeout: 5000 });
  }).toPass({ timeout: 30000 });
}

/** Searches the member picker `picker` for `term` and waits for the results: until then the list is
 *  busy, and a click would land on a row the results are about to replace. */
export async function searchMembers(picker: Locator, term: string) {
  await picker.getByLabel('搜索成员').fill(term);
  await expect(picker.getByRole('list', { name: '成员列表' })).toHaveAttribute('aria-busy', 'false');
}

/** In the open member picker: finds the person by phone and chooses them. A picker that takes several
 *  people ticks checkboxes; one that takes one person (a receiver) radios. */
export async function tickMember(picker: Locator, person: { name: string; phone: string }) {
  await searchMembers(picker, person.phone);
  const name = new RegExp(person.name);
  await picker.getByRole('checkbox', { name }).or(picker.getByRole('radio', { name })).check();
}

/** In the member picker titled `title`: chooses the person and confirms. */
export async function pickMember(page: Page, title: string, person: { name: string; phone: string }) {
  const picker = page.getByRole('dialog', { name: title });
  await tickMember(picker, person);
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(picker).toBeHidden();
}

/** Before an accessibility audit: colours read mid-transition (a dialog fading in, a button's hover
 *  colour under the pointer) are not what the user settles on, so the pointer moves away and finite
 *  animations end first. */
export async function settleForAudit(page: Page) {
  await page.mouse.move(0, 0);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5000 },
    )
    .catch(() => undefined);
}

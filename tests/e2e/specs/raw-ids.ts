import { expect, type Page } from '@playwright/test';

// Looking for raw ids on a page (docs/product.md Part D §3: a reference is never shown as an id):
// waiting until the page has settled, then reading what a user sees and what assistive technology reads.

export interface Offender {
  /** the page or detail where it was seen */
  page: string;
  /** body text, or the attribute it was in */
  where: string;
  match: string;
  /** the text around it */
  context: string;
}

/** Counts, inside the page, the calls still waiting for an answer (XHR, as axios sends them, and
 *  fetch). Playwright does not see the calls the sandbox's service worker answers. Call before the
 *  first navigation. */
export async function countCalls(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __waitingCalls: number };
    w.__waitingCalls = 0;
    const send = XMLHttpRequest.prototype.send;
    XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
      w.__waitingCalls += 1;
      this.addEventListener(
        'loadend',
        () => {
          w.__waitingCalls -= 1;
        },
        { once: true },
      );
      return send.apply(this, args);
    };
    const fetch = window.fetch;
    window.fetch = (...args: Parameters<typeof window.fetch>) => {
      w.__waitingCalls += 1;
      return fetch(...args).finally(() => {
        w.__waitingCalls -= 1;
      });
    };
  });
}

/** Waits until no call is waiting, nothing visible spins or resolves (a reference being resolved is
 *  aria-busy), and the text is the same at three looks in a row. */
export async function settle(page: Page) {
  let last = '';
  let same = 0;
  await expect
    .poll(
      async () => {
        const now = await page.evaluate(() => {
          const waiting = (window as unknown as { __waitingCalls?: number }).__waitingCalls ?? 0;
          const busy = [
            ...document.querySelectorAll('.ant-spin-spinning, .ant-skeleton-active, [aria-busy="true"]'),
          ].some((el) => el.checkVisibility());
          return busy || waiting > 0 ? null : document.body.innerText;
        });
        same = now !== null && now === last ? same + 1 : 0;
        last = now ?? '';
        return same;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThanOrEqual(2);
}

/** Every match of the patterns in the body's text and in the title / aria-label attributes. */
export async function rawIds(page: Page, where: string, patterns: RegExp[]): Promise<Offender[]> {
  const found = await page.evaluate(
    (sources) => {
      const texts: Array<[string, string]> = [['text', document.body.innerText]];
      for (const el of document.querySelectorAll('[title], [aria-label]')) {
        for (const name of ['title', 'aria-label']) {
          const value = el.getAttribute(name);
          if (value) texts.push([name, value]);
        }
      }
      return sources.flatMap((source) =>
        texts.flatMap(([kind, text]) =>
          [...text.matchAll(new RegExp(source, 'g'))].map((m) => ({
            where: kind,
            match: m[0],
            context: text.slice(Math.max(0, m.index - 30), m.index + m[0].length + 30).replace(/\s+/g, ' '),
          })),
        ),
      );
    },
    patterns.map((p) => p.source),
  );
  return found.map((f) => ({ page: where, ...f }));
}

export const describeOffenders = (list: Offender[]) =>
  list.map((o) => `${o.page} [${o.where}] ${o.match}: …${o.context}…`).join('\n');

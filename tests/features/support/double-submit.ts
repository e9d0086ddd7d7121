import { act, waitFor } from '@testing-library/react';
import { server } from '@/sandbox/node';
import { setDelay } from '@/sandbox/faults';
import { declaredCalls } from '@/sandbox/route';
import { useDialogs } from '@/lib/feedback/confirm';
import { confirmOk, findButton, findDialog } from './dom';

// A double-click on any submit sends one write (module-guide "Submits"). The sandbox answers after
// SLOW_SERVER ms, so the second click lands while the first call runs; the two clicks are dispatched
// before React renders, so a button that only turns "loading" after a render still takes both — as
// a fast double-click does.

export const SLOW_SERVER = 300;

const writeCalls = declaredCalls
  .filter((c) => !c.read)
  .map((c) => ({ method: c.method.toUpperCase(), pattern: new RegExp(`${c.call.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}/?$`) }));

const isWrite = (method: string, pathname: string) => writeCalls.some((c) => c.method === method && c.pattern.test(pathname));

/** The writes that reached the sandbox ("METHOD /path"), and how many requests are still unanswered. */
export function watchWrites() {
  const writes: string[] = [];
  let open = 0;
  server.events.on('request:start', ({ request }) => {
    open++;
    const path = new URL(request.url).pathname;
    if (isWrite(request.method, path)) writes.push(`${request.method} ${path}`);
  });
  server.events.on('request:end', () => void open--);
  return { writes, open: () => open };
}

export type WriteWatch = ReturnType<typeof watchWrites>;

/** Two clicks before React renders anything in between (on an enabled control: a disabled one takes none). */
export async function clickTwice(el: Element) {
  await waitFor(() => expect(el).toBeEnabled());
  await act(async () => {
    (el as HTMLElement).click();
    (el as HTMLElement).click();
  });
}

/** Clicks the confirmation's 确定 twice (the app's dialog host; its title 提示 unless the caller gave
 *  one); no second question may follow. */
export async function confirmTwice(title?: string) {
  await clickTwice(title ? await findButton('确定', await findDialog(title)) : await confirmOk());
}

/**
 * Runs `action` (which double-clicks a submit) against a slow server and expects exactly one write,
 * `METHOD` to a path ending with `suffix`, and no other write but those ending with one of `alsoAfter`
 * (a write the page sends by itself once the submit has taken the user elsewhere). Waits until every
 * request (the write and what it invalidates) has been answered.
 */
export async function expectOneWrite(watch: WriteWatch, method: string, suffix: string, action: () => Promise<unknown>, alsoAfter: string[] = []) {
  const from = watch.writes.length;
  setDelay(SLOW_SERVER);
  try {
    await action();
    await waitFor(() => expect(watch.writes.length).toBeGreaterThan(from), { timeout: 15000 });
    // a second write would start before the first answers; wait for quiet, then a little longer
    await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
    await new Promise((r) => setTimeout(r, SLOW_SERVER));
    await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
  } finally {
    setDelay(0);
  }
  const escaped = suffix.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  expect(watch.writes.slice(from).filter((w) => !alsoAfter.some((other) => w.endsWith(other)))).toEqual([expect.stringMatching(new RegExp(`^${method} \\S*${escaped}$`))]);
  expect(useDialogs.getState().queue).toHaveLength(0);
}

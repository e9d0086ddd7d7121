import { afterEach } from 'vitest';
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

// the watches' listeners go after each test
afterEach(() => server.events.removeAllListeners());

const writeCalls = declaredCalls
  .filter((c) => !c.read)
  .map((c) => ({ method: c.method.toUpperCase(), pattern: new RegExp(`${c.call.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}/?$`) }));

const isWrite = (method: string, pathname: string) => writeCalls.some((c) => c.method === method && c.pattern.test(pathname));

/** Every request that reached the sandbox ("METHOD /path"), and how many are still unanswered. */
export function watchRequests() {
  const requests: string[] = [];
  const open = new Set<string>();
  server.events.on('request:start', ({ request, requestId }) => {
    open.add(requestId);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  server.events.on('request:end', ({ requestId }) => void open.delete(requestId));
  return { requests, open: () => open.size };
}

export type RequestWatch = ReturnType<typeof watchRequests>;

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
export async function expectOneWrite(watch: RequestWatch, method: string, suffix: string, action: () => Promise<unknown>, alsoAfter: string[] = []) {
  const escaped = suffix.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const expected = new RegExp(`^${method} \\S*${escaped}$`);
  // the expected call counts even where the sandbox declares it a read (a GET that writes, persisted by hand)
  const writesFrom = (from: number) =>
    watch.requests.slice(from).filter((r) => expected.test(r) || (isWrite(r.slice(0, r.indexOf(' ')), r.slice(r.indexOf(' ') + 1)) && !alsoAfter.some((other) => r.endsWith(other))));
  const from = watch.requests.length;
  setDelay(SLOW_SERVER);
  try {
    await action();
    await waitFor(() => expect(writesFrom(from).length).toBeGreaterThan(0), { timeout: 15000 });
    // a second write would start before the first answers; wait for quiet, then a little longer
    await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
    await new Promise((r) => setTimeout(r, SLOW_SERVER));
    await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
  } finally {
    setDelay(0);
  }
  expect(writesFrom(from)).toEqual([expect.stringMatching(expected)]);
  expect(useDialogs.getState().queue).toHaveLength(0);
}

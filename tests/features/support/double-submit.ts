import { onTestFinished } from 'vitest';
import { act, waitFor } from '@testing-library/react';
import { server } from '@/sandbox/node';
import { setDelay } from '@/sandbox/faults';
import { declaredCalls } from '@/sandbox/route';
import { useDialogs } from '@/lib/feedback/confirm';
import { confirmOk, findButton, findDialog } from './dom';

// A double-click on any submit sends one write (module-guide "Submits"). Each double-click tries both
// ways a second click can land while the first call runs (the sandbox answers after SLOW_SERVER ms):
// before React has rendered anything (a button that turns "loading" only on the next render takes
// it), and again once React has rendered (a lock released before its call ends lets it through).

export const SLOW_SERVER = 300;
/** when the later click of a double-click lands, well before the slow server answers */
const LATER_CLICK_MS = 80;

const writeCalls = declaredCalls
  .filter((c) => !c.read)
  .map((c) => ({
    method: c.method.toUpperCase(),
    pattern: new RegExp(`${c.call.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{\w+\\?\}/g, '[^/]+')}/?$`),
  }));

const isWrite = (method: string, pathname: string) =>
  writeCalls.some((c) => c.method === method && c.pattern.test(pathname));

/** Writes answered so far: a later click only counts while the first call still runs. */
let answeredWrites = 0;

/** Every request that reached the sandbox ("METHOD /path"), and how many are still unanswered; the
 *  listeners go when the test ends (test files share a worker's modules and its msw server). */
export function watchRequests() {
  const requests: string[] = [];
  const open = new Set<string>();
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    open.add(requestId);
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  };
  const ended = ({ request, requestId }: { request: Request; requestId: string }) => {
    open.delete(requestId);
    if (isWrite(request.method, new URL(request.url).pathname)) answeredWrites++;
  };
  server.events.on('request:start', started);
  server.events.on('request:end', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  });
  return { requests, open: () => open.size };
}

export type RequestWatch = ReturnType<typeof watchRequests>;

/** Double-clicks `el` (an enabled control: a disabled one takes no click): a click, a second one before
 *  React renders, and another LATER_CLICK_MS later, once it has — unless a write has been answered
 *  meanwhile (a slow machine): a click after that is a new submit, not the second of a double-click. */
export async function doubleClick(el: Element) {
  await waitFor(() => expect(el).toBeEnabled());
  const click = () => (el as HTMLElement).click();
  const answered = answeredWrites;
  await act(async () => {
    click();
    click();
  });
  // eslint-disable-next-line no-restricted-syntax -- the gap between a double-click's clicks is the input itself
  await new Promise((r) => setTimeout(r, LATER_CLICK_MS));
  if (answeredWrites === answered) await act(async () => click());
}

/** Double-clicks the confirmation's 确定 (the app's dialog host; its title 提示 unless the caller gave
 *  one); no second question may follow. */
export async function doubleClickOk(title?: string) {
  await doubleClick(title ? await findButton('确定', await findDialog(title)) : await confirmOk());
}

/**
 * Runs `action` (which double-clicks a submit) against a slow server and expects exactly one write,
 * `METHOD` to a path ending with `suffix`, and no other write but those ending with one of `alsoAfter`
 * (a write the page sends by itself once the submit has taken the user elsewhere). Waits until every
 * request (the write and what it invalidates) has been answered.
 */
export async function expectOneWrite(
  watch: RequestWatch,
  method: string,
  suffix: string,
  action: () => Promise<unknown>,
  alsoAfter: string[] = [],
) {
  const escaped = suffix.replace(/[.*+?^$()|[\]\\{}]/g, '\\$&');
  const expected = new RegExp(`^${method} \\S*${escaped}$`);
  // the expected call counts even where the sandbox declares it a read (a GET that writes, persisted by hand)
  const writesFrom = (from: number) =>
    watch.requests
      .slice(from)
      .filter(
        (r) =>
          expected.test(r) ||
          (isWrite(r.slice(0, r.indexOf(' ')), r.slice(r.indexOf(' ') + 1)) &&
            !alsoAfter.some((other) => r.endsWith(other))),
      );
  const from = watch.requests.length;
  setDelay(SLOW_SERVER);
  try {
    await action();
  } finally {
    // the clicks are over and the write under way at the slow pace; what it invalidates may be quick
    setDelay(0);
  }
  await waitFor(() => expect(writesFrom(from).length).toBeGreaterThan(0), { timeout: 15000 });
  await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
  // what answers start (a refetch, a next step) has started too: a next step may start from a timer
  // or a lazy page, with no state to wait for
  // eslint-disable-next-line no-restricted-syntax -- see above
  await new Promise((r) => setTimeout(r, 50));
  await waitFor(() => expect(watch.open()).toBe(0), { timeout: 15000 });
  expect(writesFrom(from)).toEqual([expect.stringMatching(expected)]);
  expect(useDialogs.getState().queue).toHaveLength(0);
}

import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { server } from '@/sandbox/node';
import { resetDb } from '@/sandbox/db';
import { resetFaults } from '@/sandbox/faults';
import { setDriftHost } from '@/sandbox/drift';
import { resetSessionEnding } from '@/lib/http/session-hooks';
import { useTips } from '@/lib/feedback/tips';
import { useDialogs } from '@/lib/feedback/confirm';
import { queryClient } from '@/lib/query/query-client';
import { BATCH_WAIT_MS } from '@/components/directory/ref-batcher';
import { resetAllStores } from '@/stores/reset-all';
import { filterConsoleNoise } from './console-noise';

/** Requests the sandbox has taken and not yet answered, across the files of a worker. */
const openRequests = new Set<string>();
let tracking = false;
function trackOpenRequests() {
  if (tracking) return;
  tracking = true;
  server.events.on('request:start', ({ requestId }) => void openRequests.add(requestId));
  server.events.on('request:end', ({ requestId }) => void openRequests.delete(requestId));
  server.events.on('unhandledException', ({ requestId }) => void openRequests.delete(requestId));
}

/** Waits (at most `ms`) for the sandbox to answer what it has taken. A request still open when a file
 *  closes the server (a refetch the last test's unmount did not stop) fails as a network error once
 *  the server is gone, and its error toast waits for the next file's first test to show it. What is
 *  still open then is forgotten: msw reports nothing of it once the server is closed, and the next
 *  file must not wait for it. */
export async function openRequestsAnswered(ms = 3000) {
  const until = Date.now() + ms;
  // References asked in the last render are sent together BATCH_WAIT_MS later, by a timer the page's
  // unmount does not stop: sent after the server closed, that call failed as a network error whose
  // toast showed in the next file's first test. Wait for it to start first.
  // eslint-disable-next-line no-restricted-syntax -- the batcher's timer has no state to wait for
  await new Promise((r) => setTimeout(r, 2 * BATCH_WAIT_MS));
  // eslint-disable-next-line no-restricted-syntax -- msw's events are the state; this polls them briefly
  while (openRequests.size && Date.now() < until) await new Promise((r) => setTimeout(r, 10));
  openRequests.clear();
}

/** What every test file gets, with or without a DOM (tests/setup.ts, tests/setup-node.ts): the msw
 *  sandbox, and a fresh sandbox, storage and stores before each test. A setup file runs again for
 *  each test file, while what it imports stays loaded, so each one calls this. */
export function registerSandboxHooks() {
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    trackOpenRequests();
  });
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetDb('default');
    resetFaults();
    setDriftHost(false);
    resetSessionEnding();
    // Every store, including the ones features register (test files share a worker's modules).
    resetAllStores(queryClient);
    useTips.getState().clear();
    useDialogs.getState().clear();
    // the test DOM cannot leave the page; tests read these spies instead.
    vi.spyOn(browser, 'assign').mockImplementation(() => {});
    vi.spyOn(browser, 'reload').mockImplementation(() => {});
  });
  afterEach(() => {
    server.resetHandlers();
    queryClient.clear();
    useDialogs.getState().clear();
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  // React's "not wrapped in act" for antd's own async updates is not a failure of the code under
  // test and would bury real warnings (tests/console-noise.ts).
  filterConsoleNoise();
}

import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { browser } from '@/lib/browser';
import { server } from '@/sandbox/node';
import { resetDb } from '@/sandbox/db';
import { resetFaults } from '@/sandbox/faults';
import { resetSessionEnding } from '@/lib/http/session-hooks';
import { useTips } from '@/lib/feedback/tips';
import { useDialogs } from '@/lib/feedback/confirm';
import { queryClient } from '@/lib/query/query-client';
import { resetAllStores } from '@/stores/reset-all';
import { filterConsoleNoise } from './console-noise';

/** What every test file gets, with or without a DOM (tests/setup.ts, tests/setup-node.ts): the msw
 *  sandbox, and a fresh sandbox, storage and stores before each test. A setup file runs again for
 *  each test file, while what it imports stays loaded, so each one calls this. */
export function registerSandboxHooks() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    resetDb('default');
    resetFaults();
    resetSessionEnding();
    // Every store, including the ones features register (test files share a worker's modules).
    resetAllStores(queryClient);
    useTips.getState().clear();
    useDialogs.getState().clear();
    // jsdom cannot leave the page; tests read these spies instead.
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

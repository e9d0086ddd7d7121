import { browser } from '@/lib/browser';
import { releaseUnsavedWork } from '@/lib/hooks/unsaved-work';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { flushUserStores, resetAllStores } from '@/stores/reset-all';
import { keepUserWork } from '@/stores/user-records';
import { ownerOf } from '@/stores/user-scope';
import { providerLoginUrl } from './provider-urls';

// The session endings the app wires into the HTTP layer at start. They make no calls, so the
// first screen has them without the HTTP client (session-flows.ts holds the flows that call).

/** Local logout: every store reset, then the provider's login page. */
export function logoutToProvider(options: { expired?: boolean } = {}) {
  resetAllStores(queryClient);
  browser.assign(providerLoginUrl(options));
}

/** The server ended the session (an expiry or a 401): the user did not choose to leave, so their
 *  unsaved work is put aside, encrypted, for their return to the same enterprise (platform-shell
 *  §4.2, and its Deviations row), and no screen asks before the page goes. */
function keepWorkForReturn() {
  flushUserStores();
  keepUserWork(ownerOf(useSession.getState()));
  releaseUnsavedWork();
}

/** 401 请先登录: the work is kept, then the local logout. */
export function endUnauthenticated() {
  keepWorkForReturn();
  logoutToProvider();
}

export const EXPIRED_LOGIN_PATH = '/login?loginStatus=expired';

/** §4.2: code 0 + COMMON_0001. Tokens, user info and login info go — the chosen enterprise stays;
 *  the login route with the expired suffix (§2.3 step 6); then a reload, which sends the browser to
 *  the provider. The per-user data goes with the user (bindUserScope), except the unsaved work put
 *  aside for the same identity's return; whoever else signs in next starts from nothing. */
export function expireSession() {
  keepWorkForReturn();
  useSession.getState().clearAuth();
  queryClient.clear();
  browser.replaceHash(EXPIRED_LOGIN_PATH);
  browser.reload();
}

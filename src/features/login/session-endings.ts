import { browser } from '@/lib/browser';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { resetAllStores } from '@/stores/reset-all';
import { providerLoginUrl } from './provider-urls';

// The session endings the app wires into the HTTP layer at start. They make no calls, so the
// first screen has them without the HTTP client (session-flows.ts holds the flows that call).

/** Local logout: every store reset, then the provider's login page. */
export function logoutToProvider(options: { expired?: boolean } = {}) {
  resetAllStores(queryClient);
  browser.assign(providerLoginUrl(options));
}

export const EXPIRED_LOGIN_PATH = '/login?loginStatus=expired';

/** §4.2: code 0 + COMMON_0001. Tokens, user info and login info go — the chosen enterprise stays;
 *  the login route with the expired suffix (§2.3 step 6); then a reload, which sends the browser to
 *  the provider. The per-user data goes with the user (bindUserScope), and the next login, whoever
 *  it is, starts from nothing. */
export function expireSession() {
  useSession.getState().clearAuth();
  queryClient.clear();
  browser.replaceHash(EXPIRED_LOGIN_PATH);
  browser.reload();
}

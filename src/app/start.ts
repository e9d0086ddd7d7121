import { configureSession } from '@/lib/http/session-hooks';
import { setSigningIdentity } from '@/lib/http/signing-identity';
import { useSession } from '@/stores/session';
import { endUnauthenticated, expireSession } from '@/features/login/session-endings';
import { watchPreloadErrors } from './chunk-recovery';
import { watchNetwork } from './network-watch';
import { pageSupportReady } from './page-support-ready';
import { restoreSession } from './session-restore';

/** Wires the HTTP layer to the session and installs the global watchers. Called once by main.tsx
 *  (and by the tests' renderApp). */
export function startApp({ watchers = true } = {}) {
  configureSession({
    getToken: () => useSession.getState().token,
    onExpired: expireSession,
    onUnauthenticated: endUnauthenticated,
  });
  // The stored session: crypto-js's AES is fetched now, beside the guard's first call, and the guard
  // waits for it (session-restore.ts). A failure here is left for the guard to show.
  restoreSession({ rebind: true }).catch(() => {});
  setSigningIdentity(() => useSession.getState().userInfo?.lenovoId ?? '');
  // dayjs's locale and the dialogs' and tables' fixes: fetched now, beside the guard's first call;
  // the layout and the pages wait for them. A failure here is left for the first page to report.
  pageSupportReady().catch(() => {});
  if (watchers) {
    watchPreloadErrors();
    watchNetwork();
  }
}

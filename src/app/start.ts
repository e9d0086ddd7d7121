import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { configureSession } from '@/lib/http/session-hooks';
import { setSigningIdentity } from '@/lib/http/signing-identity';
import { useSession } from '@/stores/session';
import { bindUserScope } from '@/stores/user-scope';
import { queryClient } from '@/lib/query/query-client';
import { endUnauthenticated, expireSession } from '@/features/login/session-endings';
import { watchPreloadErrors } from './chunk-recovery';
import { watchNetwork } from './network-watch';
import { installFocusReturn } from '@/lib/feedback/focus-return';
import { installDialogKeyboard } from '@/lib/feedback/dialog-keyboard';
import { namePagerButtons } from '@/lib/a11y/pager-names';
import { unfocusMeasureRows } from '@/lib/a11y/measure-row';

/** Wires the HTTP layer to the session and installs the global watchers. Called once by main.tsx
 *  (and by the tests' renderApp). */
export function startApp({ watchers = true } = {}) {
  dayjs.locale('zh-cn');
  configureSession({
    getToken: () => useSession.getState().token,
    onExpired: expireSession,
    onUnauthenticated: endUnauthenticated,
  });
  bindUserScope(queryClient);
  setSigningIdentity(() => useSession.getState().userInfo?.lenovoId ?? '');
  installFocusReturn();
  installDialogKeyboard();
  namePagerButtons();
  unfocusMeasureRows();
  if (watchers) {
    watchPreloadErrors();
    watchNetwork();
  }
}

import { browser } from '@/lib/browser';
import { toastError } from '@/lib/feedback/toast';
import { isApiError, SERVER_EXCEPTION } from '@/lib/http/errors';
import { resetSessionEnding } from '@/lib/http/session-hooks';
import { queryClient } from '@/lib/query/query-client';
import { useSession } from '@/stores/session';
import { loginError } from '@/stores/login-error';
import { clearUserScope, resetAllStores } from '@/stores/reset-all';
import { dropKeptWork } from '@/stores/user-records';
import {
  DEVICE_ID,
  LOGIN_BACK_VERSION,
  exchangeAuthorCode,
  exchangeThirdToken,
  fetchLoginInfo,
  fetchLogoutToken,
  postLogin,
  reportLoginBack,
} from './api/login-api';
import type { AuthAnswer } from './api/types';
import { providerLogoutUrl } from './provider-urls';
import { logoutToProvider } from './session-endings';

const isOk = (a: AuthAnswer<unknown> | undefined) => !!a && Number(a.code) === 200 && a.success !== false;
const errorText = (e: unknown) => (e instanceof Error ? e.message : String(e));

/** §4.1 steps 2–4: fetch login info for the stored token and keep user, enterprise and token.
 *  A login is a new identity even for the same account: the previous menu, per-user stores and
 *  cached answers go before anything is stored or decided. */
export async function loadLoginInfo(token: string, thirdToken: string | null = null): Promise<boolean> {
  clearUserScope(queryClient);
  useSession.getState().setToken(token);
  let answer: AuthAnswer<import('./api/types').LoginInfo> | undefined;
  try {
    answer = await fetchLoginInfo();
  } catch (e) {
    if (isApiError(e) && e.kind === 'session') {
      // The HTTP layer is ending the session (401 请先登录, or expiry); the record is kept all the same.
      loginError.keepNotToken(e.message);
      return false;
    }
  }
  if (!isOk(answer) || !answer?.data) {
    logoutToProvider();
    loginError.keepNotToken(answer?.message);
    return false;
  }
  const info = answer.data;
  useSession.getState().signIn(token, info, { thirdToken, enterprise: info.enterprise ?? null });
  loginError.clear();
  resetSessionEnding();
  return true;
}

/** §2.3 step 1 / §4.1 step 1: an authorCode (with ctx) or a third-party token in the address. */
export async function tokenEntry(entry: { authorCode?: string | null; thirdToken?: string | null }): Promise<boolean> {
  useSession.getState().chooseEnterprise(null); // the saved enterprise entry is cleared
  let answer: AuthAnswer<{ token: string }> | undefined;
  try {
    answer = entry.authorCode
      ? await exchangeAuthorCode(entry.authorCode)
      : await exchangeThirdToken(entry.thirdToken ?? '');
  } catch {
    answer = undefined;
  }
  if (!isOk(answer) || !answer?.data?.token) {
    logoutToProvider();
    return false;
  }
  return loadLoginInfo(answer.data.token, entry.thirdToken ?? null);
}

/** §4.1 step 5: the provider returned with lpsust; post the login form, then send the report. */
export async function passportLogin(lpsust: string): Promise<boolean> {
  const { loginId } = useSession.getState();
  let answer: AuthAnswer<{ token: string }> | undefined;
  let exception = '';
  try {
    answer = await postLogin(lpsust, loginId);
  } catch (e) {
    exception = errorText(e);
  }
  const success = isOk(answer) && !!answer?.data?.token;
  void reportLoginBack({
    deviceId: DEVICE_ID,
    loginId,
    successLogin: success,
    clientResponseBody: answer ? JSON.stringify(answer) : '',
    clientException: exception,
    version: LOGIN_BACK_VERSION,
  }).catch(() => undefined);
  if (!success || !answer?.data) {
    if (answer?.message) toastError(answer.message);
    return false;
  }
  return loadLoginInfo(answer.data.token);
}

/** §4.2 logout: an author code for the provider's logout page, then every store is cleared. */
export async function logout(): Promise<void> {
  const { userInfo } = useSession.getState();
  const answer = await fetchLogoutToken().catch(() => undefined);
  if (!answer) return; // the HTTP layer showed why
  if (Number(answer.code) !== 200) {
    toastError(answer.message || SERVER_EXCEPTION);
    return;
  }
  const account = userInfo?.telephone || userInfo?.username || userInfo?.lenovoId || '';
  dropKeptWork(); // work kept at an expiry is not given back after a logout
  resetAllStores(queryClient);
  browser.assign(providerLogoutUrl(account, String(answer.data ?? '')));
}

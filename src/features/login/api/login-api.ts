import { services } from '@/config/services';
import { env } from '@/config/env';
import { get, post, put } from '@/lib/http/client';
import type { AuthAnswer, LoginBackReport, LoginData, LoginInfo, TokenData } from './types';

const S = services.login;
export const DEVICE_ID = 'web';
export const LOGIN_BACK_VERSION = 'v1.0.0';
export const LOGIN_TERMINAL = 'enterprise-management-backend';

// The exchanges are judged by the login flow itself (code, success), so they are raw and silent.
const judgedByFlow = { rawBody: true, silent: true } as const;

/** GET /getUserTokenByAuthorCode */
export const exchangeAuthorCode = (authorCode: string) =>
  get<AuthAnswer<TokenData>>(`${S}/getUserTokenByAuthorCode`, { authorCode }, judgedByFlow);

/** Third-party token exchange: path not shown by the spec (assumed). */
export const exchangeThirdToken = (thirdToken: string) =>
  get<AuthAnswer<TokenData>>(`${S}/getTokenByThirdToken`, { thirdToken }, judgedByFlow);

/** GET /getLoginInfo (token in header) */
export const fetchLoginInfo = () => get<AuthAnswer<LoginInfo>>(`${S}/getLoginInfo`, undefined, judgedByFlow);

/** POST /login, multipart: lpsust, deviceId, version, loginId. Signed. */
export function postLogin(lpsust: string, loginId: string) {
  const form = new FormData();
  form.append('lpsust', lpsust);
  form.append('deviceId', DEVICE_ID);
  form.append('version', env.clientVersion);
  form.append('loginId', loginId);
  return post<AuthAnswer<LoginData>>(`${S}/login`, form, { ...judgedByFlow, signed: true });
}

/** PUT /loginBack: the login-callback report. Its own failure is nobody's business. */
export const reportLoginBack = (report: LoginBackReport) => put<unknown>(`${S}/loginBack`, report, { silent: true });

/** GET /getAuthorCodeVal: data holds the encoded token for the provider's logout page. */
export const fetchLogoutToken = () =>
  get<AuthAnswer<string>>(`${S}/getAuthorCodeVal`, { loginTerminal: LOGIN_TERMINAL }, { rawBody: true });

import { env } from '@/config/env';
import { request, urlOf } from '@/lib/contract/define';
import { get, post } from '@/lib/http/client';
import {
  authorCodeExchangeCall,
  loginBackCall,
  loginCall,
  loginInfoCall,
  logoutCodeCall,
  thirdTokenExchangeCall,
} from './contract';
import type { AuthAnswer, LoginBackReport, LoginData, LoginInfo, TokenData } from './types';

export const DEVICE_ID = 'web';
export const LOGIN_BACK_VERSION = 'v1.0.0';
export const LOGIN_TERMINAL = 'enterprise-management-backend';

// The exchanges are judged by the login flow itself (code, success), so they are raw and silent; a
// raw answer is not checked against its call's schema (the layer returns the whole envelope).
const judgedByFlow = { rawBody: true, silent: true } as const;

/** GET /getUserTokenByAuthorCode */
export const exchangeAuthorCode = (authorCode: string) =>
  get<AuthAnswer<TokenData>>(urlOf(authorCodeExchangeCall), { authorCode }, judgedByFlow);

/** Third-party token exchange: path not shown by the spec (assumed). */
export const exchangeThirdToken = (thirdToken: string) =>
  get<AuthAnswer<TokenData>>(urlOf(thirdTokenExchangeCall), { thirdToken }, judgedByFlow);

/** GET /getLoginInfo (token in header) */
export const fetchLoginInfo = () => get<AuthAnswer<LoginInfo>>(urlOf(loginInfoCall), undefined, judgedByFlow);

/** POST /login, multipart: lpsust, deviceId, version, loginId. Signed. */
export function postLogin(lpsust: string, loginId: string) {
  const form = new FormData();
  form.append('lpsust', lpsust);
  form.append('deviceId', DEVICE_ID);
  form.append('version', env.clientVersion);
  form.append('loginId', loginId);
  return post<AuthAnswer<LoginData>>(urlOf(loginCall), form, { ...judgedByFlow, signed: true });
}

/** PUT /loginBack: the login-callback report. Its own failure is nobody's business. */
export const reportLoginBack = (report: LoginBackReport) => request(loginBackCall, { body: report }, { silent: true });

/** GET /getAuthorCodeVal: data holds the encoded token for the provider's logout page. Raw: the
 *  logout reads the code itself (a failure is its toast). */
export const fetchLogoutToken = () =>
  get<AuthAnswer<string>>(urlOf(logoutCodeCall), { loginTerminal: LOGIN_TERMINAL }, { rawBody: true });

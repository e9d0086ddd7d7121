import { env } from '@/config/env';
import { request, requestEnvelope } from '@/lib/contract/define';
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

// The exchanges are judged by the login flow itself (code, success), so they answer the whole envelope
// and are silent; their `data` is still checked against the call's schema when they succeed.
const judgedByFlow = { silent: true } as const;

/** GET /getUserTokenByAuthorCode */
export const exchangeAuthorCode = (authorCode: string) =>
  requestEnvelope<AuthAnswer<TokenData>>(authorCodeExchangeCall, { params: { authorCode } }, judgedByFlow);

/** Third-party token exchange: path not shown by the spec (assumed). */
export const exchangeThirdToken = (thirdToken: string) =>
  requestEnvelope<AuthAnswer<TokenData>>(thirdTokenExchangeCall, { params: { thirdToken } }, judgedByFlow);

/** GET /getLoginInfo (token in header) */
export const fetchLoginInfo = () => requestEnvelope<AuthAnswer<LoginInfo>>(loginInfoCall, {}, judgedByFlow);

/** POST /login, multipart: lpsust, deviceId, version, loginId. Signed. */
export function postLogin(lpsust: string, loginId: string) {
  const form = new FormData();
  form.append('lpsust', lpsust);
  form.append('deviceId', DEVICE_ID);
  form.append('version', env.clientVersion);
  form.append('loginId', loginId);
  return requestEnvelope<AuthAnswer<LoginData>>(loginCall, { body: form }, { ...judgedByFlow, signed: true });
}

/** PUT /loginBack: the login-callback report. Its own failure is nobody's business. */
export const reportLoginBack = (report: LoginBackReport) => request(loginBackCall, { body: report }, { silent: true });

/** GET /getAuthorCodeVal: data holds the encoded token for the provider's logout page. Raw: the
 *  logout reads the code itself (a failure is its toast). */
export const fetchLogoutToken = () =>
  requestEnvelope<AuthAnswer<string>>(logoutCodeCall, { params: { loginTerminal: LOGIN_TERMINAL } });

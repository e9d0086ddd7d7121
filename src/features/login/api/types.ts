import type { Enterprise, LoginInfo, MenuEntry, UserInfo } from '@/stores/session-types';

export type { Enterprise, LoginInfo, MenuEntry, UserInfo };

/** Raw answer of the token exchanges and login info (read for code, success and data). */
export interface AuthAnswer<T> {
  code: number | string;
  success?: boolean;
  message?: string;
  data?: T;
}

export interface TokenData {
  token: string;
}

export interface LoginData {
  token: string;
  userInfo: UserInfo;
}

export interface LoginBackReport {
  deviceId: string;
  loginId: string;
  successLogin: boolean;
  clientResponseBody: string;
  clientException: string;
  version: string;
}

export interface CreateEnterpriseInput {
  enterpriseName: string;
  industry: string;
  scale: string;
  contactName: string;
  contactPhone?: string;
  email?: string;
}

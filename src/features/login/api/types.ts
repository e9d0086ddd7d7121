export type { Enterprise, LoginInfo } from '@/stores/session-types';
// The login calls' records, inferred from their schemas (./contract.ts).
export type { CreateEnterpriseInput, LoginBackReport, LoginData, ProfileInput, TokenData } from './contract';

/** Raw answer of the token exchanges and login info (read for code, success and data). */
export interface AuthAnswer<T> {
  code: number | string;
  success?: boolean;
  message?: string;
  data?: T;
}

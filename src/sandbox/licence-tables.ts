import { table } from './db';

// The office-suite licence service (docs/assumed-contract.md "Workplace" → "Application shop").

export interface LicenceGrantRow {
  enterpriseNumber: string;
  productName: string;
  total: number;
  expireDate: string;
  /** the people holding a licence */
  holders: string[];
}

/** One holder's use on one day. */
export interface LicenceUseRow {
  enterpriseNumber: string;
  lenovoId: string;
  day: string;
  minutes: number;
}

/** Service sessions opened by the token login, by console session token. */
export interface LicenceSessionRow {
  token: string;
  enterpriseNumber: string;
  createdAt: number;
}

export const licenceGrants = () => table<LicenceGrantRow>('licenceGrants');
export const licenceUses = () => table<LicenceUseRow>('licenceUses');
export const licenceSessions = () => table<LicenceSessionRow>('licenceSessions');

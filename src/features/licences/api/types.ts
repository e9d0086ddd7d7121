import type { Paged } from '@/lib/org/types';

export type { Paged };

/** The office-suite service's answer to its token login (GET {token}; assumed shape). */
export interface LicenceLogin {
  /** the suite's account of the enterprise */
  account: string;
  productName: string;
}

/** The enterprise's licences (POST getAuthorization; assumed shape). */
export interface LicenceAuthorization {
  productName: string;
  total: number;
  used: number;
  remaining: number;
  /** 'YYYY-MM-DD' */
  expireDate: string;
}

/** One licence holder's use within the asked days (assumed shape). */
export interface LicenceUsage {
  lenovoId: string;
  name: string;
  /** the holder's departments; the table shows at most 2 names (admin-modules §9); a department
   *  deleted since has its id and no name */
  departmentList: Array<{ id?: string; departName: string }>;
  /** days with any use */
  useDays: number;
  /** minutes of use */
  minutes: number;
  /** 'YYYY-MM-DD' */
  lastUseDate: string;
}

/** Days 'YYYY-MM-DD' both inclusive ('' for open ends); keyword: a name or department (search). */
export interface UsageFilter {
  startDate: string;
  endDate: string;
  keyword: string;
}

export interface UsageQuery extends UsageFilter {
  page: number;
  size: number;
}

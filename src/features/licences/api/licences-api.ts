import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import { downloadXlsx } from '@/lib/http/download';
import type { LicenceAuthorization, LicenceLogin, LicenceUsage, Paged, UsageFilter, UsageQuery } from './types';

// The office-suite licence service (admin-modules §7 "Usage pages": GET {token}, POST search and
// getAuthorization, GET getUserUseDateInfo, exportExcelUserUserDateInfo, exportSearch). Its prefix and
// the search's path are not given: assumed in docs/assumed-contract.md "Workplace" → "Application shop".
const O = `${services.management}/officeSuite`;

/** The service's token login: the console's session token in the path opens the service's session. */
export const loginLicenceService = (token: string, signal?: AbortSignal) =>
  get<LicenceLogin>(`${O}/${encodeURIComponent(token)}`, undefined, { signal });

export const fetchAuthorization = (signal?: AbortSignal) =>
  post<LicenceAuthorization>(`${O}/getAuthorization`, {}, { signal });

/** Every holder's use in the days (no keyword). */
export const fetchUserUsage = (q: UsageQuery, signal?: AbortSignal) =>
  get<Paged<LicenceUsage>>(
    `${O}/getUserUseDateInfo`,
    { startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size },
    { signal },
  );

/** Holders whose name or department matches the keyword. */
export const searchUserUsage = (q: UsageQuery, signal?: AbortSignal) =>
  post<Paged<LicenceUsage>>(`${O}/search`, q, { signal });

export const exportUserUsage = (f: UsageFilter) =>
  f.keyword
    ? downloadXlsx(`${O}/exportSearch`, { params: { ...f }, fileName: '办公套件使用情况（搜索结果）.xlsx' })
    : downloadXlsx(`${O}/exportExcelUserUserDateInfo`, {
        params: { startDate: f.startDate, endDate: f.endDate },
        fileName: '办公套件使用情况.xlsx',
      });

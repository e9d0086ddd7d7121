import { request, urlOf } from '@/lib/contract/define';
import { downloadXlsx } from '@/lib/http/download';
import {
  authorizationCall,
  exportSearchCall,
  exportUsageCall,
  loginCall,
  searchUsageCall,
  userUsageCall,
} from './contract';
import type { UsageFilter, UsageQuery } from './types';

/** The service's token login: the console's session token in the path opens the service's session. */
export const loginLicenceService = (token: string, signal?: AbortSignal) =>
  request(loginCall, { path: { token } }, { signal });

export const fetchAuthorization = (signal?: AbortSignal) => request(authorizationCall, { body: {} }, { signal });

/** Every holder's use in the days (no keyword). */
export const fetchUserUsage = (q: UsageQuery, signal?: AbortSignal) =>
  request(
    userUsageCall,
    { params: { startDate: q.startDate, endDate: q.endDate, page: q.page, size: q.size } },
    { signal },
  );

/** Holders whose name or department matches the keyword. */
export const searchUserUsage = (q: UsageQuery, signal?: AbortSignal) =>
  request(searchUsageCall, { body: q }, { signal });

export const exportUserUsage = (f: UsageFilter) =>
  f.keyword
    ? downloadXlsx(urlOf(exportSearchCall), { params: { ...f }, fileName: '办公套件使用情况（搜索结果）.xlsx' })
    : downloadXlsx(urlOf(exportUsageCall), {
        params: { startDate: f.startDate, endDate: f.endDate },
        fileName: '办公套件使用情况.xlsx',
      });

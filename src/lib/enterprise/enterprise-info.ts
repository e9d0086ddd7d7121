import { queryOptions } from '@tanstack/react-query';
import { request } from '@/lib/contract/define';
import { enterpriseInfoCall } from './contract';

// The current enterprise (GET /enterprise/info), read by 企业详情 on the home page and by 企业设置 under
// one cache key, so a change saved on one is what the other shows next (module-guide.md: data two pages
// share is one query under one key).

export type { EnterpriseInfo } from './contract';

/** GET /enterprise/info: the current enterprise (assumed). */
export const fetchEnterpriseInfo = (signal?: AbortSignal) => request(enterpriseInfoCall, {}, { signal });

/** A write that changes the enterprise invalidates this key. */
export const enterpriseInfoQuery = queryOptions({
  queryKey: ['enterprise', 'info'] as const,
  queryFn: ({ signal }) => fetchEnterpriseInfo(signal),
});

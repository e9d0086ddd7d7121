import { queryOptions } from '@tanstack/react-query';
import { services } from '@/config/services';
import { get } from '@/lib/http/client';

// The current enterprise (GET /enterprise/info), read by 企业详情 on the home page and by 企业设置 under
// one cache key, so a change saved on one is what the other shows next (module-guide.md: data two pages
// share is one query under one key).

export interface EnterpriseInfo {
  id: string;
  enterpriseNumber: string;
  enterpriseName: string;
  industry: string;
  scale: string;
  contactName: string;
  contactPhone: string;
  email: string;
  adminName: string;
  createTime: string;
  memberCount: number;
  /** the current user is the enterprise administrator */
  isOwner: boolean;
}

/** GET /enterprise/info: the current enterprise (assumed). */
export const fetchEnterpriseInfo = (signal?: AbortSignal) =>
  get<EnterpriseInfo>(`${services.enterprise}/enterprise/info`, undefined, { signal });

/** A write that changes the enterprise invalidates this key. */
export const enterpriseInfoQuery = queryOptions({
  queryKey: ['enterprise', 'info'] as const,
  queryFn: ({ signal }) => fetchEnterpriseInfo(signal),
});

import { userAdvancedSearchCall, userSearchCall } from '@/lib/org/contract';
import type { StaffQuery } from './types';

/** The default staff set of both searches: everyone not departed. */
const DEFAULT_STATUS = 'on';

/** Bodies of POST /admin/userSearch and /admin/userAdvancedSearch exactly as admin-modules §7 lists
 *  them; `status` (the console's extension, docs/assumed-contract.md) is added only when the page
 *  asks for another set than the default. */
export function staffSearchRequest(q: StaffQuery, enterpriseId: string) {
  const status = q.status === DEFAULT_STATUS ? {} : { status: q.status };
  if (q.advanced) {
    const a = q.advanced;
    return {
      call: userAdvancedSearchCall,
      body: {
        enterpriseId,
        page: q.page,
        size: q.size,
        name: a.name ?? '',
        position: a.position ?? '',
        telephone: a.telephone ?? '',
        email: a.email ?? '',
        departId: a.departId || q.departId || '',
        ...status,
      },
    };
  }
  return {
    call: userSearchCall,
    body: {
      departId: q.departId ?? '',
      enterpriseId,
      page: q.page,
      size: q.size,
      keyWord: q.keyWord ?? '',
      position: q.position ?? '',
      ...status,
    },
  };
}

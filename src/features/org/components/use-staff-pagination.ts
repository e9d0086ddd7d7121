import { useMemo, useRef } from 'react';
import type { StaffPaging } from './use-staff-filters';

/** The staff table's pager, built again only when its page, size or total changes (the table
 *  re-renders only when its rows or state change); a page click goes through `pageTo`. */
export function useStaffPagination(paging: StaffPaging, total: number, pageTo: (p: StaffPaging) => void) {
  const latest = useRef(pageTo);
  latest.current = pageTo;
  return useMemo(
    () => ({
      current: paging.page,
      pageSize: paging.size,
      total,
      showSizeChanger: true,
      showTotal: (t: number) => `共 ${t} 人`,
      onChange: (page: number, size: number) => latest.current({ page, size }),
    }),
    [paging.page, paging.size, total],
  );
}

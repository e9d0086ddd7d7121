import { useState } from 'react';
import { SEARCH_DEBOUNCE_MS, useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { usePageWhenReady } from '@/lib/query/page-when-ready';
import { useManageScope } from '@/lib/scope/scope-queries';
import { fetchStaffPage } from '../api/queries';
import type { DepartTreeNode, StaffQuery, StatusFilter } from '../api/types';
import { FIRST_STAFF_PAGE } from '../constants';

export type StaffPaging = { page: number; size: number };

/** What the staff list asks for: the search text, status, advanced search and page. Any change of
 *  filter sends the list back to its first page. The root department (or none yet: the tree is
 *  still loading) asks for the whole enterprise (departId ''), so the first page does not wait for
 *  the tree; a scoped administrator's roots (her departments) ask for themselves; the advanced search
 *  names the department chosen. */
export function useStaffFilters(depart?: DepartTreeNode) {
  const [text, setText] = useState('');
  const [status, setStatus] = useState<StatusFilter>(FIRST_STAFF_PAGE.status);
  const [paging, setPaging] = useState<StaffPaging>({ page: FIRST_STAFF_PAGE.page, size: FIRST_STAFF_PAGE.size });
  const [advanced, setAdvanced] = useState<StaffQuery['advanced']>();
  // the results are fetched as the pause ends and shown with their rows (useDebouncedValue's prepare)
  const keyWord = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS, (k) =>
    fetchStaffPage({ ...queryFor({ page: 1, size: paging.size }), keyWord: k, advanced: undefined }),
  );
  // a scoped administrator's roots are her departments, not the enterprise: each lists its own staff
  // (assumed contract "Scoped administrators")
  const scoped = useManageScope()?.type === 'departments';
  const whole = !depart || (depart.parentDepartId === '0' && !scoped);
  const listed = whole ? undefined : depart.id;
  const departId = advanced ? depart?.id : listed;
  const queryFor = (page: StaffPaging): StaffQuery => ({ departId, status, keyWord, advanced, ...page });
  // the pager shows the next page with its rows in one step when it answers quickly
  const pageTo = usePageWhenReady((p: StaffPaging) => fetchStaffPage(queryFor(p)), setPaging);
  const resetPage = () => {
    pageTo.cancel();
    setPaging((p) => ({ ...p, page: 1 }));
  };

  return {
    /** the department whose staff the list shows; undefined for the whole enterprise */
    listedDepartId: listed,
    text,
    status,
    advanced,
    paging,
    query: queryFor(paging),
    pageTo,
    changeText(value: string) {
      setText(value);
      setAdvanced(undefined);
      resetPage();
    },
    changeStatus(value: StatusFilter) {
      setStatus(value);
      resetPage();
    },
    searchAdvanced(value: StaffQuery['advanced']) {
      setAdvanced(value);
      setText('');
      resetPage();
    },
    clearAdvanced() {
      setAdvanced(undefined);
      resetPage();
    },
  };
}

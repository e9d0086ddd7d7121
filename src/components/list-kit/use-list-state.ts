import { useCallback, useMemo, useState } from 'react';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { pageAfterRemovingOne } from '@/lib/query/list-subject';

export interface ListState<F extends object = Record<never, never>> {
  /** What is typed in the search box, as typed. */
  text: string;
  /** Typing starts again from page 1. */
  setText(text: string): void;
  /** The search term the query asks with: the typed text trimmed, once it has settled (debounced). */
  term: string;
  filters: F;
  /** A filter changed starts again from page 1. */
  setFilter<K extends keyof F>(key: K, value: F[K]): void;
  page: number;
  size: number;
  /** antd's pagination `onChange`: another page size starts again from page 1. */
  goTo(page: number, size: number): void;
  /** Something narrows the list (a term, a filter away from its start): its empty text says 没有符合条件的…. */
  filtered: boolean;
  /** One row of the page was removed: the page before when it held the last row (it no longer exists). */
  removedOne(shown: number | undefined): void;
}

interface Options<F extends object> {
  pageSize: number;
  /** The filters besides the search box, with the values the page starts with (their "all"). */
  filters?: F;
}

/**
 * The state of a server-paged list screen: its search box, its filters and its page. The page's own
 * query hook asks with `term`, `filters`, `page` and `size`; ListTable and ListSearch read the rest.
 */
export function useListState<F extends object = Record<never, never>>({
  pageSize,
  filters: initial,
}: Options<F>): ListState<F> {
  const [start] = useState(() => initial ?? ({} as F));
  const [text, setTypedText] = useState('');
  const term = useDebouncedValue(text.trim());
  const [filters, setFilters] = useState(start);
  const [paging, setPaging] = useState({ page: 1, size: pageSize });

  const firstPage = useCallback(() => setPaging((p) => ({ ...p, page: 1 })), []);
  const setText = useCallback(
    (value: string) => {
      setTypedText(value);
      firstPage();
    },
    [firstPage],
  );
  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K]) => {
      setFilters((f) => ({ ...f, [key]: value }));
      firstPage();
    },
    [firstPage],
  );
  const goTo = useCallback(
    (page: number, size: number) => setPaging((p) => ({ page: size === p.size ? page : 1, size })),
    [],
  );
  const removedOne = useCallback(
    (shown: number | undefined) => setPaging((p) => ({ ...p, page: pageAfterRemovingOne(p.page, shown) })),
    [],
  );
  const filtered = !!term || (Object.keys(start) as (keyof F)[]).some((k) => filters[k] !== start[k]);

  return useMemo(
    () => ({ text, setText, term, filters, setFilter, ...paging, goTo, filtered, removedOne }),
    [text, setText, term, filters, setFilter, paging, goTo, filtered, removedOne],
  );
}

import { useCallback, useMemo, useState } from 'react';
import type { TableRowSelection } from 'antd/es/table/interface';
import { namedSelection } from '@/components/named-selection';

export interface RowSelection<T> {
  /** The rows ticked, on this page and on pages seen before (a batch acts on all of them). */
  rows: T[];
  /** Their keys, in the order ticked. */
  keys: string[];
  /** Untick everything, e.g. once a batch action is done. */
  clear(): void;
  /** Untick these rows only (an action on some of them is done). */
  drop(rows: readonly T[]): void;
  /** ListTable's (or antd Table's) `rowSelection`: each checkbox named 选择：<row>, kept across pages. */
  table: TableRowSelection<T>;
}

/**
 * The rows ticked on a list screen for its batch actions. The ticks survive paging, searching and
 * filtering (the server pages the rows, so a tick on page 1 is still meant on page 2).
 */
export function useRowSelection<T extends object>(
  keyOf: (row: T) => string,
  nameOf: (row: T) => string,
): RowSelection<T> {
  const [rows, setRows] = useState<T[]>([]);
  const keys = useMemo(() => rows.map(keyOf), [rows, keyOf]);
  const clear = useCallback(() => setRows([]), []);
  const drop = useCallback(
    (done: readonly T[]) => setRows((now) => now.filter((r) => !done.some((d) => keyOf(d) === keyOf(r)))),
    [keyOf],
  );
  const table = namedSelection<T>(
    {
      selectedRowKeys: keys,
      // antd answers undefined for a key whose row it has not seen; such a row cannot be acted on
      onChange: (_keys, picked) => setRows(picked.filter(Boolean)),
      preserveSelectedRowKeys: true,
    },
    nameOf,
  );
  return { rows, keys, clear, drop, table };
}

import { useCallback, useMemo, useState } from 'react';
import { namedSelection } from '@/components/named-selection';
import type { Staff } from '../api/types';

/** The staff rows ticked for a batch action, kept across pages. */
export function useStaffSelection() {
  const [selected, setSelected] = useState<Staff[]>([]);
  const ids = useMemo(() => selected.map((s) => s.id), [selected]);
  const rowSelection = useMemo(
    () =>
      namedSelection<Staff>(
        { selectedRowKeys: ids, onChange: (_k, rows) => setSelected(rows), preserveSelectedRowKeys: true },
        (s) => s.name,
      ),
    [ids],
  );
  const clear = useCallback(() => setSelected([]), []);
  return { selected, ids, rowSelection, clear };
}

import { useMemo } from 'react';
import { useDepartmentRefs, usePersonRefs } from '@/components/directory/ref-queries';
import { departmentDisplay, personDisplay, refLabel } from '@/components/directory/ref-text';
import type { RefNames } from './model/describe';

/** Names for the flow's texts: each person and department by its current name, with 已离职 /
 *  已删除; the stored name while it resolves (docs/product.md Part D §3). */
export function useRefNames({
  lenovoIds,
  departIds,
}: {
  lenovoIds: readonly string[];
  departIds: readonly string[];
}): RefNames {
  const people = usePersonRefs({ lenovoIds });
  const departs = useDepartmentRefs(departIds);
  return useMemo(
    () => ({
      person: (u) => refLabel(personDisplay(people.get(u.lenovoId), u.name)),
      department: (d) => refLabel(departmentDisplay(departs.get(d.id), d.name)),
    }),
    [people, departs],
  );
}

import { Tooltip } from 'antd';
import { useDepartmentRefs } from './directory/ref-queries';
import { departmentDisplay, refLabel } from './directory/ref-text';

export const MAX_SHOWN_DEPARTMENTS = 2;

/** A department as lists carry it: its name, and its id when the answer has one. */
type Named = { id?: string; departName: string };

/** At most 2 department names, then an ellipsis (admin-modules §9). */
export function formatDepartmentNames(list: ReadonlyArray<{ departName: string }> | null | undefined): string {
  const names = (list ?? []).map((d) => d.departName).filter(Boolean);
  return names.slice(0, MAX_SHOWN_DEPARTMENTS).join('、') + (names.length > MAX_SHOWN_DEPARTMENTS ? '…' : '');
}

/** The shortened names; the whole list shows on hover and on keyboard focus (the tooltip then
 *  describes the focused names to a screen reader). */
function Names({ list }: { list: ReadonlyArray<{ departName: string }> }) {
  const text = formatDepartmentNames(list);
  const all = list
    .map((d) => d.departName)
    .filter(Boolean)
    .join('、');
  if (all.length <= text.length) return <>{text || '-'}</>;
  return (
    <Tooltip title={all} trigger={['hover', 'focus']}>
      <span tabIndex={0}>{text}</span>
    </Tooltip>
  );
}

/** Departments the answer could not name (an id with no name: deleted since) or given by id only,
 *  named by the resolve call: 市场部（已删除）, 未知部门 (docs/product.md Part D §1, §3). */
function ResolvedNames({ list }: { list: ReadonlyArray<Named> }) {
  const resolved = useDepartmentRefs(list.flatMap((d) => (d.id && !d.departName ? [d.id] : [])));
  return (
    <Names
      list={list.map((d) =>
        d.id && !d.departName ? { departName: refLabel(departmentDisplay(resolved.get(d.id))) } : d,
      )}
    />
  );
}

/** Department names from a list (`{ id?, departName }`, as the lookups answer) or from ids; a name
 *  the list lacks is resolved, so a deleted department reads 「名称（已删除）」, never its id. */
export function DepartmentNames({ list, ids }: { list?: ReadonlyArray<Named> | null; ids?: readonly string[] }) {
  const items: ReadonlyArray<Named> = list ?? (ids ?? []).map((id) => ({ id, departName: '' }));
  // only a list that lacks a name pays for the lookup (tables render this once per row)
  return items.some((d) => d.id && !d.departName) ? <ResolvedNames list={items} /> : <Names list={items} />;
}

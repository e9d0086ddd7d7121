import { Tooltip } from 'antd';

export const MAX_SHOWN_DEPARTMENTS = 2;

/** At most 2 department names, then an ellipsis (admin-modules §9). */
export function formatDepartmentNames(list: ReadonlyArray<{ departName: string }> | null | undefined): string {
  const names = (list ?? []).map((d) => d.departName).filter(Boolean);
  return names.slice(0, MAX_SHOWN_DEPARTMENTS).join('、') + (names.length > MAX_SHOWN_DEPARTMENTS ? '…' : '');
}

/** The shortened names; the whole list shows on hover and on keyboard focus (the tooltip then
 *  describes the focused names to a screen reader). */
export function DepartmentNames({ list }: { list: ReadonlyArray<{ departName: string }> | null | undefined }) {
  const text = formatDepartmentNames(list);
  const all = (list ?? []).map((d) => d.departName).filter(Boolean).join('、');
  if (all.length <= text.length) return <>{text || '-'}</>;
  return (
    <Tooltip title={all} trigger={['hover', 'focus']}>
      <span tabIndex={0}>{text}</span>
    </Tooltip>
  );
}

import { Tooltip } from 'antd';

export const MAX_SHOWN_DEPARTMENTS = 2;

/** At most 2 department names, then an ellipsis (admin-modules §9). */
export function formatDepartmentNames(list: ReadonlyArray<{ departName: string }> | null | undefined): string {
  const names = (list ?? []).map((d) => d.departName).filter(Boolean);
  return names.slice(0, MAX_SHOWN_DEPARTMENTS).join('、') + (names.length > MAX_SHOWN_DEPARTMENTS ? '…' : '');
}

export function DepartmentNames({ list }: { list: ReadonlyArray<{ departName: string }> | null | undefined }) {
  const text = formatDepartmentNames(list);
  const all = (list ?? []).map((d) => d.departName).join('、');
  return all.length > text.length ? <Tooltip title={all}>{text}</Tooltip> : <>{text || '-'}</>;
}

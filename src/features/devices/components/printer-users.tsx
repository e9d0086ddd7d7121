import { Fragment } from 'react';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { Printer } from '../api/types';
import { EVERYONE, hiddenUsersOf, NOBODY_MAY_PRINT } from '../constants';

/** 使用权限 in the list: 全部成员, or the departments and people by name, with 已离职 / 已删除 for those
 *  gone since it was set (docs/product.md Part D §3); 无人可使用 once all of them have left. */
export function PrinterUsers({ printer }: { printer: Printer }) {
  const a = printer.authorization;
  if (a.range === 'all') return <>{EVERYONE}</>;
  const refs = [
    ...a.departments.map((d) => <DepartmentRef key={`d:${d.id}`} id={d.id} name={d.departName || undefined} />),
    ...a.users.map((u) => <PersonRef key={`p:${u.lenovoId}`} lenovoId={u.lenovoId} name={u.name || undefined} />),
  ];
  // those outside a scoped administrator's 管理范围 are counted, not named
  const hidden = hiddenUsersOf(a);
  const outside = hidden ? `另有${hidden}项在管理范围外` : '';
  if (!refs.length) return <>{outside || NOBODY_MAY_PRINT}</>;
  return (
    <>
      {refs.map((ref, i) => (
        <Fragment key={ref.key}>
          {i > 0 && '、'}
          {ref}
        </Fragment>
      ))}
      {outside && `（${outside}）`}
    </>
  );
}

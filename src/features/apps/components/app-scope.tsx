import { Fragment } from 'react';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { AppInfo } from '../api/types';

const SHOWN = 2;

/** A limited scope in the list: the first 2 departments and people by name, with 已离职 / 已删除 for
 *  those gone since it was set (docs/product.md Part D §3), then 等N项; 无人可见 when it names nobody.
 *  What lies outside a scoped administrator's 管理范围 is counted, not named: not 无人可见 then. */
export function AppScope({
  app,
}: {
  app: Pick<AppInfo, 'visibleDeparts' | 'visibleUsers' | 'hiddenVisibleDepartCount' | 'hiddenVisibleUserCount'>;
}) {
  const hidden = (app.hiddenVisibleDepartCount ?? 0) + (app.hiddenVisibleUserCount ?? 0);
  const outside = hidden ? `另有${hidden}项在管理范围外` : '';
  const refs = [
    ...app.visibleDeparts.map((d) => <DepartmentRef key={`d:${d.id}`} id={d.id} name={d.departName || undefined} />),
    ...app.visibleUsers.map((u) => (
      <PersonRef key={`p:${u.lenovoId}`} lenovoId={u.lenovoId} name={u.name || undefined} />
    )),
  ];
  if (!refs.length) return <>{outside || '无人可见'}</>;
  return (
    <>
      {refs.slice(0, SHOWN).map((ref, i) => (
        <Fragment key={ref.key}>
          {i > 0 && '、'}
          {ref}
        </Fragment>
      ))}
      {refs.length > SHOWN && ` 等${refs.length}项`}
      {outside && `（${outside}）`}
    </>
  );
}

import { Fragment } from 'react';
import { DepartmentRef } from '@/components/directory/department-ref';
import { PersonRef } from '@/components/directory/person-ref';
import type { VisibleScope } from '../api/types';

/** Who may use something, as text: 全员可用, or its departments and people by name with 已删除 /
 *  已离职 (docs/product.md Part D §3), or 无 for a limited scope left with nobody. Those outside a
 *  scoped administrator's 管理范围 are counted, not named. */
export function ScopeNames({ scope, departNames = [] }: { scope: VisibleScope; departNames?: readonly string[] }) {
  if (scope.visibleRange === 'all') return <>全员可用</>;
  const refs = [
    ...scope.departIds.map((id, i) => <DepartmentRef key={`d-${id}`} id={id} name={departNames[i] || undefined} />),
    ...scope.users.map((u) => <PersonRef key={`p-${u.lenovoId}`} lenovoId={u.lenovoId} name={u.name} />),
  ];
  const hidden = (scope.hiddenDepartCount ?? 0) + (scope.hiddenUserCount ?? 0);
  const outside = hidden ? `另有${hidden}项在管理范围外` : '';
  if (!refs.length) return <>{outside || '无'}</>;
  return (
    <>
      {refs.map((r, i) => (
        <Fragment key={r.key}>
          {i > 0 && '、'}
          {r}
        </Fragment>
      ))}
      {outside && `（${outside}）`}
    </>
  );
}

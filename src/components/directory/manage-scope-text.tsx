import { Fragment } from 'react';
import type { ManageScope } from '@/lib/scope/manage-scope';
import { DepartmentRef } from './department-ref';

export const WHOLE_COMPANY = '全公司';
/** A scope whose departments were all deleted: it covers nobody (docs/product.md Part D §2). */
export const NO_DEPARTMENT = '无部门';

/** A 管理范围 as text: 全公司, or every department's name with its state (已删除, 未知部门), joined
 *  with 、 (assumed contract "Scoped administrators"); 无部门 when every one was deleted. Absent: all. */
export function ManageScopeText({ scope }: { scope: ManageScope | undefined }) {
  if (!scope || scope.type === 'all') return <>{WHOLE_COMPANY}</>;
  if (!scope.departmentIds.length) return <>{NO_DEPARTMENT}</>;
  return (
    <>
      {scope.departmentIds.map((id, i) => (
        <Fragment key={id}>
          {i > 0 && '、'}
          <DepartmentRef id={id} />
        </Fragment>
      ))}
    </>
  );
}

import { useDepartmentRef } from './ref-queries';
import { departmentDisplay, RefText, UNKNOWN_DEPARTMENT } from './ref-text';

/** A stored reference to a department: the name, with 已删除; 未知部门 when unresolvable; `name`
 *  (a stored copy) while it resolves. */
export function DepartmentRef({ id, name }: { id: string; name?: string }) {
  const ref = useDepartmentRef(id);
  return <RefText {...(id ? departmentDisplay(ref.data, name, ref.isError) : { text: name || UNKNOWN_DEPARTMENT })} />;
}

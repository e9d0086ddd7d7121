import { departmentsOf } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';

/** The main enterprise's first department under its root, from the sandbox's own seed. */
export function firstSubDepartment() {
  const list = departmentsOf(MAIN_ENTERPRISE);
  const root = list.find((d) => d.parentDepartId === '0')!;
  return list.find((d) => d.parentDepartId === root.id)!;
}

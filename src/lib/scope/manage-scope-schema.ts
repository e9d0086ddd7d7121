import * as v from 'valibot';
import { id, record } from '@/lib/contract/fields';

/** ManageScope (./manage-scope.ts) as the calls carry it. */
export const ManageScopeSchema = v.variant('type', [
  record({ type: v.literal('all') }),
  record({ type: v.literal('departments'), departmentIds: v.array(id) }),
]);

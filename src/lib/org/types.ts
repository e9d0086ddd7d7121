import type * as v from 'valibot';
import type { HeadOutsideScopeSchema, StaffSchema, StaffStatusSchema } from './schemas';

/** A page of rows as the list calls answer (shape assumed, docs/assumed-contract.md). */
export interface Paged<T> {
  list: T[];
  total: number;
  page: number;
  size: number;
}

/** Staff status (admin-modules §3): empty is normal. */
export type StaffStatus = v.InferOutput<typeof StaffStatusSchema>;

/** A staff member as the organisation, departure and group calls return it. */
export type Staff = v.InferOutput<typeof StaffSchema>;

/** The enterprise head outside a scoped administrator's 管理范围: the name only. */
export type HeadOutsideScope = v.InferOutput<typeof HeadOutsideScopeSchema>;

export const STAFF_STATUS_LABEL: Record<StaffStatus, string> = {
  '': '',
  unactivated: '未激活',
  unjoined: '未加入',
  departure: '已离职',
};

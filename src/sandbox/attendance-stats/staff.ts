import { directoryIndex } from '../directory-views';
import type { StaffRow } from '../org-tables';

// The enterprise's staff still in it, by lenovoId, kept with the directory index (which expires on a
// write to the staff or department table): peopleOf() would walk the 50,000 staff of the large seed
// on every call.

export interface LivingStaff {
  byLenovoId: Map<string, StaffRow>;
  departName(p: StaffRow): string;
}

const MEMO = 'attendance-stats:living';

export function livingStaff(e: string): LivingStaff {
  const index = directoryIndex(e);
  let byLenovoId = index.memo.get(MEMO) as Map<string, StaffRow> | undefined;
  if (!byLenovoId) {
    byLenovoId = new Map();
    for (const p of index.people) if (p.status !== 'departure') byLenovoId.set(p.lenovoId, p);
    index.memo.set(MEMO, byLenovoId);
  }
  return { byLenovoId, departName: (p) => index.byId.get(p.departIds[0])?.departName ?? '' };
}

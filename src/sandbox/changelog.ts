import { table } from './db';
import type { SessionContext } from './session';

/** One row of the change log (admin-modules §3: creatDate, operation type, name, keyword). */
export interface ChangeRow {
  id: string;
  enterpriseNumber: string;
  creatDate: string;
  /** function module id (see /functionmoudle/list) */
  operationTypeId: string;
  operationType: string;
  /** who did it */
  name: string;
  lenovoId: string;
  /** what was done, searchable */
  keyword: string;
}

export interface ChangeNote {
  typeId: string;
  type: string;
  keyword: string;
}

export const changeRows = () => table<ChangeRow>('changelog');

function stamp(d = new Date()) {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}

/** Every administrative write the sandbox answers lands here, so the change log is true. */
export function recordChange(ctx: Partial<SessionContext>, note: ChangeNote) {
  if (!ctx.account) return;
  const rows = changeRows();
  rows.unshift({
    id: `log${rows.length + 1}${Date.now().toString(36)}`,
    enterpriseNumber: ctx.enterprise?.enterpriseNumber ?? ctx.session?.enterpriseNumber ?? '',
    creatDate: stamp(),
    operationTypeId: note.typeId,
    operationType: note.type,
    name: ctx.account.username,
    lenovoId: ctx.account.lenovoId,
    keyword: note.keyword,
  });
}

import type { StaffRow } from '../../org-tables';
import { printJobs, printersOf, type PrinterRow } from '../../printer-tables';
import type { ReferencePlace } from '../registry';
import { departmentReference, personReference } from './references';
import { leaverSwaps, swapDepartment, takePlace } from './scope-list';

// Printers (docs/product.md Part D §2): who may print on a printer is a scope (a receiver may take the
// leaver's place); a department a printer is authorised for cannot be deleted while it is; print jobs
// are history. A printer left with nobody stays limited to nobody until an administrator sets it again.

const authorising = (e: string, p: StaffRow) => printersOf(e).filter((x) => x.lenovoIds.includes(p.lenovoId));

function swap(x: PrinterRow, p: StaffRow, to: StaffRow | null) {
  x.lenovoIds = takePlace(x.lenovoIds, (id) => id, p.lenovoId, to?.lenovoId);
  return { field: `打印机「${x.printerSn}」使用人员`, before: p.name, after: to?.name ?? '' };
}

/** 打印机使用权限: the printers the person is authorised for by name. */
const printerUser: ReferencePlace = {
  kind: 'printerUser',
  label: '打印机使用权限',
  unit: '台',
  handover: 'optional',
  released: '直接移除',
  holdings: (c, p) => authorising(c.e, p).map((x) => ({ id: x.printerId, name: x.printerSn, detail: x.location })),
  ...leaverSwaps(authorising, (x) => x.printerId, swap),
  departmentUses: (c, departId) =>
    printersOf(c.e)
      .filter((x) => x.departIds.includes(departId))
      .map((x) => `打印机「${x.printerSn}」使用权限`),
  departmentReplaced: (c, from, to) =>
    printersOf(c.e).flatMap((x) => {
      const next = swapDepartment(x.departIds, from, to);
      if (!next) return [];
      x.departIds = next;
      return [`打印机「${x.printerSn}」使用部门`];
    }),
  references: (e) =>
    printersOf(e).flatMap((x) => [
      ...x.lenovoIds.map((id) => personReference(`打印机「${x.printerSn}」使用人员`, 'lenovoId', id)),
      ...x.departIds.map((id) => departmentReference(`打印机「${x.printerSn}」使用部门`, id)),
    ]),
};

/** Print jobs: history, naming whoever printed (a deleted person by their tombstone). */
const printHistory: ReferencePlace = {
  kind: 'printHistory',
  label: '打印记录',
  unit: '条',
  references: (e) =>
    printJobs()
      .filter((j) => j.enterpriseNumber === e)
      .map((j) => personReference(`打印记录「${j.id}」打印人`, 'lenovoId', j.lenovoId, 'known')),
};

export const printerPlaces: readonly ReferencePlace[] = [printerUser, printHistory];

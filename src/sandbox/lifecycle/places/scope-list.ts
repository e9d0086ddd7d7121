import type { FieldChange } from '../../changelog';
import type { StaffRow } from '../../org-tables';
import type { ReferencePlace } from '../registry';

// A list of people of a scope (who may book, print, see, receive): on a hand-over the receiver takes
// the leaver's place, once however often the list names them; without a receiver the leaver is
// removed (docs/product.md Part D §1 "Memberships and scopes").

export function takePlace<T>(list: readonly T[], key: (x: T) => string, leaver: string, receiver?: T): T[] {
  const next = list.flatMap((x) => (key(x) !== leaver ? [x] : receiver ? [receiver] : []));
  return next.filter((x, i) => next.findIndex((y) => key(y) === key(x)) === i);
}

/** The list with `from` replaced by `to` (once, where it first stood), or null when it has no `from`. */
export function swapDepartment(list: readonly string[], from: string, to: string): string[] | null {
  if (!list.includes(from)) return null;
  const next = list.map((id) => (id === from ? to : id));
  return next.filter((id, i) => next.indexOf(id) === i);
}

/** takePlace on a list of people named with their names ({ lenovoId, name }). */
export const takeUserPlace = <U extends { lenovoId: string; name: string }>(
  users: readonly U[],
  leaver: StaffRow,
  receiver: StaffRow | null,
) =>
  takePlace<{ lenovoId: string; name: string }>(
    users,
    (u) => u.lenovoId,
    leaver.lenovoId,
    receiver ? { lenovoId: receiver.lenovoId, name: receiver.name } : undefined,
  );

/** A place's hand-over and release where each row that names the leaver is one held item: `swap`
 *  puts the receiver in the leaver's place in a row (a release: nobody); a hand-over does so only in
 *  the rows the wizard chose. */
export function leaverSwaps<T>(
  naming: (e: string, leaver: StaffRow) => T[],
  idOf: (row: T) => string,
  swap: (row: T, leaver: StaffRow, receiver: StaffRow | null) => FieldChange,
): Required<Pick<ReferencePlace, 'handOver' | 'release'>> {
  return {
    handOver: (c, p, to, items) => {
      const ids = new Set(items.map((i) => i.id));
      return naming(c.e, p)
        .filter((row) => ids.has(idOf(row)))
        .map((row) => swap(row, p, to));
    },
    release: (c, p) => naming(c.e, p).map((row) => swap(row, p, null)),
  };
}

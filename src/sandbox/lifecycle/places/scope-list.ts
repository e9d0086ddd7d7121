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

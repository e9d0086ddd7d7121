import * as v from 'valibot';

// The field kinds the answer schemas are written in, with the rule of each (docs/assumed-contract.md
// "Answers checked at run time"): what a host may leave out or spell otherwise, and what is fatal.
// Objects are loose: a field the console does not know is kept, never an error (and a record read and
// saved again keeps it).

/** A record of the contract: loose at run time (a field the console does not know is kept), typed by
 *  the fields it knows (so `keyof` and spreads stay exact). */
export const record = <E extends v.ObjectEntries>(entries: E) =>
  v.looseObject(entries) as unknown as v.ObjectSchema<E, undefined>;

/** An identifier: a string, or a number a Java service may send (normalised to its string, so that
 *  ids compare as one kind everywhere). Missing: fatal. */
export const id = v.pipe(
  v.union([v.string(), v.pipe(v.number(), v.integer())]),
  v.transform((x) => String(x)),
);

/** Text shown as it is (a name of a field, an address…): missing or null is shown empty. */
export const text = v.optional(
  v.pipe(
    v.nullable(v.string()),
    v.transform((x) => x ?? ''),
  ),
  '',
);

/** A count or amount: a number; a string or a missing count is fatal (a wrong figure is worse than none). */
export const count = v.number();

/** A yes/no: missing or null is no. */
export const flag = v.optional(
  v.pipe(
    v.nullable(v.boolean()),
    v.transform((x) => x ?? false),
  ),
  false,
);

/** A secondary list inside a record: missing or null is empty. A list that is the answer itself is
 *  `v.array(…)`: null there is fatal. */
export const list = <S extends v.GenericSchema>(item: S) =>
  v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((x) => x ?? []),
    ),
    [],
  );

/** A page of rows as the list calls answer (shape assumed, docs/assumed-contract.md). */
export const paged = <S extends v.GenericSchema>(row: S) =>
  record({ list: v.array(row), total: count, page: v.optional(count, 1), size: v.optional(count, 0) });

/** An answer the console does not read: anything, or nothing. */
export const nothing = v.nullish(v.unknown());

// Pieces of what the calls take (a body or a query), written alike by many calls.

/** A call about one record. */
export const byId = v.object({ id: v.string() });

/** A call about several records. */
export const byIds = v.object({ ids: v.array(v.string()) });

/** The page asked for, spread into a list call's body or query: its number (from 1) and size. */
export const pageArgs = { page: v.number(), size: v.number() };

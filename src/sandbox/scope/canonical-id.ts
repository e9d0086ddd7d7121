// Ids as the scope checks compare them (assumed contract "Scoped administrators"): a service that
// accepts `20000004`, `"20000004"`, `" 020000004 "` or `"20000004.0"` for one person must be checked
// as one person, whatever form a handler later converts it with. Every check of the scope reads ids
// through canonicalId, so a new field or a new form of id is checked without being listed.

const DECIMAL = /^\+?(\d+)(?:\.0*)?$/;

/** The canonical form of a value that may be an id: a number or a digit string without sign,
 *  padding, leading zeros or a zero fraction; any other string trimmed; else null. */
export function canonicalId(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) ? canonicalId(String(value)) : null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const digits = DECIMAL.exec(text);
  return digits ? digits[1].replace(/^0+(?=\d)/, '') : text;
}

/** Every id-like value of a request or a row, however nested (object keys too: `{ "20000004": 5 }`),
 *  in canonical form; `skip` names fields that are not looked into. */
export function* idsIn(value: unknown, skip?: (key: string) => boolean): Generator<string> {
  if (Array.isArray(value)) for (const v of value) yield* idsIn(v, skip);
  else if (value && typeof value === 'object') {
    if (value instanceof Blob) return;
    for (const [k, v] of Object.entries(value)) {
      if (skip?.(k)) continue;
      const key = canonicalId(k);
      if (key) yield key;
      yield* idsIn(v, skip);
    }
  } else {
    const id = canonicalId(value);
    if (id) yield id;
  }
}

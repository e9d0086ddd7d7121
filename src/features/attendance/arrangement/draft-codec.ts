import type { CellValue, Edits, MemberEdits } from './model';

// The unsaved arrangement in a compact form for session storage: a whole month of 200 members
// edited stays about 10 KB (one character per day), so encrypting it never holds the page up.

export interface StoredDraft {
  v: 1;
  /** the values used: shift ids, '' for rest; a row's character k (k ≥ 2) is codes[k - 2] */
  codes: string[];
  /** lenovoId → one character per day of the month: '.' unchanged, '-' removed, else a code */
  rows: Record<string, string>;
}

const UNCHANGED = '.';
const REMOVED = '-';
const FIRST_CODE = 0x41; // 'A'

export function encodeDraft(edits: Edits, dates: string[]): StoredDraft {
  const codes: string[] = [];
  const codeOf = new Map<string, string>();
  const rows: Record<string, string> = {};
  for (const [id, member] of Object.entries(edits)) {
    let row = '';
    for (const date of dates) {
      const v = member[date];
      if (v === undefined) row += UNCHANGED;
      else if (v === null) row += REMOVED;
      else {
        let c = codeOf.get(v);
        if (c === undefined) {
          c = String.fromCharCode(FIRST_CODE + codes.length);
          codeOf.set(v, c);
          codes.push(v);
        }
        row += c;
      }
    }
    rows[id] = row;
  }
  return { v: 1, codes, rows };
}

/** null for anything that is not a draft of this shape (old or damaged). */
export function decodeDraft(stored: unknown, dates: string[]): Edits | null {
  const d = stored as StoredDraft | null;
  if (!d || d.v !== 1 || !Array.isArray(d.codes) || typeof d.rows !== 'object' || d.rows === null) return null;
  const edits: Record<string, MemberEdits> = {};
  for (const [id, row] of Object.entries(d.rows)) {
    if (typeof row !== 'string') return null;
    const member: Record<string, CellValue> = {};
    for (let i = 0; i < Math.min(row.length, dates.length); i++) {
      const c = row[i];
      if (c === UNCHANGED) continue;
      if (c === REMOVED) member[dates[i]] = null;
      else {
        const v = d.codes[c.charCodeAt(0) - FIRST_CODE];
        if (typeof v === 'string') member[dates[i]] = v;
      }
    }
    if (Object.keys(member).length) edits[id] = member;
  }
  return edits;
}

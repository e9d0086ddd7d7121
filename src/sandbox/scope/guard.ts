import { HttpResponse } from 'msw';
import type { TableView } from '../db';
import { departments, staff } from '../org-tables';
import type { SessionContext } from '../session';
import { SCOPED_CALLS, SCOPED_READS, UNSCOPED_CALLS } from './call-rules';
import { callerCover, type Covered } from './effective-scope';
import { lensOf } from './lens';
import { hiddenObjectIds } from './hidden-objects';
import { idsIn } from './canonical-id';
import { OUT_OF_SCOPE_MESSAGE } from './messages';

// Where a scoped administrator's 管理范围 meets a call (assumed contract "Scoped administrators"):
// route.ts asks this for every request, so no handler can forget it.

export { OUT_OF_SCOPE_MESSAGE };

const matches = (pattern: string, call: string) =>
  pattern === call || (pattern.endsWith('/*') && call.startsWith(pattern.slice(0, -1)));

export type ScopeRule = { kind: 'scoped'; read: boolean } | { kind: 'unscoped'; why: string } | { kind: 'none' };

/** A declared call's rule; `read` is whether the route is a read (a GET, or a POST declared read). */
export function scopeRuleOf(call: string, read: boolean): ScopeRule {
  if (SCOPED_CALLS.some((p) => matches(p, call)))
    return { kind: 'scoped', read: read || SCOPED_READS.some((p) => matches(p, call)) };
  const why = Object.keys(UNSCOPED_CALLS).find((p) => matches(p, call));
  return why ? { kind: 'unscoped', why: UNSCOPED_CALLS[why] } : { kind: 'none' };
}

/** How many rules a call matches (the rules test wants exactly one). */
export const rulesMatching = (call: string) =>
  [...SCOPED_CALLS, ...Object.keys(UNSCOPED_CALLS)].filter((p) => matches(p, call)).length;

export interface ScopedCall {
  enterpriseNumber: string;
  covered: Covered;
  /** the view a read runs through; null for a write */
  view: TableView | null;
}

/** What a request of a scoped call must keep to, or null when the caller sees the whole enterprise
 *  (the enterprise administrator, an unscoped administrator, a plain member) or the call is unscoped. */
export function scopedCall(rule: ScopeRule, { account, enterprise }: SessionContext): ScopedCall | null {
  if (rule.kind !== 'scoped' || !enterprise) return null;
  const covered = callerCover(enterprise.enterpriseNumber, account.lenovoId);
  if (!covered) return null;
  return {
    enterpriseNumber: enterprise.enterpriseNumber,
    covered,
    view: rule.read ? lensOf(enterprise.enterpriseNumber, covered, { staff, departments }) : null,
  };
}

/** The refusal of a write that names a person or department outside the caller's scope (by any
 *  id anywhere in the request: moving someone into a department outside, a top-level department
 *  under the enterprise's root, a receiver outside), before anything is changed; else null. */
export function outsideRefusal(
  scoped: ScopedCall,
  request: { params: Record<string, string>; query: URLSearchParams; body: unknown },
): Response | null {
  // every id in any form (a number, a padded string, in arrays, nested, as a key), but not a 管理范围
  // granted (manageScope), which the saves check with their own refusal (scope-input.ts)
  const skip = (key: string) => key === 'manageScope';
  const named = [...idsIn(request.params, skip), ...idsIn([...request.query.values()]), ...idsIn(request.body, skip)];
  const hidden = () => hiddenObjectIds(scoped.enterpriseNumber, scoped.covered);
  if (!named.some((s) => scoped.covered.outside.has(s)) && !named.some((s) => hidden().has(s))) return null;
  return scopeRefusal(OUT_OF_SCOPE_MESSAGE);
}

/** A scoped write refused: HTTP 403 with the service's envelope. */
export const scopeRefusal = (message: string) =>
  HttpResponse.json({ code: 403, success: false, message, data: null }, { status: 403 });

/** A write's answer as the scoped caller may see it: without the entries (objects or ids) of lists
 *  that name someone or some department outside (the members of a group she saved, which keep those
 *  outside she did not see). Her reads are seen through the lens instead. */
export function answerWithin(scoped: ScopedCall, answer: unknown): unknown {
  const { outside } = scoped.covered;
  const names = (v: unknown) =>
    typeof v === 'string'
      ? outside.has(v)
      : !!v &&
        typeof v === 'object' &&
        !Array.isArray(v) &&
        Object.values(v).some((x) => typeof x === 'string' && outside.has(x));
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.filter((x) => !names(x)).map(walk);
    if (v && typeof v === 'object' && !(v instanceof Blob))
      return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  return walk(answer);
}

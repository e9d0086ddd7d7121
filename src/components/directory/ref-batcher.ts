import { isAbsent } from '@/lib/contract/define';
import { isApiError } from '@/lib/http/errors';
import { resolveRefsCall } from './contract';
import { resolveRefs } from './directory-api';
import { resolveByLookups } from './ref-fallback';
import type { RefQuery, ResolvedDepartment, ResolvedPerson, ResolvedRefs } from './types';

// Every reference rendered together is resolved in one call: ids asked within a few milliseconds
// are collected and sent at once (at most 500 of each kind per call, split beyond), so a table of
// a hundred rows costs one request, not a hundred.

export type RefKind = keyof Required<RefQuery>;
const KINDS: RefKind[] = ['userIds', 'lenovoIds', 'departIds'];
export const MAX_IDS_PER_CALL = 500;
/** long enough for the references of one render (and its lazy parts) to meet, short enough not to be seen */
export const BATCH_WAIT_MS = 10;

type Answer = ResolvedPerson | ResolvedDepartment;
interface Waiter {
  resolve(answer: Answer): void;
  reject(error: unknown): void;
}
type Pending = Record<RefKind, Map<string, Waiter[]>>;

const nothing = (): Pending => ({ userIds: new Map(), lenovoIds: new Map(), departIds: new Map() });
let pending = nothing();
let timer: ReturnType<typeof setTimeout> | undefined;

export function loadRef(kind: 'departIds', id: string): Promise<ResolvedDepartment>;
export function loadRef(kind: 'userIds' | 'lenovoIds', id: string): Promise<ResolvedPerson>;
export function loadRef(kind: RefKind, id: string): Promise<Answer> {
  return new Promise<Answer>((resolve, reject) => {
    const waiting = pending[kind].get(id);
    if (waiting) waiting.push({ resolve, reject });
    else pending[kind].set(id, [{ resolve, reject }]);
    timer ??= setTimeout(flush, BATCH_WAIT_MS);
  });
}

/** The answer for one id: a person asked by user id or by lenovoId (the answer keys both by the id
 *  asked), or a department; an id the answer left out is unknown. */
function answerFor(kind: RefKind, id: string, answer: ResolvedRefs): Answer {
  if (kind === 'departIds') return answer.departments.find((d) => d.id === id) ?? { id, name: '', state: 'unknown' };
  const asked = answer.people.filter((p) => p.key === id);
  const same = asked.find((p) => (kind === 'userIds' ? p.id : p.lenovoId) === id);
  return same ?? asked[0] ?? { key: id, id: '', lenovoId: '', name: '', state: 'unknown' };
}

/** /directory/resolve, or on a host that lacks it the specified look-ups (ref-fallback.ts): once it
 *  has answered unavailable, it is not asked again in the session (the layer remembers it). */
const resolve = (query: RefQuery) =>
  isAbsent(resolveRefsCall)
    ? resolveByLookups(query)
    : resolveRefs(query).catch((e: unknown) => {
        if (isApiError(e) && e.kind === 'unavailable') return resolveByLookups(query);
        throw e;
      });

function flush() {
  const batch = pending;
  pending = nothing();
  timer = undefined;
  const ids = KINDS.map((kind) => [...batch[kind].keys()]);
  const calls = Math.ceil(Math.max(...ids.map((list) => list.length)) / MAX_IDS_PER_CALL);
  for (let n = 0; n < calls; n++) {
    const query: RefQuery = {};
    KINDS.forEach((kind, k) => {
      const part = ids[k].slice(n * MAX_IDS_PER_CALL, (n + 1) * MAX_IDS_PER_CALL);
      if (part.length) query[kind] = part;
    });
    const settle = (each: (waiter: Waiter, kind: RefKind, id: string) => void) => {
      for (const kind of KINDS)
        for (const id of query[kind] ?? []) for (const waiter of batch[kind].get(id)!) each(waiter, kind, id);
    };
    resolve(query).then(
      (answer) => settle((waiter, kind, id) => waiter.resolve(answerFor(kind, id, answer))),
      (error: unknown) => settle((waiter) => waiter.reject(error)),
    );
  }
}

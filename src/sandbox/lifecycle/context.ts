import { staffOf, type StaffRow } from '../org-tables';

// One lifecycle event in one enterprise: who does it, who leaves, and what the places share while
// it runs (lookups built once, work done once at the end, e.g. one new approval version however
// many of the approval's references changed).

export interface Actor {
  lenovoId: string;
  name: string;
}

export interface LifecycleContext {
  e: string;
  actor: Actor;
  /** enterprise user ids of the people departing or deleted in this event */
  leaving: ReadonlySet<string>;
  /** a value built once per event */
  memo<T>(key: string, build: () => T): T;
  /** work done once, after every change of the event (the first registration under a key wins) */
  afterwards(key: string, run: () => void): void;
  /** a living member (not departed, not leaving in this event) by lenovoId */
  livingByLenovoId(lenovoId: string): StaffRow | undefined;
  /** a living member (not departed, not leaving in this event) by enterprise user id */
  livingById(id: string): StaffRow | undefined;
}

export interface RunningContext extends LifecycleContext {
  /** runs the `afterwards` work; the event is over */
  finish(): void;
}

export function lifecycleContext(e: string, actor: Actor, leaving: Iterable<string> = []): RunningContext {
  const memos = new Map<string, unknown>();
  const later = new Map<string, () => void>();
  const gone = new Set(leaving);
  const memo = <T>(key: string, build: () => T): T => {
    if (!memos.has(key)) memos.set(key, build());
    return memos.get(key) as T;
  };
  // staff rows are looked up by reference, so a status set later in the event is seen
  const people = () =>
    memo('people', () => {
      const byId = new Map<string, StaffRow>();
      const byLenovoId = new Map<string, StaffRow>();
      for (const p of staffOf(e)) {
        byId.set(p.id, p);
        if (p.status !== 'departure' || !byLenovoId.has(p.lenovoId)) byLenovoId.set(p.lenovoId, p);
      }
      return { byId, byLenovoId };
    });
  const living = (p: StaffRow | undefined) => (p && p.status !== 'departure' && !gone.has(p.id) ? p : undefined);
  return {
    e,
    actor,
    leaving: gone,
    memo,
    afterwards: (key, run) => void (later.has(key) || later.set(key, run)),
    livingByLenovoId: (lenovoId) => living(people().byLenovoId.get(lenovoId)),
    livingById: (id) => living(people().byId.get(id)),
    finish: () => {
      for (const run of later.values()) run();
      later.clear();
    },
  };
}

// Fault injection for people and tests: window.__sandbox in sandbox builds (see README).

export type FaultAnswer = number | { code: number | string; message?: string; errorCode?: string };

interface Faults {
  expired: boolean;
  delayMs: number;
  next: Array<{ suffix: string; answer: FaultAnswer }>;
}

export const faults: Faults = { expired: false, delayMs: 0, next: [] };

export function resetFaults() {
  faults.expired = false;
  faults.delayMs = 0;
  faults.next = [];
}

/** The session is over: every authenticated call answers code 0 / COMMON_0001 until the next login. */
export function expireSessions() {
  faults.expired = true;
}

/** The next call whose path ends with `suffix` answers with `answer` (an HTTP status or an envelope). */
export function failNext(suffix: string, answer: FaultAnswer) {
  faults.next.push({ suffix, answer });
}

export function takeFault(pathname: string): FaultAnswer | undefined {
  const i = faults.next.findIndex((f) => pathname.endsWith(f.suffix));
  if (i < 0) return undefined;
  return faults.next.splice(i, 1)[0].answer;
}

export function setDelay(ms: number) {
  faults.delayMs = Math.max(0, ms);
}

import { resetDb, type SeedSize } from './db';
import { clearFiles } from './file-store';
import { expireSessions, failNext, resetFaults, setDelay, type FaultAnswer } from './faults';
import { absentCalls, alterations, setDriftHost } from './drift';

/** window.__sandbox in sandbox builds (README "Sandbox controls"). */
export interface SandboxControls {
  /** Back to the seeded enterprise (size 'large': 10,000 departments, 50,000 staff). */
  reset(size?: SeedSize): void;
  /** The next authenticated call (and every one after it until a new login) answers code 0 / COMMON_0001. */
  expireSession(): void;
  /** The next call whose path ends with `pathSuffix` answers `answer`: an HTTP status, or { code, message, errorCode }. */
  failNext(pathSuffix: string, answer: FaultAnswer): void;
  /** Every answer waits this long (ms); 0 to stop. */
  delay(ms: number): void;
  /** On: the sandbox answers as a host whose answers drifted from the contract (drift.ts: three
   *  pages' main reads altered so that each breaks its schema, two assumed calls missing). Kept
   *  across reloads; reset() turns it off. */
  driftHost(on: boolean): void;
  /** Settles once the start-up indexing (directory indexes, department trees) is done: a benchmark
   *  waits for it so it times the console, not the fake server warming up. */
  indexed(): Promise<void>;
}

export const controls: SandboxControls = {
  reset(size = 'default') {
    resetFaults();
    setDriftHost(false);
    resetDb(size);
    clearFiles();
  },
  expireSession: expireSessions,
  failNext,
  delay: setDelay,
  driftHost(on) {
    setDriftHost(on);
    // what the developer walking around will see, in the console where the mismatches show
    if (on)
      console.info(
        `[sandbox] drifted host on:\n${[...alterations, ...absentCalls].map((a) => `  ${a.method} ${a.path}: ${a.what}`).join('\n')}`,
      );
    else console.info('[sandbox] drifted host off');
  },
  indexed: () => Promise.resolve(),
};

import { resetDb, type SeedSize } from './db';
import { clearFiles } from './file-store';
import { expireSessions, failNext, resetFaults, setDelay, type FaultAnswer } from './faults';

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
  /** Settles once the start-up indexing (directory indexes, department trees) is done: a benchmark
   *  waits for it so it times the console, not the fake server warming up. */
  indexed(): Promise<void>;
}

export const controls: SandboxControls = {
  reset(size = 'default') {
    resetFaults();
    resetDb(size);
    clearFiles();
  },
  expireSession: expireSessions,
  failNext,
  delay: setDelay,
  indexed: () => Promise.resolve(),
};

import type { SeedSize } from './db';
import type { FaultAnswer } from './faults';
import type { SandboxControls } from './controls';

// window.__sandbox of a console on the shared sandbox server (mode `shared`): each control is a call
// on the server (accepted from the loopback address only), so a test or a developer drives the one
// server every administrator's console shares. Each settles once the server has applied it.

async function control(path: string, body: unknown = {}) {
  const res = await fetch(`${import.meta.env.VITE_API_HOST}/__sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`sandbox control ${path}: HTTP ${res.status}`);
}

type Remote = { [K in keyof SandboxControls]: (...args: Parameters<SandboxControls[K]>) => Promise<void> };

export const remoteControls: Remote = {
  reset: (size?: SeedSize) => control('reset', { size: size ?? 'default' }),
  expireSession: () => control('expire-session'),
  failNext: (pathSuffix: string, answer: FaultAnswer) => control('fail-next', { pathSuffix, answer }),
  delay: (ms: number) => control('delay', { ms }),
  driftHost: (on: boolean) => control('drift-host', { on }),
  // the server indexes before it listens
  indexed: () => Promise.resolve(),
};

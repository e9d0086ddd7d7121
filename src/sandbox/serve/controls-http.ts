import type { IncomingMessage } from 'node:http';
import { controls } from '../controls';
import { db, type SeedSize } from '../db';
import type { FaultAnswer } from '../faults';

// The sandbox controls (controls.ts, window.__sandbox in the browser) over HTTP, for the people and
// the tests sharing one server: POST /__sandbox/<control> with a JSON body, GET /__sandbox/health.
// Only from this machine: a reset or an expired session would hit everyone sharing the server.

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/** The socket is this machine's, and so is every address a proxy says it forwarded for. */
export function fromLoopback(req: IncomingMessage): boolean {
  if (!LOOPBACK.has(req.socket.remoteAddress ?? '')) return false;
  const forwarded = req.headers['x-forwarded-for'];
  if (forwarded === undefined) return true;
  const hops = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',').map((a) => a.trim());
  return hops.every((a) => LOOPBACK.has(a));
}

type Body = Record<string, unknown>;

const actions: Record<string, (body: Body) => void> = {
  reset: (b) => controls.reset(b.size === 'large' ? 'large' : ('default' satisfies SeedSize)),
  'expire-session': () => controls.expireSession(),
  'fail-next': (b) => {
    if (typeof b.pathSuffix !== 'string' || b.answer === undefined) throw new Error('pathSuffix and answer');
    controls.failNext(b.pathSuffix, b.answer as FaultAnswer);
  },
  delay: (b) => controls.delay(Number(b.ms) || 0),
  'drift-host': (b) => controls.driftHost(b.on === true),
};

/** The answer to a control: status and JSON. */
export async function runControl(name: string, method: string, body: () => Promise<Body>) {
  if (name === 'health' && (method === 'GET' || method === 'HEAD'))
    return { status: 200, value: { ok: true, seed: db().size } };
  const action = actions[name];
  if (!action) return { status: 404, value: { code: 404, message: `no control ${name}` } };
  if (method !== 'POST') return { status: 405, value: { code: 405, message: 'POST only' } };
  try {
    action(await body());
  } catch (e) {
    return { status: 400, value: { code: 400, message: e instanceof Error ? e.message : 'bad request' } };
  }
  return { status: 200, value: { ok: true } };
}

// npm run sandbox:load: N simulated administrators over HTTP against the shared sandbox server for a
// bounded time, mixed reads and writes of the common pages' calls; then checks that every write the
// server acknowledged is in its data (nothing lost), across a `kill -9` and restart in the middle of
// the run. Loopback only.
//
// LOAD_ADMINS (20), LOAD_SECONDS (60), LOAD_WRITES (share of writes, 0.3), LOAD_PORT (4382),
// LOAD_RESTART (1: kill -9 the server halfway and start it again on the same data; 0: no restart).
// Starts its own server (`.sandbox-server/sandbox-server.mjs`, built by `npm run sandbox:build`) on an empty
// data folder, so a developer's `sandbox:serve` data is never touched.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MD5 from 'crypto-js/md5.js';

const ADMINS = Number(process.env.LOAD_ADMINS ?? 20);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const WRITES = Number(process.env.LOAD_WRITES ?? 0.3);
const PORT = Number(process.env.LOAD_PORT ?? 4382);
const RESTART = process.env.LOAD_RESTART !== '0';
const HOST = `http://127.0.0.1:${PORT}`;
const E = `${HOST}/enterprise-server`;
const ENTERPRISE = 'E20260001';
/** 张伟 and 王芳, both administrators of 联创未来科技有限公司, taken in turn (王芳's menu has no 变更日志) */
const ACCOUNTS = ['10000001', '10000003'];

// the request signing the login call checks, with the values the server is built with (.env.shared)
const sharedEnv = Object.fromEntries(
  readFileSync(new URL('../.env.shared', import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => /^VITE_\w+=/.test(l))
    .map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]),
);

// --- the server, started and restarted by the script -------------------------------------------

const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-load-'));
let server = null;

function startServer() {
  return new Promise((ready, failed) => {
    const child = spawn(process.execPath, ['.sandbox-server/sandbox-server.mjs'], {
      env: { ...process.env, SANDBOX_PORT: String(PORT), SANDBOX_DATA: dataDir },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    child.stdout.on('data', (chunk) => {
      if (String(chunk).includes('sandbox listening on')) ready(child);
    });
    child.on('exit', (code) => failed(new Error(`server exited (${code}) before listening`)));
    server = child;
  });
}

// --- one call, timed ------------------------------------------------------------------------------

const latencies = { read: [], write: [] };
const counts = { reads: 0, writes: 0, errors: 0, waitedForRestart: 0 };
const errors = new Map();
let restarting = false;

/** A call, waited for across the restart (a refused connection is tried again, as a browser's user
 *  would); any other failure, an HTTP error or a failure envelope counts as an error. */
async function timed(kind, url, init) {
  for (;;) {
    const started = performance.now();
    try {
      const res = await fetch(url, init);
      const body = await res.json();
      latencies[kind].push(performance.now() - started);
      if (res.status !== 200 || body.code !== 200) {
        counts.errors++;
        const key = `${init?.method ?? 'GET'} ${new URL(url).pathname} → ${res.status} ${body.message ?? ''}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
        return null;
      }
      return body.data;
    } catch (error) {
      // the server is down (killed on purpose): the call never reached it, or its answer never came
      if (!restarting && !/ECONNREFUSED|ECONNRESET|fetch failed|other side closed/.test(String(error.cause ?? error)))
        throw error;
      counts.waitedForRestart++;
      if (kind === 'write') return undefined; // no answer: not acknowledged, not checked
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

const json = (token, method, body) => ({
  method,
  headers: { token, 'content-type': 'application/json' },
  body: body === undefined ? undefined : JSON.stringify(body),
});

// --- signing in as the console does: the provider stand-in, then the signed multipart login --------

async function signIn(lenovoId) {
  const form = new URLSearchParams({ lenovoId, callback: 'http://127.0.0.1/#/login/l-has' });
  const passport = await fetch(`${HOST}/__passport/login`, { method: 'POST', body: form, redirect: 'manual' });
  const lpsust = /lpsust=([^&]+)/.exec(passport.headers.get('location') ?? '')?.[1];
  if (!lpsust) throw new Error(`no lpsust from the stand-in (${passport.status})`);
  const timestamp = String(Date.now());
  const login = new FormData();
  login.append('lpsust', lpsust);
  login.append('deviceId', 'web');
  login.append('version', sharedEnv.VITE_CLIENT_VERSION);
  login.append('loginId', String(Date.now()).padEnd(16, '0').slice(0, 16));
  const res = await fetch(`${HOST}/login-server/login`, {
    method: 'POST',
    body: login,
    headers: {
      appId: sharedEnv.VITE_APP_ID,
      timestamp,
      lenovoId: '',
      sign: MD5(`${sharedEnv.VITE_SIGN_SECRET}${sharedEnv.VITE_APP_ID}${timestamp}`).toString(),
    },
  });
  const { data } = await res.json();
  const token = data?.token;
  if (!token) throw new Error('login refused');
  const switched = await (
    await fetch(`${E}/switchEnterprise?enterpriseNumber=${ENTERPRISE}`, json(token, 'POST', {}))
  ).json();
  if (switched.code !== 200) throw new Error('switchEnterprise refused');
  return { token, enterpriseId: switched.data.enterprise.id, readsLog: lenovoId === ACCOUNTS[0] };
}

// --- what an administrator does --------------------------------------------------------------------

/** Every department a write was acknowledged for, with the name it was last acknowledged with. */
const acknowledged = new Map();

async function administrator(n, { token, enterpriseId, readsLog }, rootId, until) {
  const mine = [];
  let seq = 0;
  while (Date.now() < until) {
    if (Math.random() < WRITES) {
      counts.writes++;
      const edit = mine.length && Math.random() < 0.4;
      if (edit) {
        const id = mine[Math.floor(Math.random() * mine.length)];
        const departName = `压测${n}改${seq++}`;
        const done = await timed(
          'write',
          `${E}/depart/edit`,
          json(token, 'PUT', {
            id,
            departName,
            parentDepartId: rootId,
            departSupervisorId: '',
            oldDepartSupervisorId: '',
            enterpriseNumber: ENTERPRISE,
            departIdList: [rootId],
            usedIds: [],
          }),
        );
        if (done) acknowledged.set(id, departName);
      } else {
        const departName = `压测${n}部${seq++}`;
        const done = await timed(
          'write',
          `${E}/depart/insert`,
          json(token, 'POST', {
            departName,
            parentDepartId: rootId,
            enterpriseNumber: ENTERPRISE,
            departIdList: [rootId],
            usedIds: [],
          }),
        );
        if (done?.id) {
          mine.push(done.id);
          acknowledged.set(done.id, departName);
        }
      }
    } else {
      counts.reads++;
      const pick = Math.random();
      if (pick < 0.3) await timed('read', `${E}/depart/tree`, json(token, 'GET'));
      else if (pick < 0.6)
        await timed(
          'read',
          `${E}/admin/userSearch`,
          json(token, 'POST', { departId: '', enterpriseId, page: 1, size: 10, keyWord: '', position: '' }),
        );
      else if (pick < 0.8 || !readsLog) await timed('read', `${E}/menu/userMenuList`, json(token, 'GET'));
      else
        await timed(
          'read',
          `${E}/changelog/search`,
          json(token, 'POST', { keyword: '', operationDate: '', operationTypeId: '', name: '', page: 1, size: 10 }),
        );
    }
  }
}

// --- the run ---------------------------------------------------------------------------------------

const pct = (list, p) => {
  if (!list.length) return 0;
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (v) => `${v.toFixed(1)} ms`;

async function main() {
  await startServer();
  const sessions = await Promise.all(Array.from({ length: ADMINS }, (_, i) => signIn(ACCOUNTS[i % ACCOUNTS.length])));
  const tokens = sessions.map((s) => s.token);
  const tree = await timed('read', `${E}/depart/tree`, json(tokens[0], 'GET'));
  const rootId = tree[0].id;
  latencies.read.length = 0;
  counts.reads = 0;

  const started = Date.now();
  const until = started + SECONDS * 1000;
  let restartedAt = null;
  const restart = RESTART
    ? new Promise((done) =>
        setTimeout(
          async () => {
            restarting = true;
            server.removeAllListeners('exit');
            const exited = new Promise((r) => server.once('exit', r));
            server.kill('SIGKILL');
            await exited;
            restartedAt = (Date.now() - started) / 1000;
            await startServer();
            restarting = false;
            done();
          },
          (SECONDS * 1000) / 2,
        ),
      )
    : Promise.resolve();
  await Promise.all([...sessions.map((s, i) => administrator(i + 1, s, rootId, until)), restart]);
  const seconds = (Date.now() - started) / 1000;

  // nothing lost: every acknowledged department is in the data, under its last acknowledged name
  const after = await timed('read', `${E}/depart/tree`, json(tokens[0], 'GET'));
  const names = new Map();
  const walk = (nodes) => nodes.forEach((d) => (names.set(d.id, d.departName), walk(d.departTree ?? [])));
  walk(after);
  const lost = [...acknowledged].filter(([id, name]) => names.get(id) !== name);

  const all = [...latencies.read, ...latencies.write];
  console.log(`sandbox:load — ${ADMINS} administrators, ${SECONDS} s, writes ${Math.round(WRITES * 100)} %`);
  console.log(
    `  calls        ${all.length} (${counts.reads} reads, ${counts.writes} writes), ${(all.length / seconds).toFixed(0)} per second`,
  );
  console.log(`  latency      p50 ${ms(pct(all, 50))}, p95 ${ms(pct(all, 95))}, p99 ${ms(pct(all, 99))}`);
  console.log(
    `    reads      p50 ${ms(pct(latencies.read, 50))}, p95 ${ms(pct(latencies.read, 95))}, p99 ${ms(pct(latencies.read, 99))}`,
  );
  console.log(
    `    writes     p50 ${ms(pct(latencies.write, 50))}, p95 ${ms(pct(latencies.write, 95))}, p99 ${ms(pct(latencies.write, 99))}`,
  );
  console.log(`  errors       ${counts.errors}${[...errors].map(([k, n]) => `\n    ${n} × ${k}`).join('')}`);
  console.log(
    `  restart      ${restartedAt === null ? 'none' : `kill -9 at ${(SECONDS / 2).toFixed(0)} s, listening again at ${restartedAt.toFixed(1)} s; ${counts.waitedForRestart} calls waited for it`}`,
  );
  console.log(`  acknowledged ${acknowledged.size} departments written; lost ${lost.length}`);
  for (const [id, name] of lost.slice(0, 10))
    console.log(`    lost: ${id} ${name} (found ${names.get(id) ?? 'nothing'})`);
  return lost.length === 0 && counts.errors === 0;
}

main()
  .then((ok) => {
    server?.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(ok ? 0 : 1);
  })
  .catch((error) => {
    console.error(error);
    server?.kill('SIGKILL');
    process.exit(1);
  });

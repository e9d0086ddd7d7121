// Builds one bench page in production mode (sandbox build settings), serves it with vite preview
// and hands back the figures the page leaves in window.__bench. Shared by the scripts/bench-*.mjs.
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The longest main-thread task between each pair of user timing marks `<name>:start` and `<name>:end`
 * the page set, in CPU (thread) time: unlike wall time it does not grow when other processes take the
 * cores, so it tells the page's own work from a busy machine. Keyed by <name>, in ms. `time: 'dur'` gives
 * the same task's wall time instead.
 */
function longestTask(events, time = 'tdur') {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  if (!main) return {};
  const marks = new Map(events.filter((e) => e.cat?.includes('blink.user_timing')).map((e) => [e.name, e.ts]));
  const tasks = events.filter(
    (e) =>
      e.ph === 'X' &&
      e.pid === main.pid &&
      e.tid === main.tid &&
      e.name === 'ThreadControllerImpl::RunTask' &&
      e.tdur !== undefined,
  );
  const out = {};
  for (const [name, start] of marks) {
    if (!name.endsWith(':start')) continue;
    const key = name.slice(0, -':start'.length);
    const end = marks.get(`${key}:end`);
    if (end === undefined) continue;
    out[key] = Math.max(0, ...tasks.filter((t) => t.ts >= start && t.ts <= end).map((t) => t[time] / 1000));
  }
  return out;
}

/**
 * html: path under scripts/bench; viewport: the browser window the page needs; taskCpu: record a trace
 * and hand back, as bench.taskCpu and bench.taskWall, the longest task's CPU and wall time between the page's
 * marks (longestTask).
 */
export async function runHarness({ html, port, viewport = { width: 1280, height: 800 }, taskCpu = false }) {
  const outDir = `/tmp/eac-bench-${html.replace(/\W+/g, '-')}`;
  const input = fileURLToPath(new URL(`./${html}`, import.meta.url));
  await build({
    root,
    mode: 'sdev',
    logLevel: 'error',
    build: { outDir, emptyOutDir: true, rollupOptions: { input } },
  });
  const server = await preview({
    root,
    mode: 'sdev',
    logLevel: 'error',
    build: { outDir },
    preview: { port, strictPort: true },
  });
  try {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      const page = await browser.newPage({ viewport });
      if (process.env.BENCH_CONSOLE) page.on('console', (m) => console.log('[page]', m.text()));
      const cdp = taskCpu ? await page.context().newCDPSession(page) : null;
      const events = [];
      const traced = cdp && new Promise((done) => cdp.on('Tracing.tracingComplete', done));
      if (cdp) {
        cdp.on('Tracing.dataCollected', (d) => events.push(...d.value));
        await cdp.send('Tracing.start', { categories: 'toplevel,blink.user_timing', transferMode: 'ReportEvents' });
      }
      await page.goto(`http://localhost:${port}/scripts/bench/${html}`);
      await page.waitForFunction(() => window.__bench, null, { timeout: 180000 });
      const bench = await page.evaluate(() => window.__bench);
      if (bench.error) throw new Error(bench.error);
      if (cdp) {
        await cdp.send('Tracing.end');
        await traced;
        bench.taskCpu = longestTask(events);
        bench.taskWall = longestTask(events, 'dur');
      }
      return bench;
    } finally {
      await browser.close();
    }
  } finally {
    server.close();
  }
}

/** Median of one figure over the runs after the first (which warms the code paths up). */
export function median(results, key) {
  const runs = results
    .slice(1)
    .map((r) => r[key])
    .sort((a, b) => a - b);
  return runs[Math.floor(runs.length / 2)];
}

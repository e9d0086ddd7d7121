// Builds one bench page in production mode (sandbox build settings), serves it with vite preview
// and hands back the figures the page leaves in window.__bench. Shared by the scripts/bench-*.mjs.
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { longestTask } from './longest-task.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));

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

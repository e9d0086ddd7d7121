// Org tree benchmark in a real browser (DESIGN.md budgets: 10,000 departments, first render ≤ 300 ms,
// expand ≤ 100 ms). Builds scripts/bench/org-tree.html in production mode, serves it with vite
// preview on 5197, opens it in headless chromium and prints the median figures.
//   node scripts/bench-org-tree.mjs
import { build, preview } from 'vite';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const PORT = 5197;
const root = fileURLToPath(new URL('..', import.meta.url));
const outDir = '/tmp/eac-bench-org-tree';
await build({ root, mode: 'sdev', logLevel: 'error', build: { outDir, emptyOutDir: true, rollupOptions: { input: fileURLToPath(new URL('./bench/org-tree.html', import.meta.url)) } } });
const server = await preview({ root, mode: 'sdev', logLevel: 'error', build: { outDir }, preview: { port: PORT, strictPort: true } });
const stop = () => server.close();
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const page = await browser.newPage();
  await page.goto(`http://localhost:${PORT}/scripts/bench/org-tree.html`);
  await page.waitForFunction(() => window.__bench, null, { timeout: 120000 });
  const bench = await page.evaluate(() => window.__bench);
  await browser.close();
  if (bench.error) throw new Error(bench.error);
  const runs = bench.results.slice(1); // the first run warms up the code paths
  const median = (k) => runs.map((r) => r[k]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  const f = (n) => `${n.toFixed(1)} ms`;
  console.log(`org tree, ${bench.nodes} departments (chromium, headless)`);
  console.log(`first render: median ${f(median('render'))} (budget 300 ms); runs ${runs.map((r) => f(r.render)).join(', ')}`);
  console.log(`expand:       median ${f(median('expand'))} (budget 100 ms); runs ${runs.map((r) => f(r.expand)).join(', ')}`);
} finally {
  stop();
}

// Org tree benchmark in a real browser (DESIGN.md budgets: 10,000 departments, first render ≤ 300 ms,
// expand ≤ 100 ms). Builds scripts/bench/org-tree.html in production mode, serves it with vite
// preview on 5197, opens it in headless chromium and prints the median figures.
//   node scripts/bench-org-tree.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const bench = await runHarness({ html: 'org-tree.html', port: 5197 });
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(1)} ms`;
console.log(`org tree, ${bench.nodes} departments (chromium, headless)`);
console.log(
  `first render: median ${f(median(bench.results, 'render'))} (budget 300 ms); runs ${runs.map((r) => f(r.render)).join(', ')}`,
);
console.log(
  `expand:       median ${f(median(bench.results, 'expand'))} (budget 100 ms); runs ${runs.map((r) => f(r.expand)).join(', ')}`,
);

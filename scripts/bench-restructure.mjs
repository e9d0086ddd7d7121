// Restructure plans on the large seed (10,000 departments, 50,000 staff; docs/assumed-contract.md
// "Restructure plans", "Scale"): builds scripts/bench/restructure.html in production mode, serves it
// on 4325 (BENCH_PORT to change) and runs it in headless chromium, where the sandbox answers on the
// page's main thread as it does for the console. A plan of 500 mixed changes (every kind) is
// reviewed (budget 500 ms), applied (budget 1 s) and reverted, on a fresh draft copy each run;
// prints the median of 5 runs after a warm-up.
//   node scripts/bench-restructure.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const port = Number(process.env.BENCH_PORT ?? 4325);
const bench = await runHarness({ html: 'restructure.html', port });
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(0)} ms`;
const line = (label, key, budget) =>
  console.log(
    `${label.padEnd(28)} median ${f(median(bench.results, key))}${budget ? ` (budget ${budget})` : ''}; runs ${runs.map((r) => f(r[key])).join(', ')}`,
  );
console.log(
  `restructure plan of ${bench.changes} changes, ${bench.departments} departments (chromium, headless, production build)`,
);
console.log(`building the plan (${bench.changes} calls):`.padEnd(28), f(bench.build));
line('review:', 'review', '500 ms');
line('  its answer parsed:', 'reviewParse');
line('apply:', 'apply', '1 s');
line('revert:', 'revert');
line('directory index rebuild:', 'index');

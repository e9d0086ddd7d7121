// A restructure plan's marked chart in a real browser (docs/assumed-contract.md "Restructure plans",
// Scale: a plan of 500 changes on the large seed renders with no main-thread task over 100 ms).
// Builds scripts/bench/restructure-chart.html in production mode, serves it on 4333 (BENCH_PORT to
// change), runs it in headless chromium beside a bare antd Tree given all 10,000 departments, and
// prints the median figures of 5 runs (after a warm-up); the longest tasks also in CPU time (from a
// trace), which a busy machine does not inflate.
//   node scripts/bench-restructure-chart.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const port = Number(process.env.BENCH_PORT ?? 4333);
const bench = await runHarness({
  html: 'restructure-chart.html',
  port,
  viewport: { width: 1440, height: 900 },
  taskCpu: true,
});
const STEPS = ['mount', 'changed', 'all', 'expand', 'select', 'filter'];
bench.results.forEach((r, i) => {
  for (const s of STEPS) r[`${s}Cpu`] = bench.taskCpu[`${s}-${i}`];
  r.baseMountCpu = bench.taskCpu[`base-mount-${i}`];
  r.baseExpandCpu = bench.taskCpu[`base-expand-${i}`];
});
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(1)} ms`;
const line = (label, key, budget, baseKey) =>
  console.log(
    `${label.padEnd(34)} median ${f(median(bench.results, key))}${budget ? ` (budget ${budget})` : ''}${baseKey ? `; bare antd Tree ${f(median(bench.results, baseKey))}` : ''}; runs ${runs.map((r) => f(r[key])).join(', ')}`,
  );
console.log(
  `restructure plan chart: ${bench.departments} departments, ${bench.changes} changes, ${bench.people} people moved (chromium, headless, production build)`,
);
const labels = {
  mount: 'mount to chart visible',
  changed: '仅看有调整的部门 on',
  all: '仅看有调整的部门 off',
  expand: 'expand a department',
  select: 'select a marked department',
  filter: 'filter the changes (合并部门)',
};
for (const s of STEPS) {
  const base = s === 'mount' ? 'baseMount' : s === 'expand' ? 'baseExpand' : null;
  line(`${labels[s]}:`, s, null, base);
  line('  longest task:', `${s}Task`, '100 ms', base && `${base}Task`);
  line('  longest task, CPU time:', `${s}Cpu`, '100 ms', base && `${base}Cpu`);
}
console.log(
  '(a longest task of 0 means none over 50 ms; wall time grows when other processes take the cores, CPU time does not)',
);

// 考勤统计 月度汇总 table benchmark in a real browser (docs/architecture.md budgets: scrolling at
// 60 fps with no main-thread task over 50 ms). Builds scripts/bench/stats-month.html in production
// mode, serves it on 4324 (BENCH_PORT to change), runs it in headless chromium beside a bare antd
// Table of the same 200 rows, and prints the median figures; the scrolling's longest task also in
// CPU time (from a trace), which a busy machine does not inflate.
//   node scripts/bench-stats-month.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const port = Number(process.env.BENCH_PORT ?? 4324);
const bench = await runHarness({
  html: 'stats-month.html',
  port,
  viewport: { width: 1440, height: 900 },
  taskCpu: true,
});
bench.results.forEach((r, i) => {
  r.scrollTaskCpu = bench.taskCpu[`table-scroll-${i}`];
  r.baseScrollTaskCpu = bench.taskCpu[`base-scroll-${i}`];
});
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(1)} ms`;
const fps = (n) => `${n.toFixed(0)} fps`;
const line = (label, key, format, budget, baseKey) =>
  console.log(
    `${label.padEnd(26)} median ${format(median(bench.results, key))}${budget ? ` (budget ${budget})` : ''}${baseKey ? `; antd Table ${format(median(bench.results, baseKey))}` : ''}; runs ${runs.map((r) => format(r[key])).join(', ')}`,
  );
console.log(`考勤统计 月度汇总, ${bench.people} people on one page (chromium, headless, production build)`);
line('first render:', 'render', f, null, 'baseRender');
line('  longest task:', 'renderTask', f, null, 'baseRenderTask');
line('scroll 1.5 s:', 'fps', fps, '60 fps', 'baseFps');
line('  longest task:', 'scrollTask', f, '50 ms', 'baseScrollTask');
line('  longest task, CPU time:', 'scrollTaskCpu', f, null, 'baseScrollTaskCpu');
console.log(
  '(a longest task of 0 means none over 50 ms; wall time grows when other processes take the cores, CPU time does not)',
);

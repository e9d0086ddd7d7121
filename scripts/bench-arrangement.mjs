// Shift arrangement grid benchmark in a real browser (docs/architecture.md budgets: 200 members ×
// 31 days, first render ≤ 300 ms, applying a shift to 200 cells ≤ 100 ms with no long task over
// 100 ms, scrolling at 60 fps with no task over 50 ms). Builds scripts/bench/arrangement.html in
// production mode, serves it on 4313 (BENCH_PORT to change), runs it in headless chromium beside a
// bare antd Table of the same size, and prints the median figures (of 5 runs after a warm-up run), with each run. The scrolling's longest task is also
// given in CPU time (from a trace), which a busy machine does not inflate.
//   node scripts/bench-arrangement.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const port = Number(process.env.BENCH_PORT ?? 4313);
const bench = await runHarness({
  html: 'arrangement.html',
  port,
  viewport: { width: 1440, height: 900 },
  taskCpu: true,
});
// the longest scrolling and jumping task in CPU and wall time, per run (the harness reads them from a trace)
bench.results.forEach((r, i) => {
  r.scrollTaskCpu = bench.taskCpu[`grid-scroll-${i}`];
  r.baseScrollTaskCpu = bench.taskCpu[`base-scroll-${i}`];
  r.jumpTaskCpu = bench.taskCpu[`grid-jump-${i}`];
  r.baseJumpTaskCpu = bench.taskCpu[`base-jump-${i}`];
  r.jumpTaskWall = bench.taskWall[`grid-jump-${i}`];
  r.growTaskCpu = bench.taskCpu[`grid-grow-${i}`];
  r.baseJumpTaskWall = bench.taskWall[`base-jump-${i}`];
});
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(1)} ms`;
const fps = (n) => `${n.toFixed(0)} fps`;
const line = (label, key, format, budget, baseKey) =>
  console.log(
    `${label.padEnd(26)} median ${format(median(bench.results, key))}${budget ? ` (budget ${budget})` : ''}; runs ${runs.map((r) => format(r[key])).join(', ')}${baseKey ? `\n${''.padEnd(27)}antd Table ${format(median(bench.results, baseKey))}; runs ${runs.map((r) => format(r[baseKey])).join(', ')}` : ''}`,
  );
console.log(
  `shift arrangement grid, ${bench.members} members × ${bench.days} days (chromium, headless, production build)`,
);
line('first render:', 'render', f, '300 ms', 'baseRender');
line('  longest task:', 'renderTask', f, null, null);
line('apply to 200 cells:', 'apply', f, '100 ms', 'baseApply');
line('  longest task:', 'applyTask', f, '100 ms', 'baseApplyTask');
line('scroll 1.5 s:', 'fps', fps, '60 fps', 'baseFps');
line('  longest task:', 'scrollTask', f, '50 ms', 'baseScrollTask');
line('  longest task, CPU time:', 'scrollTaskCpu', f, null, 'baseScrollTaskCpu');
line('jump to the top (row 80):', 'jumpTaskWall', f, null, 'baseJumpTaskWall');
line('  longest task, CPU time:', 'jumpTaskCpu', f, null, 'baseJumpTaskCpu');
line('  member rows mounted before:', 'mountedAtJump', String, `all ${bench.members}`, null);
line('the other rows, mounted idle:', 'grown', f, null, null);
line('  longest task, CPU time:', 'growTaskCpu', f, '50 ms', null);
console.log(
  '(a longest task of 0 means none over 50 ms; wall time grows when other processes take the cores, CPU time does not)',
);

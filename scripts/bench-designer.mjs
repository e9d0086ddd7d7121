// Form designer benchmark in a real browser (DESIGN.md budget: 200 fields, mount ≤ 300 ms, no long
// task over 100 ms while dragging, here by keyboard and by pointer with auto-scroll). Builds
// scripts/bench/designer.html in production mode, serves it on 5198, runs it in headless chromium
// and prints the median figures.
//   node scripts/bench-designer.mjs
import { median, runHarness } from './bench/serve-harness.mjs';

const bench = await runHarness({ html: 'designer.html', port: 5198, viewport: { width: 1440, height: 900 } });
const runs = bench.results.slice(1);
const f = (n) => `${n.toFixed(1)} ms`;
console.log(`form designer, ${bench.fields} fields (chromium, headless, production build)`);
console.log(
  `mount:                median ${f(median(bench.results, 'mount'))} (budget 300 ms); runs ${runs.map((r) => f(r.mount)).join(', ')}`,
);
console.log(
  `longest task in drag: median ${f(median(bench.results, 'longestTask'))} (budget 100 ms); runs ${runs.map((r) => f(r.longestTask)).join(', ')}`,
);
console.log(
  `  keyboard (medians): pick-up ${f(median(bench.results, 'pickUp'))}, each move ${f(median(bench.results, 'move'))}, drop ${f(median(bench.results, 'drop'))} (0 = no long task)`,
);
console.log(
  `  pointer (medians):  pick-up ${f(median(bench.results, 'pointerPickUp'))}, auto-scroll ${f(median(bench.results, 'autoScroll'))}, drop ${f(median(bench.results, 'pointerDrop'))}; scrolled past ${median(bench.results, 'scrolledPast')} controls`,
);

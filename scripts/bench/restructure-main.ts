import { controls } from '@/sandbox/controls';
import { directoryIndex } from '@/sandbox/directory-views';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import { answer, buildPlan, call, signIn } from './restructure-plan';

// Browser benchmark of restructure plans on the large seed (see scripts/bench-restructure.mjs),
// production build, the sandbox on the page's main thread as in the console: a plan of 500 mixed
// changes; per run a draft copy of it is reviewed, applied and reverted. Times are from the call to
// its answer (serialised), the answer's parsing apart.

declare global {
  interface Window {
    __bench?: unknown;
  }
}

const R = '/enterprise-server/restructure';
const RUNS = 6;

async function timed(run: () => Promise<Response>) {
  const start = performance.now();
  const res = await run();
  const ms = performance.now() - start;
  const parseStart = performance.now();
  const body = (await res.json()) as { code: number | string; message: string; data: unknown };
  return { ms, parse: performance.now() - parseStart, body };
}

async function main() {
  controls.reset('large');
  const token = signIn();
  const started = performance.now();
  const planId = await buildPlan(token, 500);
  const build = performance.now() - started;
  const results = [];
  for (let run = 0; run < RUNS; run++) {
    const copy = await call(token, 'POST', `${R}/plan/duplicate`, { id: planId });
    const id = (copy.data as { id: string }).id;
    // the first review after a write also rebuilds the sandbox's directory index (any write to the
    // organisation expires it); the budgeted figure is the review itself
    const indexStart = performance.now();
    directoryIndex(MAIN_ENTERPRISE);
    const index = performance.now() - indexStart;
    const review = await timed(() => answer(token, 'GET', `${R}/plan/review?id=${id}`));
    const problems = (review.body.data as { problems: unknown[] }).problems.length;
    if (problems) throw new Error(`the plan has ${problems} problems`);
    const apply = await timed(() => answer(token, 'POST', `${R}/plan/apply`, { id }));
    if (apply.body.code !== 200) throw new Error(`apply: ${apply.body.message}`);
    const revert = await timed(() => answer(token, 'POST', `${R}/plan/revert`, { id }));
    if (revert.body.code !== 200) throw new Error(`revert: ${revert.body.message}`);
    results.push({
      index,
      review: review.ms,
      reviewParse: review.parse,
      apply: apply.ms,
      revert: revert.ms,
    });
  }
  return { build, changes: 500, departments: directoryIndex(MAIN_ENTERPRISE).byId.size, results };
}

main().then(
  (bench) => (window.__bench = bench),
  (e: unknown) => (window.__bench = { error: String(e instanceof Error ? (e.stack ?? e.message) : e) }),
);

#!/usr/bin/env node
// Budget check for the built bundle (DESIGN.md "Budgets"): the initial JavaScript is the gzip of
// index.html's module script plus its modulepreload files; every other chunk is lazy.
// Usage: npm run build:sandbox && npm run bench   (or: node scripts/bench-bundle.mjs dist)
// Exits 1 when the initial JavaScript is over its budget (CI runs it after the sandbox build, .ci/run),
// or when the build is missing.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSize, initialJs } from './bench/bundle-size.mjs';

const dist = process.argv[2] ?? 'dist';
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`no build in ${dist}: run npm run build:sandbox first`);
  process.exit(1);
}
const { files, total } = initialJs(dist);
const initial = new Set(files.map((f) => f.file));
const gz = (file) => gzipSize(dist, file);
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

console.log('initial JavaScript (gzip):');
for (const { file, size } of files) console.log(`  ${file.padEnd(48)} ${kib(size)}`);
// docs/architecture.md "Budgets": the first screen's JavaScript
const INITIAL_BUDGET = 180 * 1024;
const withinBudget = total <= INITIAL_BUDGET;
console.log(`  total ${kib(total)} (budget ${kib(INITIAL_BUDGET)}) ${withinBudget ? 'OK' : 'OVER'}`);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
const PAGE_BUDGET = 100 * 1024;
console.log(
  `\nlazy chunks: ${lazy.length}; largest (gzip; page budget ${kib(PAGE_BUDGET)}, sandbox-only chunks exempt):`,
);
for (const { f, size } of lazy.slice(0, 12))
  console.log(
    `  ${f.padEnd(48)} ${kib(size)}${size > PAGE_BUDGET && !/sandbox|msw|exceljs|browser/.test(f) ? '  OVER' : ''}`,
  );
if (!withinBudget) {
  console.error(
    `\nOVER BUDGET: the initial JavaScript of the first screen is ${kib(total)} gzip, over its budget of ` +
      `${kib(INITIAL_BUDGET)} (docs/architecture.md "Budgets", "The first screen's JavaScript").`,
  );
  process.exitCode = 1;
}

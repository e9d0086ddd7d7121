#!/usr/bin/env node
// Budget check for the built bundle (DESIGN.md "Budgets"): the initial JavaScript is the gzip of
// index.html's module script plus its modulepreload files; every other chunk is lazy.
// Usage: npm run build:sandbox && npm run bench   (or: node scripts/bench-bundle.mjs dist)
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ?? 'dist';
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set([
  ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
  ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
]);
const gz = (file) => gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;
const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;

let total = 0;
console.log('initial JavaScript (gzip):');
for (const file of initial) {
  const size = gz(file);
  total += size;
  console.log(`  ${file.padEnd(48)} ${kib(size)}`);
}
const INITIAL_BUDGET = 240 * 1024;
console.log(`  total ${kib(total)} (budget ${kib(INITIAL_BUDGET)}) ${total <= INITIAL_BUDGET ? 'OK' : 'OVER'}`);

const lazy = readdirSync(join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`/assets/${f}`))
  .map((f) => ({ f, size: gz(`assets/${f}`) }))
  .sort((a, b) => b.size - a.size);
const PAGE_BUDGET = 100 * 1024;
console.log(`\nlazy chunks: ${lazy.length}; largest (gzip; page budget ${kib(PAGE_BUDGET)}, sandbox-only chunks exempt):`);
for (const { f, size } of lazy.slice(0, 12)) console.log(`  ${f.padEnd(48)} ${kib(size)}${size > PAGE_BUDGET && !/sandbox|msw|exceljs|browser/.test(f) ? '  OVER' : ''}`);
process.exitCode = total <= INITIAL_BUDGET ? 0 : 1;

// The initial JavaScript of a build: index.html's module script plus its modulepreload files,
// each with its gzip size (shared by scripts/bench-bundle.mjs and scripts/bench-scale.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export const gzipSize = (dist, file) => gzipSync(readFileSync(join(dist, file.replace(/^\//, '')))).length;

/** { files: [{ file, size }], total } in bytes of gzip. */
export function initialJs(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const initial = new Set([
    ...[...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g)].map((m) => m[1]),
    ...[...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]),
  ]);
  const files = [...initial].map((file) => ({ file, size: gzipSize(dist, file) }));
  return { files, total: files.reduce((sum, f) => sum + f.size, 0) };
}

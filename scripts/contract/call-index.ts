import { services } from '@/config/services';
import type { RegisteredCall } from '@/app/contract/registry';

// The index of every call in docs/assumed-contract.md ("Every call"), each linked to its operation in
// docs/openapi.json: written with it by `npm run contract:openapi`, between the markers below; a test
// fails when it is stale.

export const INDEX_START = '<!-- call-index:start (npm run contract:openapi writes this table) -->';
export const INDEX_END = '<!-- call-index:end -->';

/** A JSON pointer into docs/openapi.json (RFC 6901), as a link's fragment. */
const pointer = (url: string, method: string) =>
  `#/paths/${url.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`.replace(/[{}]/g, encodeURIComponent);

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The table, one row per call, by the module that defines it. */
export function buildCallIndex(calls: readonly RegisteredCall[]): string {
  const rows = calls
    .map(({ owner, def }) => {
      const url = services[def.service] + def.path;
      return {
        owner,
        url,
        line: `| ${owner} | [${def.method} ${url}](openapi.json${pointer(url, def.method.toLowerCase())}) | ${def.status} | ${cell(def.summary)} |`,
      };
    })
    .sort((a, b) => a.owner.localeCompare(b.owner) || a.url.localeCompare(b.url));
  return [
    '| module | call (its operation in docs/openapi.json) | status | what it is |',
    '|---|---|---|---|',
    ...rows.map((r) => r.line),
  ].join('\n');
}

/** The document with its index replaced by `index`. */
export function withCallIndex(doc: string, index: string): string {
  const start = doc.indexOf(INDEX_START);
  const end = doc.indexOf(INDEX_END);
  if (start < 0 || end < start)
    throw new Error(`docs/assumed-contract.md: the markers ${INDEX_START} … ${INDEX_END} are missing`);
  return `${doc.slice(0, start + INDEX_START.length)}\n${index}\n${doc.slice(end)}`;
}

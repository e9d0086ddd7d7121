import type { CallDef } from '@/lib/contract/define';

// Every call definition of the console (each module's api/contract.ts, and the few calls made below the
// features), for the tools that work on the whole contract: the published docs/openapi.json, the
// coverage test against the specification's table, `npm run contract:check`. The app itself never
// imports this: each page's chunk carries only its own schemas.

const found = import.meta.glob<Record<string, unknown>>(
  [
    '/src/features/*/api/contract.ts',
    '/src/lib/**/contract.ts',
    '/src/components/**/contract.ts',
    '/src/app/**/contract.ts',
  ],
  { eager: true },
);

export interface RegisteredCall {
  /** the definition's export name, e.g. searchAdminCall */
  name: string;
  /** the feature (or lib/components/app folder) that owns it */
  owner: string;
  def: CallDef;
}

const isCall = (x: unknown): x is CallDef =>
  typeof x === 'object' && x !== null && 'method' in x && 'service' in x && 'path' in x && 'answer' in x;

const ownerOf = (file: string) =>
  /\/features\/([^/]+)\//.exec(file)?.[1] ?? file.replace(/^\/src\/|\/contract\.ts$/g, '');

const seen = new Set<CallDef>();
/** a definition re-exported by a second module (e.g. apps' GET /app/listAll from lib/apps) is one call */
const firstTime = ({ def }: RegisteredCall) => !seen.has(def) && !!seen.add(def);

export const contractCalls: RegisteredCall[] = Object.entries(found)
  .flatMap(([file, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, CallDef] => isCall(entry[1]))
      .map(([name, def]) => ({ name, owner: ownerOf(file), def })),
  )
  .filter(firstTime)
  .sort((a, b) => a.def.path.localeCompare(b.def.path) || a.def.method.localeCompare(b.def.method));

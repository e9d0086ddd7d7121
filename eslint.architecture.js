// The house rules of docs/architecture.md ("Folders", "Rules of the house") as ESLint rules.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

// paths from the project root, wherever ESLint is started
const ROOT = fileURLToPath(new URL('.', import.meta.url));

const features = readdirSync(`${ROOT}src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// Floors, top first: a folder imports only from its own floor and the floors below it.
const FLOORS = [['src/app'], ['src/features'], ['src/components', 'src/stores'], ['src/lib'], ['src/config']];

const upwardZones = FLOORS.flatMap((floor, i) =>
  floor.map((target) => ({
    target,
    from: FLOORS.slice(0, i).flat(),
    message: `Floors (docs/architecture.md "Folders"): app → features → components, stores → lib → config; ${target} does not import from a floor above it.`,
  })),
).filter((zone) => zone.from.length > 0);

const featureZones = features.map((name) => ({
  target: `src/features/${name}`,
  from: 'src/features',
  except: [`./${name}`],
  message: 'A feature never imports another feature: what two share lives in lib/, components/ or stores/.',
}));

const sandboxZones = [
  {
    target: ['src/app', 'src/features', 'src/components', 'src/stores', 'src/lib', 'src/config'],
    from: 'src/sandbox',
    message: 'Only main.tsx and tests import the sandbox.',
  },
  {
    target: 'src/sandbox',
    from: 'src/lib/http',
    message: "The sandbox checks requests with its own code, as a server would, never the console's HTTP layer.",
  },
];

// The sandbox imports only types from the console (its checks are its own). Resolved paths cannot tell a
// type import from a value import, so this is no-restricted-imports with type imports allowed, one entry
// per folder depth so that a relative path climbing out of src/sandbox is caught too.
const sandboxTypeOnly = [0, 1, 2, 3, 4].map((depth) => ({
  files: [`src/sandbox/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^(@/(?!sandbox/)|(\\.\\./){${depth + 1},})`,
            allowTypeImports: true,
            message: 'The sandbox imports only types from the console (docs/architecture.md "Rules of the house").',
          },
        ],
      },
    ],
  },
}));

export default [
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${ROOT}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...upwardZones, ...featureZones, ...sandboxZones] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  ...sandboxTypeOnly,
];

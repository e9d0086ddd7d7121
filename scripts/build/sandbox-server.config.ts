import { defineConfig } from 'vite';
import { fileURLToPath, URL } from 'node:url';

// `npm run sandbox:build`: the sandbox's Node server (src/sandbox/serve/) bundled for Node 20 into
// .sandbox-server/, one ESM file per entry. The mode's env (`sandbox:build` gives `shared`, the console's mode on
// this server; sdev when none) fills import.meta.env, e.g.
// the login service's signing secret (sandbox/request-sign.ts), as in the browser sandbox build.
// Another Node entry: add it to ENTRIES.
const ENTRIES: Record<string, string> = {
  'sandbox-server': 'src/sandbox/serve/main.ts',
};

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig(({ mode }) => ({
  root,
  // the sandbox build's env when no mode is given (`vite build` defaults to production)
  mode: mode === 'production' ? 'sdev' : mode,
  resolve: { alias: { '@': fileURLToPath(new URL('../../src', import.meta.url)) } },
  // node_modules stay external: Node loads them from the project's node_modules at run time
  ssr: { target: 'node' },
  // the browser's files (public/: msw's worker script) are not the server's
  publicDir: false,
  build: {
    ssr: true,
    target: 'node20',
    outDir: '.sandbox-server',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      input: Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, `${root}/${file}`])),
      output: { format: 'es', entryFileNames: '[name].mjs', chunkFileNames: 'chunks/[name]-[hash].mjs' },
    },
  },
}));

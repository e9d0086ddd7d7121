// The contract's TypeScript modules (the call definitions, the OpenAPI builder) loaded in Node through
// Vite, with the project's aliases and import.meta.glob, for the contract scripts.
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

export async function loadContract() {
  const root = fileURLToPath(new URL('../..', import.meta.url));
  const server = await createServer({
    root,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const { contractCalls } = await server.ssrLoadModule('/src/app/contract/registry.ts');
  const { buildOpenApi } = await server.ssrLoadModule('/scripts/contract/openapi.ts');
  return { contractCalls, buildOpenApi, load: (path) => server.ssrLoadModule(path), close: () => server.close() };
}

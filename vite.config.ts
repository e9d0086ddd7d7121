import { defineConfig, loadEnv, type ProxyOptions } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { SERVICE_PREFIXES } from './src/config/service-prefixes.ts';
import { preloadLoadedDeps } from './scripts/build/preload-loaded-deps.ts';

// Modes: sdev (sandbox on by default), test, uat, prod. See README "Modes".
export default defineConfig(({ command, mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const sandbox = env.VITE_SANDBOX === 'true';
  // Under `vite` (serve) against real hosts, calls go same-origin and a proxy per service prefix
  // forwards them, so the browser never meets CORS. Builds call the host directly.
  const proxied = command === 'serve' && !sandbox;
  const proxy: Record<string, ProxyOptions> = {};
  if (proxied) {
    for (const prefix of SERVICE_PREFIXES)
      proxy[prefix] = { target: env.VITE_API_HOST, changeOrigin: true, secure: false };
  }
  const apiBase = sandbox || proxied ? '' : env.VITE_API_HOST;
  const preload = preloadLoadedDeps();
  return {
    plugins: [react(), preload.plugin],
    resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
    define: { 'import.meta.env.VITE_API_BASE': JSON.stringify(apiBase) },
    server: { port: 5173, proxy },
    preview: { port: 4173 },
    build: {
      target: 'es2022',
      chunkSizeWarningLimit: 900,
      // no polyfill (0.3 KiB gzip of the first screen's JS): Chromium, Firefox and Safari 17 have
      // <link rel="modulepreload">; without it a chunk still loads when imported, only not ahead
      modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
      rollupOptions: {
        output: {
          // Keep the framework in stable vendor chunks so page chunks stay small and cacheable; the
          // list kit's parts in one chunk of their own (not their dependencies): one file apart each,
          // they were six more names in every list page's preload list, which the first screen's
          // script carries (docs/architecture.md "The first screen's JavaScript").
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              },
              {
                name: 'sandbox-msw',
                test: /[\\/]node_modules[\\/](msw|@mswjs|@bundled-es-modules|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@open-draft|graphql)[\\/]/,
              },
              {
                name: 'list-kit',
                test: /[\\/]src[\\/]components[\\/](list-kit[\\/]|text-field|day-range-picker)/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});

import { defineConfig, mergeConfig } from 'vitest/config';
import isolated from './vitest-isolated.config';

// Benchmarks (slow; not part of the normal test glob):
//   npx vitest run --config scripts/vitest-bench.config.ts
export default defineConfig((env) => {
  const config = mergeConfig(isolated(env), { test: { testTimeout: 300000 } });
  config.test!.include = ['scripts/**/*.bench.tsx'];
  return config;
});

import { defineConfig, mergeConfig } from 'vitest/config';
import base from '../vitest.config.ts';

// Benchmarks (slow; not part of the normal test glob):
//   npx vitest run --config scripts/vitest-bench.config.ts
export default defineConfig((env) => {
  const config = mergeConfig(base(env), { test: { testTimeout: 300000, retry: 0 } });
  config.test!.include = ['scripts/**/*.bench.tsx'];
  return config;
});

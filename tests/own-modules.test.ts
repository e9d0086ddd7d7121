import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { OWN_MODULES } from './own-modules';

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'e2e' ? [] : files(path);
    return /\.test\.tsx?$/.test(name) ? [path] : [];
  });

// A test that mocks a module in the shared module graph passes or fails by the order files run in.
it('every test file that mocks modules or resets them runs with a module graph of its own', () => {
  const mocking = files('tests').filter((path) =>
    /\bvi\.(mock|doMock|resetModules)\(/.test(readFileSync(path, 'utf8')),
  );
  expect(mocking.sort()).toEqual([...OWN_MODULES].sort());
});

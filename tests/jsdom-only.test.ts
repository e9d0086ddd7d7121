import { existsSync } from 'node:fs';
import { JSDOM_ONLY } from './jsdom-only';

// A file renamed or deleted would leave its entry behind, and the list would no longer say which
// tests happy-dom cannot run.
it('every file listed to run on jsdom is a test file that exists', () => {
  expect(JSDOM_ONLY.filter((path) => !/\.test\.tsx?$/.test(path) || !existsSync(path))).toEqual([]);
});

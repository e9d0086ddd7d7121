import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

// A clone of the project has only what is in it: README.md and docs/ may not lean on files beside it.
const root = resolve(__dirname, '..');
const docs = [
  'README.md',
  ...readdirSync(resolve(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

describe('the project documents stand on their own', () => {
  it.each(docs)('%s points at nothing outside the project', (file) => {
    const text = readFileSync(resolve(root, file), 'utf8');
    expect(text).not.toMatch(/\.\.\/shared|DESIGN\.md|spec\/[\w-]+\.md/);
  });

  it('the product and the architecture are described in docs/, and the README points there', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8');
    for (const doc of ['docs/product.md', 'docs/architecture.md']) {
      expect(existsSync(resolve(root, doc))).toBe(true);
      expect(readme).toContain(doc);
    }
    const product = readFileSync(resolve(root, 'docs/product.md'), 'utf8');
    // the exact texts the console shows come from here
    for (const text of [
      '暂无对应跳转的菜单权限，请联系管理员',
      'COMMON_0001',
      '120000 ms',
      'ENTERPRISE_0088',
      '请求失败，错误代码{status}。',
    ])
      expect(product).toContain(text);
    const architecture = readFileSync(resolve(root, 'docs/architecture.md'), 'utf8');
    expect(architecture).toMatch(/≤ 180 KiB gzip/);
  });
});

// There is no issue tracker in the repository: a comment or a document that cites a numbered issue
// sends its reader nowhere. Cite product.md (platform-shell §N, admin-modules §N, Part C) or a
// section of a document in docs/ instead. The pattern is built from parts so this file does not
// match it.
const numberedIssue = new RegExp(['\\b', 'issues?', ' ?#?', '\\d+'].join(''), 'i');
const TEXT = /\.(ts|tsx|js|mjs|md|css|html|json)$/;

function textFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = resolve(dir, e.name);
    if (e.isDirectory())
      return e.name === 'node_modules' || e.name.startsWith('.') || e.name === 'artifacts' ? [] : textFiles(path);
    return TEXT.test(e.name) ? [path] : [];
  });
}

describe('references a reader can follow', () => {
  it('no file under src/, tests/, scripts/ or docs/ cites a numbered issue', () => {
    const files = ['src', 'tests', 'scripts', 'docs'].flatMap((dir) => textFiles(resolve(root, dir)));
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((path) =>
      readFileSync(path, 'utf8')
        .split('\n')
        .flatMap((line, i) => (numberedIssue.test(line) ? [`${relative(root, path)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});

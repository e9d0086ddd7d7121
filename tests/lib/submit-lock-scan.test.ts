import { readdirSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { declaredCalls } from '@/sandbox/route';
import '@/sandbox/handlers';

// A tripwire for writes that bypass the submit lock (module-guide "Submits"): a source file that
// sends a write — through a mutation's mutateAsync or by calling a write of an api module itself —
// takes the lock (useSubmitOnce) in that file. ESLint refuses `.mutate(` outright. This cannot tell
// whether every write of a file is inside the lock (the double-click tests in tests/features/**
// do that, screen by screen); it catches a file that writes without any lock at all, as 确认入职 and
// three import dialogs did.

const root = resolve(__dirname, '../..');
const src = resolve(root, 'src');

/** Files that import a write without taking the lock themselves, each with the reason. */
const EXCUSED: Record<string, string> = {
  'src/features/org/pages/nuc-list-page.tsx':
    'hands sendInvitation to InvitePeopleModal, whose 发送邀请 takes the lock',
  'src/features/login/session-flows.ts':
    'the provider login and its report run on the return from the provider, not on a click',
  'src/features/announcements/components/attachment-upload.tsx':
    'one upload per file chosen in the file dialog (antd Upload), not a button',
  'src/features/announcements/components/rich-editor.tsx':
    'one image upload per file chosen in the file dialog, not a button',
  'src/features/onboarding/components/import-modal.tsx':
    'hands the parse and the save to ImportWizardModal, whose 选择文件 and 确认导入 take the lock',
  'src/features/login/pages/create-enterprise-page.tsx':
    'hands saveUser and saveEnterprise to StepForm (login/components/step-form.tsx), whose submit button takes the lock',
  'src/features/leave/components/balance-import-modal.tsx':
    'hands the parse and the save to ImportWizardModal, whose 选择文件 and 确认导入 take the lock',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = resolve(dir, e.name);
    if (e.isDirectory()) return e.name === 'sandbox' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

const files = sourceFiles(src).map((path) => ({ path: relative(root, path), text: readFileSync(path, 'utf8') }));
const apiModules = files.filter((f) => /-api\.ts$/.test(f.path));

// path parameters as '*': {id} in the sandbox, ${id} in the api modules
const writeCalls = declaredCalls
  .filter((c) => !c.read)
  .map((c) => ({ method: c.method, call: c.call.replace(/\{\w+\}/g, '*') }));
const METHOD: Record<string, string> = { get: 'get', post: 'post', put: 'put', del: 'delete', upload: 'post' };

/** A call defined once (lib/contract/define.ts) that an api module names, `request(fooCall, …)` or
 *  `urlOf(fooCall)`: its method and path, read from the file the module imports it from (following a
 *  re-export to the file that defines it). */
function definedCall(
  api: { path: string; text: string },
  name: string,
  depth = 0,
): { method: string; path: string } | null | undefined {
  const from = [...api.text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'([^']+)'/g)].find(([, names]) =>
    names.split(',').some((n) => n.trim() === name),
  )?.[2];
  if (!from) return undefined;
  const file = from.startsWith('@/')
    ? `src/${from.slice(2)}.ts`
    : relative(root, resolve(root, dirname(api.path), `${from}.ts`));
  const text = files.find((f) => f.path === file)?.text ?? '';
  const def = new RegExp(`\\b${name}\\s*=\\s*defineCall\\(\\{\\s*method:\\s*'(\\w+)',[^}]*?path:\\s*'([^']*)'`).exec(
    text,
  );
  if (def) return { method: def[1].toLowerCase(), path: def[2].replace(/\{\w+\}/g, '*') };
  // a call defined below two modules and re-exported by this one (`export { fooCall as barCall }`)
  if (depth > 2) return undefined;
  const alias = new RegExp(`\\b(\\w+)\\s+as\\s+${name}\\b`).exec(text)?.[1] ?? name;
  return definedCall({ path: file, text }, alias, depth + 1);
}

/** The exported functions of an api module whose call is a write of the sandbox's (same method and path). */
function writesOf(api: { path: string; text: string }): string[] {
  const decls = [...api.text.matchAll(/export\s+(?:async\s+)?(?:const|function)\s+(\w+)/g)];
  return decls.flatMap((d, i) => {
    const body = api.text.slice(d.index, decls[i + 1]?.index ?? api.text.length);
    const named = /\b(?:request|urlOf)\(\s*(\w+)/.exec(body);
    const defined = named && definedCall(api, named[1]);
    if (defined)
      return writeCalls.some((w) => w.method === defined.method && w.call.endsWith(defined.path)) ? [d[1]] : [];
    const call = /\b(get|post|put|del|upload)(?:<[^(]*>)?\(\s*`\$\{[\w.]+\}([^`]*)`/.exec(body);
    if (!call) return [];
    const path = call[2].replace(/\$\{[^}]+\}/g, '*');
    if (!/[a-z]/i.test(path)) return []; // a path chosen at run time: not known here
    return writeCalls.some((w) => w.method === METHOD[call[1]] && w.call.endsWith(path)) ? [d[1]] : [];
  });
}

const writeFunctions = new Map(
  apiModules.map((m) => [m.path.replace(/\.ts$/, '').split('/').pop()!, new Set(writesOf(m))]),
);

/** The write functions a file imports from api modules. */
function importedWrites(text: string): string[] {
  return [...text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'[^']*\/([\w-]+-api)'/g)].flatMap(([, names, module]) =>
    names
      .split(',')
      .map(
        (n) =>
          n
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0],
      )
      .filter((n) => writeFunctions.get(module)?.has(n)),
  );
}

// the api folders define the calls and the mutation hooks; their users take the lock
const users = files.filter((f) => !f.path.includes('/api/') && !f.path.endsWith('use-submit-once.ts'));

/** The lock, taken in the file or by the list kit's parts that take it for the file's write: a
 *  FormDialog's 保存 and a useRowDelete's confirmed delete (tests/components/list-kit/). */
const takesLock = (text: string) => /\buseSubmitOnce\b|<FormDialog\b|\buseRowDelete\b/.test(text);

describe('writes take the submit lock', () => {
  it('finds the writes of the api modules (the scan itself works)', () => {
    expect(writeFunctions.get('onboarding-api')).toEqual(
      new Set([
        'addPending',
        'editPending',
        'deletePending',
        'sendInvitation',
        'confirmOnboarding',
        'analyseImport',
        'saveImport',
      ]),
    );
    expect(writeFunctions.get('onboarding-api')!.has('searchPending')).toBe(false);
    expect(writeFunctions.get('settings-api')).toContain('dismissEnterprise'); // DELETE /dismissEnterprise/{id}
    expect(writeFunctions.get('home-api')).toContain('saveGuide'); // a GET that writes
  });

  it('a file that calls mutateAsync takes the lock', () => {
    const bare = users
      .filter((f) => /\.mutateAsync\(/.test(f.text) && !takesLock(f.text) && !(f.path in EXCUSED))
      .map((f) => f.path);
    expect(bare).toEqual([]);
  });

  it('a file that imports a write of an api module takes the lock, or is excused with the reason', () => {
    const bare = users
      .filter((f) => importedWrites(f.text).length && !takesLock(f.text) && !(f.path in EXCUSED))
      .map((f) => `${f.path}: ${importedWrites(f.text).join(', ')}`);
    expect(bare).toEqual([]);
  });

  it('every file excused is still there and still writes', () => {
    for (const path of Object.keys(EXCUSED)) {
      const file = files.find((f) => f.path === path);
      expect(file, path).toBeDefined();
      expect(importedWrites(file!.text).length, path).toBeGreaterThan(0);
    }
  });
});

import fc from 'fast-check';
import { SCOPED_ADMIN, signInAs } from '../sign-in';
import { directCall } from './direct-call';
import { checkpoint } from './store-checkpoint';
import { requestFor, valueFor, weightOf, type Pick } from './scope-oracle/bodies';
import { judge, namedInMessage, snapshot } from './scope-oracle/judge';
import { worldOf } from './scope-oracle/world';
import { WRITE_FIELDS } from './scope-oracle/write-fields';
import { db, noteWrite } from '@/sandbox/db';
import { declaredCalls } from '@/sandbox/route';
import { MAIN_ENTERPRISE } from '@/sandbox/seed/core';
import '@/sandbox/handlers';

// The scope oracle (docs/architecture.md "Partial visibility"): a generated scoped administrator
// sends generated write calls, every write call of the sandbox, with ids from inside and outside
// her generated 管理范围 in every form; then the whole store is compared with what it was, and every
// changed row is judged by the oracle's own reading of its people and departments (judge.ts), not
// by the handlers' checks; and no refusal names anyone outside.

const SEED = 20261128;
const RUNS = 300;

const writes = () => declaredCalls.filter((c) => !c.read && !(c.scope.kind === 'scoped' && c.scope.read));
const writeCalls = () => writes().map((c) => `${c.method} ${c.call}`);

type Row = Record<string, unknown>;
const membership = () =>
  (db().tables.memberships as Row[]).find(
    (m) => m.enterpriseNumber === MAIN_ENTERPRISE && m.lenovoId === SCOPED_ADMIN,
  )!;

describe('the scope oracle', () => {
  it('has a generator for every write call, and none for a call that is gone', () => {
    const calls = writeCalls();
    expect(calls.filter((c) => !WRITE_FIELDS[c])).toEqual([]);
    expect(Object.keys(WRITE_FIELDS).filter((c) => !calls.includes(c))).toEqual([]);
  });

  it('finds no write of a scoped administrator beyond her scope, and no refusal naming anyone outside', async () => {
    const departments = (db().tables.departments as Row[])
      .filter((d) => d.enterpriseNumber === MAIN_ENTERPRISE && d.parentDepartId !== '0')
      .map((d) => String(d.id));
    const ownDepartments = (db().tables.staff as Row[]).find(
      (p) => p.enterpriseNumber === MAIN_ENTERPRISE && p.lenovoId === SCOPED_ADMIN,
    )!.departIds as string[];
    // every menu, so that each call reaches its handler rather than the menu's refusal
    membership().menuIds = 'all';
    noteWrite(['memberships']);
    const restore = checkpoint();
    const callArb = fc.oneof(
      ...writes().map((c) => ({
        arbitrary: fc.constant(`${c.method} ${c.call}`),
        weight: weightOf(`${c.method} ${c.call}`, c.scope.kind === 'scoped'),
      })),
    );
    const started = performance.now();
    // ORACLE_STATS=1 prints how each call answered (what the generators reach)
    const answers = new Map<string, number>();
    await fc.assert(
      fc.asyncProperty(fc.gen(), async (g) => {
        restore();
        const pick: Pick = (arb) => g(() => arb);
        // most administrators' scopes hold their own department: then what she sends of herself gets through
        const generated = pick(fc.uniqueArray(fc.constantFrom(...departments), { minLength: 1, maxLength: 3 }));
        const granted = [...new Set([...generated, ...(pick(fc.nat(9)) < 7 ? ownDepartments : [])])];
        membership().manageScope = { type: 'departments', departmentIds: granted };
        noteWrite(['memberships']);
        const world = worldOf(granted, SCOPED_ADMIN);
        const before = snapshot();
        const token = signInAs(SCOPED_ADMIN);
        const problems: string[] = [];
        const sent: string[] = [];
        for (let i = pick(fc.integer({ min: 1, max: 4 })); i > 0; i--) {
          const call = pick(callArb);
          const [method, path] = call.split(' ');
          const { body, query } = requestFor(pick, world, call);
          const url = path.replace(/\{\w+\}/g, () => encodeURIComponent(String(valueFor(pick, world, 'id'))));
          const res =
            method === 'get'
              ? await directCall(token, 'GET', `${url}?${new URLSearchParams(query)}`)
              : await directCall(token, method.toUpperCase() as 'POST', url, body);
          sent.push(
            `${call} ${JSON.stringify(method === 'get' ? query : body).slice(0, 300)} → ${res.status} ${res.body.code} ${res.body.message ?? ''}`,
          );
          const answer = `${call} ${res.body.code} ${res.body.message ?? ''}`;
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
          if (res.body.code !== 200) {
            const named = namedInMessage(world, String(res.body.message ?? ''));
            if (named.length) problems.push(`refusal names ${named.join(',')}`);
          }
        }
        problems.push(...judge(before, world));
        if (!problems.length) return;
        const report = `scope ${granted.join(',')}\n${sent.join('\n')}\n${problems.join('\n')}`;
        // ORACLE_REPORT=1: every run's findings, not only the first (to see all a defect breaks)
        if (!process.env.ORACLE_REPORT) throw new Error(report);
        console.info(report);
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    if (process.env.ORACLE_STATS)
      console.info(
        [...answers]
          .sort()
          .map(([k, v]) => `${v} ${k}`)
          .join('\n'),
      );
    console.info(`[scope oracle] ${RUNS} runs in ${Math.round(performance.now() - started)} ms`);
  }, 300_000);
});

import fc from 'fast-check';
import * as v from 'valibot';
import { fullTreeCall } from '@/components/directory/contract';
import { record } from '@/lib/contract/fields';
import { plainTree } from '@/lib/contract/plain-tree';
import { departTreeCall } from '@/lib/org/contract';

// The two department trees are checked in place (lib/contract/plain-tree.ts); valibot's own check of
// the same schema (v.safeParse runs it) is the reference. On random trees, clean or drifted, both give
// the same outcome: the same value when the answer holds, the same issues when it does not.

const SEED = 35036;
const MISSING = Symbol('missing');

type Entry = { type: string; wrapped?: { type: string } };
type Kind = 'string' | 'number' | 'boolean';

const valid: Record<Kind, fc.Arbitrary<unknown>> = {
  string: fc.string({ maxLength: 4 }),
  number: fc.integer({ min: 0, max: 500 }),
  boolean: fc.boolean(),
};
/** what a drifted host might send instead */
const drifted = fc.constantFrom<unknown>(null, MISSING, '12', 12, true, [], {});

/** A tree of the schema's nodes, each field drifted with the given odds (per thousand). */
function treeOf(schema: v.GenericSchema, childKey: string, driftPerMille: number) {
  const node = (schema as unknown as { item: { entries: Record<string, Entry> } }).item.entries;
  const fieldArbs = Object.entries(node)
    .filter(([key]) => key !== childKey)
    .map(([key, entry]) => {
      const kind = (entry.type === 'optional' ? entry.wrapped!.type : entry.type) as Kind;
      const own = entry.type === 'optional' ? fc.oneof(valid[kind], fc.constant(MISSING)) : valid[kind];
      return fc
        .oneof({ weight: 1000 - driftPerMille, arbitrary: own }, { weight: driftPerMille, arbitrary: drifted })
        .map((value) => [key, value] as const);
    });
  const { tree } = fc.letrec<{ tree: unknown[]; node: unknown }>((tie) => ({
    tree: fc.array(tie('node'), { maxLength: 3 }),
    node: fc
      .tuple(
        fc.tuple(...fieldArbs),
        fc.oneof(
          { maxDepth: 3 },
          { weight: 300, arbitrary: fc.constant([]) },
          { weight: 700 - driftPerMille, arbitrary: tie('tree') },
          { weight: driftPerMille, arbitrary: drifted },
        ),
        fc.constantFrom({}, { extra: 'x' }),
      )
      .map(([fields, children, extra]) => {
        const out: Record<string, unknown> = { ...extra };
        for (const [key, value] of [...fields, [childKey, children] as const]) if (value !== MISSING) out[key] = value;
        return out;
      }),
  }));
  return fc.oneof({ weight: 20, arbitrary: tree }, { weight: 1, arbitrary: fc.constantFrom(null, '[]', 12, {}) });
}

const issuesOf = (issues: readonly v.BaseIssue<unknown>[] | readonly { message: string; path?: unknown }[]) =>
  issues.map((i) => ({ message: i.message, path: (i.path as { key: unknown }[] | undefined)?.map((p) => p.key) }));

describe.each([
  ['/depart/tree', departTreeCall.answer],
  ['/depart/fullTree', fullTreeCall.answer],
])('%s checked in place', (_, schema) => {
  it('gives valibot’s own outcome on clean and drifted trees', () => {
    const seen = { held: 0, refused: 0 };
    fc.assert(
      fc.property(fc.oneof(treeOf(schema, 'departTree', 0), treeOf(schema, 'departTree', 15)), (answer) => {
        // each as the layer gets it: a fresh parse of the body
        const json = JSON.stringify(answer);
        const inPlace = schema['~standard'].validate(JSON.parse(json));
        const reference = v.safeParse(schema, JSON.parse(json));
        if (inPlace instanceof Promise) throw new TypeError('synchronous');
        if (reference.success) {
          seen.held++;
          expect(inPlace.issues).toBeUndefined();
          expect((inPlace as { value: unknown }).value).toEqual(reference.output);
        } else {
          seen.refused++;
          expect(issuesOf(inPlace.issues ?? [])).toEqual(issuesOf(reference.issues));
        }
      }),
      { numRuns: 300, seed: SEED, endOnFailure: true },
    );
    // both outcomes were exercised, so neither half of the comparison is vacuous
    expect(seen.held).toBeGreaterThan(50);
    expect(seen.refused).toBeGreaterThan(30);
  });

  it('keeps the answer’s own nodes when they hold (no copy)', () => {
    const answer = [{ id: 'd1', departName: '研发中心', parentDepartId: '0', memberTotal: 3, departTree: [] }];
    const node = { ...answer[0], departSum: 1, memberCount: 1 };
    const result = schema['~standard'].validate([node]) as unknown as { value: (typeof node)[] };
    expect(result.value[0]).toBe(node);
    expect(node).toMatchObject({ departNum: '', enable: false });
  });
});

it('refuses a schema whose fields are not plain, so the pass never checks less than valibot', () => {
  const Node: v.GenericSchema = record({
    id: v.pipe(v.string(), v.minLength(1)),
    departTree: v.array(v.lazy(() => Node)),
  });
  expect(() => plainTree(v.array(Node))).toThrow('plainTree: id is not a plain field');
});

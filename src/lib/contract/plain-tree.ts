import type { GenericSchema } from 'valibot';

// The department trees are the contract's largest answers (10,000 departments, 2 MB): checked by
// valibot, every node is copied into a new object, 11–20 ms on the main thread while the user waits
// for the organisation page. Their nodes are plain fields (a string, a number, a yes/no with a
// constant default) and their sub-departments, so they can be checked where they lie: one pass that
// reads each field's type and writes a missing default into the node, with no copy. The valibot
// schema stays the one definition: the pass is derived from it, and any answer the pass does not
// accept is checked by valibot itself, so a mismatch reads the same (the paths, expected against
// received). tests/lib/contract/plain-tree.test.ts holds the two to the same outcome on random trees.

type PlainType = 'string' | 'number' | 'boolean';

interface FieldRule {
  key: string;
  type: PlainType;
  /** undefined for a required field */
  fallback: string | number | boolean | undefined;
}

interface TreeRules {
  fields: FieldRule[];
  childKey: string;
  childrenRequired: boolean;
}

/** The parts of a valibot schema's description the pass reads. */
interface SchemaShape {
  type: string;
  pipe?: unknown;
  wrapped?: SchemaShape;
  default?: unknown;
  item?: SchemaShape;
  entries?: Record<string, SchemaShape>;
  getter?: (input: unknown) => SchemaShape;
}

const isPlain = (s: SchemaShape): s is SchemaShape & { type: PlainType } =>
  (s.type === 'string' || s.type === 'number' || s.type === 'boolean') && s.pipe === undefined;

const constant = (x: unknown): x is string | number | boolean =>
  typeof x === 'string' || typeof x === 'number' || typeof x === 'boolean';

/** `v.array(v.lazy(() => node))`: the node's own sub-nodes. */
const isChildren = (s: SchemaShape, node: SchemaShape) =>
  s.type === 'array' && s.pipe === undefined && s.item?.type === 'lazy' && s.item.getter?.(undefined) === node;

function rulesOf(tree: SchemaShape): TreeRules {
  const node = tree.item;
  if (tree.type !== 'array' || tree.pipe !== undefined || node?.type !== 'loose_object' || node.pipe !== undefined)
    throw new TypeError('plainTree: the answer must be v.array of a record');
  const fields: FieldRule[] = [];
  let children: Omit<TreeRules, 'fields'> | undefined;
  for (const [key, s] of Object.entries(node.entries ?? {})) {
    if (isPlain(s)) fields.push({ key, type: s.type, fallback: undefined });
    else if (s.type === 'optional' && s.wrapped && isPlain(s.wrapped) && constant(s.default))
      fields.push({ key, type: s.wrapped.type, fallback: s.default });
    else if (isChildren(s, node)) children = { childKey: key, childrenRequired: true };
    else if (s.type === 'optional' && s.default === undefined && s.wrapped && isChildren(s.wrapped, node))
      children = { childKey: key, childrenRequired: false };
    else throw new TypeError(`plainTree: ${key} is not a plain field or the node's sub-nodes`);
  }
  if (!children) throw new TypeError('plainTree: the record has no sub-nodes');
  return { fields, ...children };
}

/** True when every node holds its fields' types (a missing default is written into the node as it
 *  goes); false at the first node that does not, which valibot then checks in full. */
function passes(answer: unknown, { fields, childKey, childrenRequired }: TreeRules): boolean {
  if (!Array.isArray(answer)) return false;
  const pending: unknown[][] = [answer];
  for (let nodes = pending.pop(); nodes; nodes = pending.pop()) {
    for (const node of nodes) {
      if (!node || typeof node !== 'object') return false;
      const fieldsOf = node as Record<string, unknown>;
      for (const { key, type, fallback } of fields) {
        const x = fieldsOf[key];
        if (x === undefined) {
          if (fallback === undefined) return false;
          fieldsOf[key] = fallback;
        } else if (typeof x !== type || x !== x) return false; // x !== x: NaN, which v.number() refuses
      }
      const sub = fieldsOf[childKey];
      if (Array.isArray(sub)) pending.push(sub);
      else if (sub !== undefined || childrenRequired) return false;
    }
  }
  return true;
}

/** The tree schema, its answers checked in place (see above); everything else about it unchanged,
 *  so docs/openapi.json describes it as before. */
export function plainTree<S extends GenericSchema>(schema: S): S {
  const rules = rulesOf(schema as unknown as SchemaShape);
  const standard = schema['~standard'];
  return {
    ...schema,
    '~standard': {
      ...standard,
      validate: (value: unknown) => (passes(value, rules) ? { value } : standard.validate(value)),
    },
  } as S;
}

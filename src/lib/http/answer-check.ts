import { reportMismatch } from './contract-mismatch';

// An answer's `data` checked against its call's schema before any page sees it (assumed-contract
// "Answers checked at run time"). The schemas are Standard Schemas (valibot's implement it), so this
// layer runs them without importing the library: the schemas and their code stay in the feature
// chunks that use them.

/** The part of the Standard Schema interface (standardschema.dev) the layer uses. */
export interface AnswerSchema<Out = unknown> {
  readonly '~standard': {
    readonly validate: (value: unknown) => StandardResult<Out> | Promise<StandardResult<Out>>;
    readonly types?: { readonly output: Out };
  };
}

type StandardResult<Out> =
  { readonly value: Out; readonly issues?: undefined } | { readonly issues: ReadonlyArray<StandardIssue> };
type StandardIssue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }>;
};

/** One field the answer got wrong: where, and what the schema expected against what came. */
export interface MismatchIssue {
  path: string;
  message: string;
}

const segment = (s: PropertyKey | { readonly key: PropertyKey }) =>
  String(typeof s === 'object' && s !== null ? s.key : s);

/** `data.list.3.name` style: the answer's `data` is the root. */
export const issuePath = (issue: StandardIssue) => ['data', ...(issue.path ?? []).map(segment)].join('.');

/** The checked answer (defaults filled in), or the issues. The schemas are synchronous; a schema
 *  that answers with a promise is a programming error reported as one. */
export function checkAnswer<Out>(
  schema: AnswerSchema<Out>,
  data: unknown,
): { ok: true; value: Out } | { ok: false; issues: MismatchIssue[] } {
  const result = schema['~standard'].validate(data);
  if (result instanceof Promise) throw new TypeError('answer schemas must be synchronous');
  if (!result.issues) return { ok: true, value: result.value };
  return { ok: false, issues: result.issues.map((i) => ({ path: issuePath(i), message: i.message })) };
}

/** Checks, and on a mismatch tells the developer (the call, the paths, expected against received). */
export function checkedAnswer(call: string, schema: AnswerSchema, data: unknown) {
  const result = checkAnswer(schema, data);
  if (!result.ok) reportMismatch(call, result.issues);
  return result;
}

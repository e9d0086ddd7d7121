// processData: the flow tree as a JSON string saved with the approval.
import type { StartNode } from './types';
import { createFlow, walk } from './flow-tree';
import { PERMISSIONS } from './field-permissions';

const PERMISSION_VALUES: readonly string[] = PERMISSIONS;

export const PROCESS_DATA_ERROR = '流程数据格式错误';

export class ProcessDataError extends Error {
  constructor(readonly detail: string) {
    super(PROCESS_DATA_ERROR);
    this.name = 'ProcessDataError';
  }
}

export const toProcessData = (flow: StartNode): string => JSON.stringify(flow);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function check(node: unknown, where: string, branch: boolean): void {
  if (!isRecord(node) || typeof node.id !== 'string' || !node.id) throw new ProcessDataError(`${where}: bad node`);
  const type = node.type;
  const expect = (ok: boolean, what: string) => {
    if (!ok) throw new ProcessDataError(`${where}: ${what}`);
  };
  if (branch) {
    expect(type === 'condition' && Array.isArray(node.rules) && typeof node.isDefault === 'boolean', 'bad branch');
  } else {
    expect(['start', 'approver', 'cc', 'conditionNode', 'end'].includes(String(type)), `unknown type ${String(type)}`);
  }
  if (type === 'conditionNode') {
    expect(Array.isArray(node.branches) && (node.branches as unknown[]).length >= 2, 'a condition needs two branches');
    (node.branches as unknown[]).forEach((b, i) => check(b, `${where}.branches[${i}]`, true));
  }
  if (type === 'approver' || type === 'cc') {
    expect(node.settings === null || isRecord(node.settings), 'bad settings');
    const perms = node.fieldPermissions;
    expect(
      perms === undefined ||
        (isRecord(perms) && Object.values(perms).every((p) => PERMISSION_VALUES.includes(p as string))),
      'bad field permissions',
    );
  }
  if (type !== 'end' && node.child !== null && node.child !== undefined) check(node.child, `${where}.child`, false);
}

/** Parses saved processData; an empty string is a fresh flow. Throws ProcessDataError when malformed. */
export function fromProcessData(json: string): StartNode {
  if (!json) return createFlow();
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    throw new ProcessDataError('not JSON');
  }
  if (!isRecord(raw) || raw.type !== 'start') throw new ProcessDataError('no start node');
  check(raw, 'start', false);
  const flow = raw as unknown as StartNode;
  const ids = new Set<string>();
  let ends = 0;
  walk(flow, (n) => {
    if (ids.has(n.id)) throw new ProcessDataError(`duplicate id ${n.id}`);
    ids.add(n.id);
    if (n.type === 'end') ends += 1;
  });
  if (ends !== 1) throw new ProcessDataError('the main chain must finish with one end node');
  return flow;
}

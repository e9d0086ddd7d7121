// Pure edits of the flow tree. Every function returns a new tree and leaves the input untouched;
// an unknown id returns the same tree.
import type {
  AnyNode,
  ApproverNode,
  ApproverSettings,
  CcNode,
  CcSettings,
  ConditionBranch,
  ConditionGroup,
  StartNode,
} from './types';

export const DEFAULT_BRANCH_NAME = '其他情况';

let counter = 0;
/** Node ids: unique within a session; `rng` is injectable for stable tests. */
export function nodeId(prefix: string, rng: () => number = Math.random): string {
  counter += 1;
  return `${prefix}_${counter.toString(36)}${Math.floor(rng() * 1e8).toString(36)}`;
}

export function createFlow(): StartNode {
  return { id: 'start', type: 'start', name: '发起人', child: { id: 'end', type: 'end', name: '流程结束' } };
}

export const newApprover = (): ApproverNode => ({
  id: nodeId('approver'),
  type: 'approver',
  name: '审批人',
  settings: null,
  child: null,
});

export const newCc = (): CcNode => ({ id: nodeId('cc'), type: 'cc', name: '抄送人', settings: null, child: null });

export const newBranch = (n: number, isDefault = false): ConditionBranch => ({
  id: nodeId('condition'),
  type: 'condition',
  name: isDefault ? DEFAULT_BRANCH_NAME : `条件${n}`,
  isDefault,
  rules: [],
  child: null,
});

export const newConditionGroup = (): ConditionGroup => ({
  id: nodeId('route'),
  type: 'conditionNode',
  branches: [newBranch(1), newBranch(2, true)],
  child: null,
});

/** Rebuilds the tree bottom-up with `fn` applied to every node (fn returns the node to keep). */
export function mapTree<T extends AnyNode>(node: T, fn: (n: AnyNode) => AnyNode): T {
  let next: AnyNode = node;
  if (next.type === 'conditionNode') {
    const branches = next.branches.map((b) => mapTree(b, fn));
    if (branches.some((b, i) => b !== (next as ConditionGroup).branches[i])) next = { ...next, branches };
  }
  if ('child' in next && next.child) {
    const child = mapTree(next.child, fn);
    if (child !== next.child) next = { ...next, child } as AnyNode;
  }
  return fn(next) as T;
}

/** Inserts `node` (whose own chain must be empty) right after the node or branch `afterId`. */
function insertAfter(flow: StartNode, afterId: string, node: ApproverNode | CcNode | ConditionGroup): StartNode {
  return mapTree(flow, (n) => {
    if (n.id !== afterId || n.type === 'end') return n;
    return { ...n, child: { ...node, child: n.child } } as AnyNode;
  });
}

export const addApprover = (flow: StartNode, afterId: string, node: ApproverNode = newApprover()) =>
  insertAfter(flow, afterId, node);

export const addCc = (flow: StartNode, afterId: string, node: CcNode = newCc()) => insertAfter(flow, afterId, node);

export const addCondition = (flow: StartNode, afterId: string, node: ConditionGroup = newConditionGroup()) =>
  insertAfter(flow, afterId, node);

/** Adds a branch to a condition node, just before its default branch. */
export function addBranch(flow: StartNode, groupId: string): StartNode {
  return mapTree(flow, (n) => {
    if (n.id !== groupId || n.type !== 'conditionNode') return n;
    const at = n.branches.findIndex((b) => b.isDefault);
    const branches = [...n.branches];
    branches.splice(at < 0 ? branches.length : at, 0, newBranch(n.branches.length));
    return { ...n, branches };
  });
}

export type RemoveOutcome = 'node' | 'branch' | 'group' | 'none';

/** What removing `id` would do: a branch goes alone only while its condition has more than two branches. */
export function removalOutcome(flow: StartNode, id: string): RemoveOutcome {
  const found = findNode(flow, id);
  if (!found || found.type === 'start' || found.type === 'end') return 'none';
  if (found.type !== 'condition') return 'node';
  const group = findParentGroup(flow, id);
  return group && group.branches.length > 2 ? 'branch' : 'group';
}

/** Removes an approver or condition node (its chain after it moves up) or a branch (see removalOutcome). */
export function removeNode(flow: StartNode, id: string): StartNode {
  const outcome = removalOutcome(flow, id);
  if (outcome === 'none') return flow;
  const groupId = outcome === 'group' ? findParentGroup(flow, id)?.id : id;
  return mapTree(flow, (n) => {
    if (outcome === 'branch' && n.type === 'conditionNode' && n.branches.some((b) => b.id === id)) {
      return { ...n, branches: n.branches.filter((b) => b.id !== id) };
    }
    if ('child' in n && n.child && n.child.id === groupId && n.child.type !== 'end') {
      return { ...n, child: n.child.child } as AnyNode;
    }
    return n;
  });
}

export function setApprover(flow: StartNode, id: string, settings: ApproverSettings, name?: string): StartNode {
  return mapTree(flow, (n) =>
    n.id === id && n.type === 'approver' ? { ...n, settings, name: name?.trim() || n.name } : n,
  );
}

export function setCc(flow: StartNode, id: string, settings: CcSettings, name?: string): StartNode {
  return mapTree(flow, (n) => (n.id === id && n.type === 'cc' ? { ...n, settings, name: name?.trim() || n.name } : n));
}

export function updateBranch(
  flow: StartNode,
  id: string,
  patch: Partial<Pick<ConditionBranch, 'name' | 'rules'>>,
): StartNode {
  return mapTree(flow, (n) => (n.id === id && n.type === 'condition' && !n.isDefault ? { ...n, ...patch } : n));
}

/** Moves branch `id` to where branch `overId` is (drag and drop); the default branch stays last. */
export function moveBranch(flow: StartNode, id: string, overId: string): StartNode {
  return mapTree(flow, (n) => {
    if (n.type !== 'conditionNode') return n;
    const from = n.branches.findIndex((b) => b.id === id);
    const to = n.branches.findIndex((b) => b.id === overId);
    if (from < 0 || to < 0 || from === to || n.branches[from].isDefault || n.branches[to].isDefault) return n;
    const branches = [...n.branches];
    const [moved] = branches.splice(from, 1);
    branches.splice(to, 0, moved);
    return { ...n, branches };
  });
}

/** Every node, depth first, branches before what follows their condition node. */
export function walk(flow: StartNode, visit: (node: AnyNode, depth: number) => void) {
  const go = (node: AnyNode | null, depth: number) => {
    if (!node) return;
    visit(node, depth);
    if (node.type === 'conditionNode') for (const b of node.branches) go(b, depth + 1);
    if ('child' in node) go(node.child, depth);
  };
  go(flow, 0);
}

export function findNode(flow: StartNode, id: string): AnyNode | undefined {
  let hit: AnyNode | undefined;
  walk(flow, (n) => {
    if (n.id === id) hit ??= n;
  });
  return hit;
}

export function findParentGroup(flow: StartNode, branchId: string): ConditionGroup | undefined {
  let hit: ConditionGroup | undefined;
  walk(flow, (n) => {
    if (n.type === 'conditionNode' && n.branches.some((b) => b.id === branchId)) hit = n;
  });
  return hit;
}

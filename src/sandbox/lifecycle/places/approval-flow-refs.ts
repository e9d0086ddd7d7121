// The people and departments an approval's flow (processData, JSON) names: approver members, CC
// members and the person an empty node passes to are `{ lenovoId, name }` objects anywhere in the
// tree; a condition on the initiator's department lists `{ id, name }` departments.

type Json = unknown;
const isRecord = (v: Json): v is Record<string, Json> => typeof v === 'object' && v !== null && !Array.isArray(v);
/** a flow node (it has a name and is not itself a person) */
const isNode = (v: Record<string, Json>) =>
  typeof v.id === 'string' && typeof v.name === 'string' && !('lenovoId' in v);

export interface PersonInFlow {
  node: string;
  lenovoId: string;
}

export interface DepartmentInFlow {
  node: string;
  id: string;
  name: string;
}

export function parseFlow(processData: string): Json {
  try {
    return JSON.parse(processData) as Json;
  } catch {
    return null;
  }
}

function walk(flow: Json, visit: (v: Record<string, Json>, node: string) => void) {
  const scan = (v: Json, node: string) => {
    if (Array.isArray(v)) return v.forEach((x) => scan(x, node));
    if (!isRecord(v)) return;
    visit(v, node);
    const here = isNode(v) ? String(v.name) : node;
    for (const x of Object.values(v)) scan(x, here);
  };
  scan(flow, '');
}

export function peopleInFlow(flow: Json): PersonInFlow[] {
  const found: PersonInFlow[] = [];
  walk(flow, (v, node) => {
    if (typeof v.lenovoId === 'string') found.push({ node: node || '流程节点', lenovoId: v.lenovoId });
  });
  return found;
}

export function departmentsInFlow(flow: Json): DepartmentInFlow[] {
  const found: DepartmentInFlow[] = [];
  walk(flow, (v, node) => {
    if (v.kind !== 'department' || !Array.isArray(v.departments)) return;
    for (const d of v.departments)
      if (isRecord(d) && typeof d.id === 'string') found.push({ node, id: d.id, name: String(d.name ?? d.id) });
  });
  return found;
}

/** The names of the flow nodes naming `lenovoId`. */
export const nodesNaming = (flow: Json, lenovoId: string) => [
  ...new Set(
    peopleInFlow(flow)
      .filter((x) => x.lenovoId === lenovoId)
      .map((x) => x.node),
  ),
];

/** The flow with every reference to `from` naming `to` instead (a list naming both keeps one). */
export function renamed(v: Json, from: string, to: { lenovoId: string; name: string }): Json {
  if (Array.isArray(v)) {
    const out = v.map((x) => renamed(x, from, to));
    const seen = new Set<string>();
    return out.filter(
      (x) => !isRecord(x) || typeof x.lenovoId !== 'string' || (!seen.has(x.lenovoId) && !!seen.add(x.lenovoId)),
    );
  }
  if (!isRecord(v)) return v;
  if (v.lenovoId === from) return { ...v, lenovoId: to.lenovoId, name: to.name };
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, renamed(x, from, to)]));
}

/** The flow with every condition naming department `from` naming `to` instead (a list naming both
 *  keeps one): a merge of a restructure plan. */
export function departmentSwapped(v: Json, from: string, to: { id: string; name: string }): Json {
  if (Array.isArray(v)) return v.map((x) => departmentSwapped(x, from, to));
  if (!isRecord(v)) return v;
  if (v.kind === 'department' && Array.isArray(v.departments)) {
    const next = v.departments.map((d) => (isRecord(d) && d.id === from ? { ...d, id: to.id, name: to.name } : d));
    const seen = new Set<string>();
    const departments = next.filter(
      (d) => !isRecord(d) || typeof d.id !== 'string' || (!seen.has(d.id) && !!seen.add(d.id)),
    );
    return { ...v, departments };
  }
  return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, departmentSwapped(x, from, to)]));
}

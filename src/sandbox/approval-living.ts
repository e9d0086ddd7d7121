// What an approval save keeps of the people and departments it sends (docs/product.md Part D §2,
// "Saves"): a person who has departed or been deleted since the form was opened, or a department
// deleted since, is left out and reported (lifecycle/keep-living.ts), and what is left empty falls
// back as a departure without a hand-over would leave it. Ids the enterprise never had are kept,
// for the save's own checks to refuse.
import type { UserRef } from '@/features/approvals/api/types';
import { keepLiving } from './lifecycle/keep-living';

type Json = unknown;
type Rec = Record<string, Json>;
const isRecord = (v: Json): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
const personId = (v: Json) => (isRecord(v) && typeof v.lenovoId === 'string' ? v.lenovoId : null);

/** The lenovoIds a list of `{ lenovoId }` names (anything else is left for the format checks). */
const idsOf = (list: Json) => (Array.isArray(list) ? list.flatMap((u) => personId(u) ?? []) : []);

function parse(processData: Json): Json {
  if (typeof processData !== 'string') return undefined;
  try {
    return JSON.parse(processData) as Json;
  } catch {
    return undefined;
  }
}

/** Every person and department the flow names, wherever they are. */
function flowRefs(flow: Json, people: string[] = [], departs: string[] = []) {
  if (Array.isArray(flow)) flow.forEach((x) => flowRefs(x, people, departs));
  else if (isRecord(flow)) {
    const id = personId(flow);
    if (id !== null) people.push(id);
    if (flow.kind === 'department' && Array.isArray(flow.departments))
      for (const d of flow.departments) if (isRecord(d) && typeof d.id === 'string') departs.push(d.id);
    for (const x of Object.values(flow)) flowRefs(x, people, departs);
  }
  return { people, departs };
}

interface Gone {
  people: ReadonlySet<string>;
  departs: ReadonlySet<string>;
  /** who takes an emptied responsibility: the approval's first administrator still here */
  holder: UserRef;
}

/** A rule on the initiator's department that named only deleted departments can never be met. */
function ruleDead(rule: Json, gone: Gone): boolean {
  if (!isRecord(rule) || rule.kind !== 'department' || !Array.isArray(rule.departments) || !rule.departments.length)
    return false;
  return rule.departments.every((d) => isRecord(d) && gone.departs.has(String(d.id)));
}

function pruneRule(rule: Json, gone: Gone): Json {
  if (!isRecord(rule) || rule.kind !== 'department' || !Array.isArray(rule.departments)) return rule;
  return { ...rule, departments: rule.departments.filter((d) => !(isRecord(d) && gone.departs.has(String(d.id)))) };
}

/** Approver and CC settings: the people left; a 'members' node left with nobody, or an empty node's
 *  person who left, goes to the holder (as a departure without a hand-over does). */
function pruneSettings(s: Rec, gone: Gone): Rec {
  const out = { ...s };
  if (Array.isArray(s.members)) {
    const kept = s.members.filter((m) => !gone.people.has(personId(m) ?? ''));
    out.members = !kept.length && s.members.length && s.mode === 'members' ? [{ ...gone.holder }] : kept;
  }
  if (gone.people.has(personId(s.emptyMember) ?? '')) out.emptyMember = { ...gone.holder };
  return out;
}

/** The chain `head` with `next` hung after its last node. */
function attach(head: Json, next: Json): Json {
  if (!isRecord(head)) return next;
  return { ...head, child: attach(head.child ?? null, next) };
}

/** One node and the chain after it. A branch whose conditions can never be met (a department rule
 *  naming only deleted departments) is left out with its nodes; a condition node left with only its
 *  default branch becomes that branch's nodes: every request goes the way it went before. */
function pruneNode(node: Json, gone: Gone): Json {
  if (!isRecord(node)) return node;
  const out: Rec = { ...node };
  if (isRecord(node.settings)) out.settings = pruneSettings(node.settings, gone);
  if (Array.isArray(node.rules)) out.rules = node.rules.map((r) => pruneRule(r, gone));
  if (Array.isArray(node.branches)) {
    const live = node.branches.filter(
      (b) => !(isRecord(b) && !b.isDefault && Array.isArray(b.rules) && b.rules.some((r) => ruleDead(r, gone))),
    );
    const branches = live.map((b) => pruneNode(b, gone));
    const only = branches[0];
    if (branches.length === 1 && isRecord(only) && only.isDefault && live.length < node.branches.length)
      return pruneNode(attach(only.child ?? null, node.child ?? null), gone);
    out.branches = branches;
  }
  if ('child' in node) out.child = pruneNode(node.child, gone);
  return out;
}

export interface ApprovalPeople {
  visibleUsers?: Json;
  approveAdministrators?: Json;
  processData?: Json;
}

/**
 * The body's people and departments still living. `fallbackAdmins`: the enterprise administrator,
 * who takes an administrators list left empty. Must run in the handler's synchronous part.
 */
export function keepLivingApproval(e: string, body: ApprovalPeople, fallbackAdmins: () => UserRef[]): ApprovalPeople {
  const flow = parse(body.processData);
  const inFlow = flow === undefined ? { people: [], departs: [] } : flowRefs(flow);
  const sent = [...idsOf(body.approveAdministrators), ...idsOf(body.visibleUsers), ...inFlow.people];
  const living = keepLiving(e, { lenovoIds: sent, departIds: inFlow.departs });
  const alive = new Set(living.lenovoIds);
  const stay = new Set(living.departIds);
  const people = new Set(sent.filter((id) => !alive.has(id)));
  const departs = new Set(inFlow.departs.filter((id) => !stay.has(id)));
  if (!people.size && !departs.size) return body;
  const keep = (list: Json) => (Array.isArray(list) ? list.filter((u) => !people.has(personId(u) ?? '')) : list);
  const keptAdmins = keep(body.approveAdministrators);
  const admins =
    Array.isArray(keptAdmins) && !keptAdmins.length && idsOf(body.approveAdministrators).length
      ? fallbackAdmins()
      : keptAdmins;
  const keptVisible = keep(body.visibleUsers);
  // specified viewers left empty are the approval's administrators: never visible to more people
  const visible =
    Array.isArray(keptVisible) && !keptVisible.length && idsOf(body.visibleUsers).length && Array.isArray(admins)
      ? admins.map((u) => ({ ...(u as Rec) }))
      : keptVisible;
  const holder =
    (Array.isArray(admins) ? (admins.find((u) => personId(u) !== null) as UserRef | undefined) : undefined) ??
    fallbackAdmins()[0];
  const processData =
    flow === undefined || !holder
      ? body.processData
      : JSON.stringify(pruneNode(flow, { people, departs, holder: { lenovoId: holder.lenovoId, name: holder.name } }));
  return { visibleUsers: visible, approveAdministrators: admins, processData };
}

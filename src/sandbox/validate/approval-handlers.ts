// Server-side check of the CC node (抄送人) and of field permissions at approver and CC nodes
// (docs/assumed-contract.md "Beyond the spec" → "Approval process"). Written from the
// contract, not from the console's process designer.
import { Reject } from '../respond';
import type { Control } from './approval-form';
import { CC_MODES, CC_NOTIFY, FIELD_PERMISSIONS, MAX_SUPERVISOR_LEVEL } from './approval-spec';

const CC_FIELD_PERMISSIONS = ['read', 'hidden'] as const;

type Node = Record<string, unknown>;

function refuse(message: string): never {
  throw new Reject(400, message);
}

const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);
const nameOf = (n: Node) => (typeof n.name === 'string' ? n.name : '');

/** Every control id of the form, details' children included. */
function controlIds(controls: readonly Control[], out = new Set<string>()): Set<string> {
  for (const c of controls) {
    out.add(c.id);
    controlIds(c.children, out);
  }
  return out;
}

/** fieldPermissions: absent, or { controlId: 'edit' | 'read' | 'hidden' } naming controls of the form
 *  (a CC node's: 'read' | 'hidden', a CC reads the form and does not edit it). */
export function checkFieldPermissions(
  node: Node,
  at: string,
  controls: readonly Control[],
  allowed: readonly string[] = FIELD_PERMISSIONS,
) {
  const perms = node.fieldPermissions;
  if (perms === undefined) return;
  if (!isRecord(perms)) refuse(`${at}的表单权限格式错误`);
  const ids = controlIds(controls);
  for (const [id, value] of Object.entries(perms as Node)) {
    if (!ids.has(id)) refuse(`${at}的表单权限中有不存在的字段「${id}」`);
    if (!oneOf(allowed, value))
      refuse(`${at}的表单权限「${id}」应为${allowed.join('、').replace(/、(?=[^、]*$)/, '或')}`);
  }
}

export interface PeopleCheck {
  person(ref: unknown, what: string): void;
}

/** A CC node: named, set, with the people its kind needs. */
export function checkCc(node: Node, controls: readonly Control[], people: PeopleCheck) {
  const at = `抄送节点「${nameOf(node)}」`;
  if (!nameOf(node).trim()) refuse('有抄送节点未填写名称');
  const s = node.settings;
  if (s === null || s === undefined) refuse(`${at}未设置抄送人`);
  if (
    !isRecord(s) ||
    !oneOf(CC_MODES, s.mode) ||
    !oneOf(CC_NOTIFY, s.notifyOn) ||
    typeof s.allowAdd !== 'boolean' ||
    !Array.isArray(s.members) ||
    !Array.isArray(s.roles)
  ) {
    refuse(`${at}的抄送人设置格式错误`);
  }
  const settings = s as Node;
  const members = settings.members as unknown[];
  const roles = settings.roles as unknown[];
  if (settings.mode === 'members' && !members.length) refuse(`${at}请至少选择一位抄送成员`);
  for (const m of members) people.person(m, `${at}的抄送成员`);
  if (!roles.every((r) => typeof r === 'string' && r.trim())) refuse(`${at}的抄送角色格式错误`);
  if (settings.mode === 'role' && !roles.length) refuse(`${at}请至少选择一个抄送角色`);
  if (settings.mode === 'supervisor') {
    const level = settings.supervisorLevel;
    if (!Number.isInteger(level) || (level as number) < 1 || (level as number) > MAX_SUPERVISOR_LEVEL)
      refuse(`${at}主管级别应在1到${MAX_SUPERVISOR_LEVEL}之间`);
  }
  checkFieldPermissions(node, at, controls, CC_FIELD_PERMISSIONS);
}

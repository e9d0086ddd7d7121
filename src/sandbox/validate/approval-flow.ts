// Server-side check of an approval's processData, the flow tree (admin-modules §3 "Flow nodes", §4,
// §5; its shape in docs/assumed-contract.md "Approvals"): start first, one end last on the main chain,
// every approver set, condition nodes with ruled branches and one default branch last. Written from
// the spec, not from the console's process designer.
import { Reject } from '../respond';
import type { Control } from './approval-form';
import { checkCc, checkFieldPermissions } from './approval-handlers';
import {
  APPROVER_MODES,
  COMPARE_OPERATORS,
  CONDITION_CONTROL_TYPES,
  EMPTY_ACTIONS,
  INITIATOR_DEPARTMENT,
  MAX_SUPERVISOR_LEVEL,
  SIGN_MODES,
} from './approval-spec';

export const PROCESS_DATA_MALFORMED = '流程数据格式错误';
/** Deeper chains are refused before they are walked. */
const MAX_DEPTH = 200;

/** What the flow may name besides the form: the enterprise's people and departments. */
export interface FlowContext {
  isMember: (lenovoId: string) => boolean;
  hasDepartment: (id: string) => boolean;
}

type Node = Record<string, unknown>;

function refuse(message: string): never {
  throw new Reject(400, message);
}

const isRecord = (v: unknown): v is Node => typeof v === 'object' && v !== null && !Array.isArray(v);
const nameOf = (n: Node) => (typeof n.name === 'string' ? n.name : '');
const oneOf = <T extends string>(list: readonly T[], v: unknown): v is T => list.includes(v as T);

function nodeOf(raw: unknown, ids: Set<string>): Node {
  if (!isRecord(raw) || typeof raw.id !== 'string' || !raw.id) return refuse(PROCESS_DATA_MALFORMED);
  if (ids.has(raw.id)) refuse(`流程节点id「${raw.id}」重复`);
  ids.add(raw.id);
  return raw;
}

function checkPerson(ref: unknown, what: string, ctx: FlowContext) {
  if (!isRecord(ref) || typeof ref.lenovoId !== 'string') refuse(`${what}格式错误`);
  if (!ctx.isMember(ref.lenovoId as string)) refuse(`${what}不属于本企业`);
}

function checkApprover(node: Node, controls: readonly Control[], ctx: FlowContext) {
  const at = `审批节点「${nameOf(node)}」`;
  if (!nameOf(node).trim()) refuse('有审批节点未填写名称');
  const s = node.settings;
  if (s === null || s === undefined) refuse(`${at}未设置审批人`);
  if (
    !isRecord(s) ||
    !oneOf(APPROVER_MODES, s.mode) ||
    !oneOf(SIGN_MODES, s.signMode) ||
    !oneOf(EMPTY_ACTIONS, s.emptyAction) ||
    !Array.isArray(s.members)
  ) {
    refuse(`${at}的审批人设置格式错误`);
  }
  const settings = s as Node;
  if (settings.mode === 'members' && !(settings.members as unknown[]).length) refuse(`${at}请至少选择一位审批成员`);
  for (const m of settings.members as unknown[]) checkPerson(m, `${at}的审批成员`, ctx);
  if (settings.mode === 'role' && !(typeof settings.role === 'string' && settings.role.trim()))
    refuse(`${at}请选择审批角色`);
  if (settings.mode === 'supervisor') {
    const level = settings.supervisorLevel;
    if (!Number.isInteger(level) || (level as number) < 1 || (level as number) > MAX_SUPERVISOR_LEVEL)
      refuse(`${at}主管级别应在1到${MAX_SUPERVISOR_LEVEL}之间`);
  }
  if (settings.emptyAction === 'toMember') {
    if (!settings.emptyMember) refuse(`${at}请选择审批人为空时的转交人员`);
    checkPerson(settings.emptyMember, `${at}的转交人员`, ctx);
  }
  checkFieldPermissions(node, at, controls);
}

function checkRule(rule: unknown, at: string, controls: readonly Control[], ctx: FlowContext) {
  if (!isRecord(rule)) return refuse(`${at}条件格式错误`);
  if (rule.kind === 'department') {
    if (rule.fieldId !== INITIATOR_DEPARTMENT || !Array.isArray(rule.departments)) refuse(`${at}条件格式错误`);
    const departments = rule.departments as unknown[];
    if (!departments.length) refuse(`${at}请选择发起人部门`);
    for (const d of departments) {
      if (!isRecord(d) || typeof d.id !== 'string') refuse(`${at}条件格式错误`);
      if (!ctx.hasDepartment(d.id as string)) refuse(`${at}部门「${String(d.name ?? d.id)}」不存在`);
    }
    return;
  }
  if (rule.kind !== 'number' && rule.kind !== 'option') refuse(`${at}条件类型不正确`);
  const shown = String(rule.fieldName ?? rule.fieldId ?? '');
  const field = controls.find((c) => c.id === rule.fieldId && CONDITION_CONTROL_TYPES.includes(c.type));
  if (!field) return refuse(`${at}条件字段「${shown}」已不存在`);
  if (rule.kind === 'number') {
    if (field.type !== 'Number' && field.type !== 'Money') refuse(`${at}条件字段「${field.name}」不是数字`);
    if (!oneOf(COMPARE_OPERATORS, rule.operator)) refuse(`${at}「${field.name}」的比较方式不正确`);
    const isNum = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
    if (!isNum(rule.value) || (rule.operator === 'between' && !isNum(rule.value2)))
      refuse(`${at}请填写「${field.name}」的比较值`);
    if (rule.operator === 'between' && (rule.value2 as number) < (rule.value as number))
      refuse(`${at}「${field.name}」的区间下限不能大于上限`);
    return;
  }
  if (field.type === 'Number' || field.type === 'Money') refuse(`${at}条件字段「${field.name}」没有选项`);
  const options =
    ((field.type === 'AskLeave' ? field.raw.askLeaveTypeList : field.raw.dataSource) as string[] | undefined) ?? [];
  if (!Array.isArray(rule.options) || !rule.options.every((o) => typeof o === 'string'))
    return refuse(`${at}条件格式错误`);
  if (!rule.options.length) refuse(`${at}请选择「${field.name}」的选项`);
  const gone = (rule.options as string[]).filter((o) => !options.includes(o));
  if (gone.length) refuse(`${at}「${field.name}」的选项「${gone.join('、')}」已不存在`);
}

function checkBranch(
  raw: unknown,
  last: boolean,
  controls: readonly Control[],
  ctx: FlowContext,
  ids: Set<string>,
  depth: number,
) {
  const branch = nodeOf(raw, ids);
  if (
    branch.type !== 'condition' ||
    typeof branch.isDefault !== 'boolean' ||
    !Array.isArray(branch.rules) ||
    typeof branch.name !== 'string'
  ) {
    refuse(PROCESS_DATA_MALFORMED);
  }
  if (!nameOf(branch).trim()) refuse('有条件分支未填写名称');
  const at = `条件「${nameOf(branch)}」：`;
  const rules = branch.rules as unknown[];
  if (branch.isDefault) {
    if (!last) refuse('条件节点须以一个默认分支（其他情况）结尾');
    if (rules.length) refuse(`默认分支「${nameOf(branch)}」不能设置条件`);
  } else {
    if (last) refuse('条件节点须以一个默认分支（其他情况）结尾');
    if (!rules.length) refuse(`条件「${nameOf(branch)}」未设置条件`);
    for (const rule of rules) checkRule(rule, at, controls, ctx);
  }
  checkChain(branch.child, false, controls, ctx, ids, depth + 1);
}

/** A chain of nodes through `child`: the main chain ends with the end node, a branch's chain with null. */
function checkChain(
  raw: unknown,
  main: boolean,
  controls: readonly Control[],
  ctx: FlowContext,
  ids: Set<string>,
  depth: number,
): void {
  if (depth > MAX_DEPTH) refuse('流程节点层级过深');
  if (raw === null || raw === undefined) {
    if (main) refuse('流程须以结束节点结束');
    return;
  }
  const node = nodeOf(raw, ids);
  switch (node.type) {
    case 'end':
      if (!main) refuse('条件分支中不能包含结束节点');
      if (node.child !== undefined && node.child !== null) refuse('结束节点之后不能再有节点');
      return;
    case 'approver':
      checkApprover(node, controls, ctx);
      break;
    case 'cc':
      checkCc(node, controls, { person: (ref, what) => checkPerson(ref, what, ctx) });
      break;
    case 'conditionNode': {
      const branches = node.branches;
      if (!Array.isArray(branches) || branches.length < 2) refuse('条件节点至少需要两个分支');
      (branches as unknown[]).forEach((b, i, all) => checkBranch(b, i === all.length - 1, controls, ctx, ids, depth));
      break;
    }
    case 'start':
      refuse('流程中只能有一个发起人节点');
      break;
    case 'condition':
      refuse('条件分支只能位于条件节点中');
      break;
    default:
      refuse(`流程节点类型「${String(node.type)}」不正确`);
  }
  checkChain(node.child, main, controls, ctx, ids, depth + 1);
}

/** Throws Reject(400) with the first problem of processData; `controls` are formData's checked controls. */
export function checkProcessData(processData: unknown, controls: readonly Control[], ctx: FlowContext): void {
  let raw: unknown;
  try {
    raw = typeof processData === 'string' ? JSON.parse(processData) : undefined;
  } catch {
    raw = undefined;
  }
  if (!isRecord(raw)) refuse(PROCESS_DATA_MALFORMED);
  const ids = new Set<string>();
  const start = nodeOf(raw, ids);
  if (start.type !== 'start') refuse('流程须以发起人节点开始');
  checkChain(start.child, true, controls, ctx, ids, 1);
}

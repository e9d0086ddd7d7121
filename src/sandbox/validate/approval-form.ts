// Server-side check of an approval's formData (platform-shell §3.5, §4.4, §5; admin-modules §3, §5),
// written from the spec, not from the console's designer: the first problem is refused with a
// Chinese message (400). Messages are listed in docs/assumed-contract.md ("A sandbox that checks").
import { Reject } from '../respond';
import {
  CONTROL_ID_LENGTH,
  CONTROL_LABELS,
  CONTROL_SETTINGS,
  CONTROL_TYPES,
  isKind,
  MAX_UPLOAD_COUNT,
  type ControlType,
} from './approval-spec';
import { isCompleteFormula, type Piece } from './formula-syntax';

export const FORM_DATA_MALFORMED = '表单数据格式错误';

export interface Control {
  id: string;
  name: string;
  type: ControlType;
  children: Control[];
  raw: Record<string, unknown>;
}

function refuse(message: string): never {
  throw new Reject(400, message);
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const ID = new RegExp(`^[A-Za-z0-9]{${CONTROL_ID_LENGTH}}$`);

const labelOf = (c: { name: string; type: ControlType }) => c.name.trim() || CONTROL_LABELS[c.type];
const whereOf = (group: Control | null) => (group ? `明细「${labelOf(group)}」中` : '');

/** Type, id, name and the kinds of the settings a control carries; Particulars children recursively. */
function shapeOf(raw: unknown, group: Control | null): Control {
  if (!isRecord(raw)) return refuse(FORM_DATA_MALFORMED);
  const type = raw.type;
  if (!CONTROL_TYPES.includes(type as ControlType)) return refuse(`不支持的控件类型「${String(type)}」`);
  const control: Control = {
    id: '',
    name: typeof raw.name === 'string' ? raw.name : '',
    type: type as ControlType,
    children: [],
    raw,
  };
  if (typeof raw.name !== 'string') refuse(`${whereOf(group)}有${CONTROL_LABELS[control.type]}未填写名称`);
  if (typeof raw.id !== 'string' || !ID.test(raw.id)) {
    refuse(`${whereOf(group)}「${labelOf(control)}」的控件id不正确，应为${CONTROL_ID_LENGTH}位字母或数字`);
  }
  control.id = raw.id as string;
  for (const [key, kind] of Object.entries(CONTROL_SETTINGS[control.type])) {
    if (raw[key] !== undefined && !isKind(raw[key], kind))
      refuse(`${whereOf(group)}「${labelOf(control)}」的设置${key}格式错误`);
  }
  if (control.type === 'Particulars') {
    if (group) refuse(`明细「${labelOf(group)}」中不能再添加明细`);
    control.children = ((raw.children as unknown[] | undefined) ?? []).map((child) => shapeOf(child, control));
  }
  return control;
}

function checkIds(controls: readonly Control[]) {
  const seen = new Set<string>();
  for (const c of controls.flatMap((x) => [x, ...x.children])) {
    if (seen.has(c.id)) refuse(`控件id「${c.id}」重复`);
    seen.add(c.id);
  }
}

const SUB_NAMES: Array<[string, string]> = [
  ['startName', '开始时间名称'],
  ['endName', '结束时间名称'],
  ['durationName', '时长名称'],
];

/** Names are non-empty and unique per scope; a DateSection's three row names share the scope (§5). */
function checkNames(scope: readonly Control[], group: Control | null) {
  const where = whereOf(group);
  const seen = new Set<string>();
  const claim = (name: string) => {
    if (seen.has(name)) refuse(`${where}名称「${name}」重复`);
    seen.add(name);
  };
  for (const c of scope) {
    if (!c.name.trim()) refuse(`${where}有${CONTROL_LABELS[c.type]}未填写名称`);
    claim(c.name.trim());
    if (c.type !== 'DateSection') continue;
    for (const [key, label] of SUB_NAMES) {
      const value = String(c.raw[key] ?? '').trim();
      if (!value) refuse(`${where}「${labelOf(c)}」的${label}不能为空`);
      claim(value);
    }
  }
}

function checkOptions(c: Control, where: string) {
  const options = (c.raw.dataSource as string[] | undefined) ?? [];
  const chosen = (c.raw.selectData as string[] | undefined) ?? [];
  const label = `${where}「${labelOf(c)}」`;
  if (!options.length) refuse(`${label}请至少添加一个选项`);
  if (options.some((o) => !o.trim())) refuse(`${label}选项内容不能为空`);
  if (new Set(options.map((o) => o.trim())).size !== options.length) refuse(`${label}选项不能重复`);
  if (chosen.some((o) => !options.includes(o))) refuse(`${label}的默认选项不在选项中`);
  if (c.type === 'SingleRadio' && chosen.length > 1) refuse(`${label}只能有一个默认选项`);
}

function checkUpload(c: Control, where: string) {
  const label = `${where}「${labelOf(c)}」`;
  const max = c.raw.maxCount;
  if (!Number.isInteger(max) || (max as number) < 1 || (max as number) > MAX_UPLOAD_COUNT) {
    refuse(`${label}的上传数量上限应在1到${MAX_UPLOAD_COUNT}之间`);
  }
  if (((c.raw.dataSource as unknown[] | undefined) ?? []).length > (max as number))
    refuse(`${label}的文件数量超过上限`);
}

const isPiece = (p: unknown): p is Piece =>
  isRecord(p) &&
  ((p.kind === 'token' && typeof p.text === 'string') ||
    (p.kind === 'ref' &&
      typeof p.id === 'string' &&
      typeof p.name === 'string' &&
      (p.invalid === undefined || typeof p.invalid === 'boolean')));

/** A formula references Number/Money controls of its own scope (top level, or the same group). */
function checkFormula(c: Control, scope: readonly Control[], where: string) {
  const label = `${where}「${labelOf(c)}」`;
  const pieces = (c.raw.backupsData as unknown[] | undefined) ?? [];
  if (!pieces.length) refuse(`${label}请设置计算公式`);
  if (!pieces.every(isPiece)) refuse(`${label}的计算公式格式错误`);
  for (const p of pieces as Piece[]) {
    if (p.kind !== 'ref') continue;
    if (p.invalid) refuse(`${label}计算公式中包含无效字段`);
    const target = scope.find((x) => x.id === p.id);
    if (!target) refuse(`${label}计算公式引用的字段「${p.name}」不存在`);
    if (target.type !== 'Number' && target.type !== 'Money') refuse(`${label}计算公式只能引用数字输入框或金额控件`);
  }
  if (!isCompleteFormula(pieces as Piece[])) refuse(`${label}计算公式不完整`);
}

const CHOICE_TYPES: readonly ControlType[] = ['SingleRadio', 'MultipleRadio'];

/** 显示规则: a choice control placed before this one in the same scope, and options it offers. */
function checkShowRule(c: Control, before: readonly Control[], where: string) {
  const rule = c.raw.showRule;
  if (rule === undefined || rule === null) return;
  const label = `${where}「${labelOf(c)}」`;
  if (
    !isRecord(rule) ||
    typeof rule.fieldId !== 'string' ||
    !Array.isArray(rule.options) ||
    !rule.options.every((o) => typeof o === 'string')
  ) {
    refuse(`${label}的显示规则格式错误`);
  }
  const target = before.find((x) => x.id === rule.fieldId);
  if (!target) refuse(`${label}的显示规则引用的字段不存在或不在它之前`);
  if (!CHOICE_TYPES.includes(target.type)) refuse(`${label}的显示规则只能引用单选框或多选框`);
  const options = rule.options as string[];
  if (!options.length) refuse(`${label}的显示规则未选择选项`);
  const offered = (target.raw.dataSource as string[] | undefined) ?? [];
  const missing = options.find((o) => !offered.includes(o));
  if (missing !== undefined) refuse(`${label}的显示规则引用的选项「${missing}」不存在`);
}

function checkSettings(scope: readonly Control[], group: Control | null) {
  const where = whereOf(group);
  for (const [i, c] of scope.entries()) {
    checkShowRule(c, scope.slice(0, i), where);
    if (c.type === 'SingleRadio' || c.type === 'MultipleRadio') checkOptions(c, where);
    if (c.type === 'Picture' || c.type === 'Accessory') checkUpload(c, where);
    if (c.type === 'Computational') checkFormula(c, scope, where);
    if (c.type === 'Particulars') {
      checkNames(c.children, c);
      checkSettings(c.children, c);
    }
  }
}

/** The controls of a valid formData; throws Reject(400) with the first problem otherwise. */
export function checkFormData(formData: unknown): Control[] {
  let raw: unknown;
  try {
    raw = typeof formData === 'string' ? JSON.parse(formData) : undefined;
  } catch {
    raw = undefined;
  }
  if (!Array.isArray(raw)) return refuse(FORM_DATA_MALFORMED);
  if (!raw.length) refuse('表单中至少需要一个控件');
  const controls = raw.map((c) => shapeOf(c, null));
  checkIds(controls);
  checkNames(controls, null);
  checkSettings(controls, null);
  if (controls.flatMap((c) => [c, ...c.children]).filter((c) => c.type === 'AskLeave').length > 1)
    refuse('每个表单只能添加一个请假控件');
  return controls;
}

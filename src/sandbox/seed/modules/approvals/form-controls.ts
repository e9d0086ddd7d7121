// (Helper of seed/modules/approvals.ts; in a sub-folder so the seeder glob skips it.)
// Plain-data form controls for the seeded approvals, with the settings of each type as the spec lists
// them (platform-shell §3.5). The sandbox builds its own data: it imports no logic from the console.
import type { FieldType, FormField, FormulaPiece } from '@/features/approvals/designer/model/types';
import { CONTROL_ID_LENGTH, CONTROL_LABELS, MAX_UPLOAD_COUNT } from '../../../validate/approval-spec';

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const ENTER = '请输入';
const CHOOSE = '请选择';
const DATE_FORMATTER = 'yyyy-MM-dd';
const LEAVE_TYPES = ['年假', '事假', '病假', '调休', '婚假', '产假', '陪产假', '丧假'];

/** Settings per type beyond the common ones (platform-shell §3.5). */
const SETTINGS: Record<FieldType, Record<string, unknown>> = {
  SingleText: { placeholder: ENTER, content: '', keyboardType: 'default' },
  MultipleText: { placeholder: ENTER, content: '', keyboardType: 'default' },
  SingleRadio: { placeholder: CHOOSE, dataSource: [], selectData: [] },
  MultipleRadio: { placeholder: CHOOSE, dataSource: [], selectData: [] },
  Comment: { placeholder: '请输入说明文字', content: '' },
  Picture: { dataSource: [], maxCount: MAX_UPLOAD_COUNT },
  Accessory: { dataSource: [], maxCount: MAX_UPLOAD_COUNT },
  Particulars: { children: [] },
  Number: { placeholder: ENTER, unit: '', keyboardType: 'number' },
  Money: { placeholder: ENTER, unit: '元', money: 0, keyboardType: 'float' },
  Date: { placeholder: CHOOSE, formatter: DATE_FORMATTER, date: '' },
  DateSection: {
    placeholder: CHOOSE,
    formatter: DATE_FORMATTER,
    startName: '开始时间',
    endName: '结束时间',
    durationName: '时长（天）',
    startDate: '',
    endDate: '',
    duration: '',
  },
  Contacts: { placeholder: CHOOSE, canSelfSelect: false, canMultiSelect: false, contacts: [] },
  Address: { placeholder: CHOOSE, secondPlaceholder: '请输入详细地址', isLocate: false, address: '' },
  Computational: { placeholder: '自动计算数值', formula: '', isSeparator: false, backups: [], backupsData: [] },
  AskLeave: {
    placeholder: CHOOSE,
    isNecessary: true,
    askLeaveTypeList: LEAVE_TYPES,
    startName: '开始时间',
    endName: '结束时间',
    durationName: '时长（天）',
  },
};

export interface ControlSpec {
  type: FieldType;
  name?: string;
  patch?: Record<string, unknown>;
  children?: ControlSpec[];
}

/** Stable 20-character ids (platform-shell §3.5 "Ids are random 20-character strings") per seed. */
function idsFrom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a * 1664525 + 1013904223) >>> 0;
    return a / 4294967296;
  };
  return () =>
    Array.from({ length: CONTROL_ID_LENGTH }, () => ID_ALPHABET[Math.floor(next() * ID_ALPHABET.length)]).join('');
}

/** The controls of one form, placed (index, parentIndex) and with ids from `seed`. */
export function buildForm(specs: ControlSpec[], seed: number): FormField[] {
  const nextId = idsFrom(seed);
  const make = (s: ControlSpec, index: number, parentIndex: number | null): FormField => {
    const defaults = JSON.parse(JSON.stringify(SETTINGS[s.type])) as Record<string, unknown>;
    const control = {
      id: nextId(),
      name: s.name ?? CONTROL_LABELS[s.type],
      type: s.type,
      placeholder: '',
      isNecessary: false,
      checked: true,
      section: '0',
      index,
      parentIndex,
      ...defaults,
      ...(s.patch ?? {}),
    } as Record<string, unknown>;
    if (s.type === 'Particulars') control.children = (s.children ?? []).map((c, i) => make(c, i, index));
    return control as unknown as FormField;
  };
  return specs.map((s, i) => make(s, i, null));
}

/** A formula's pieces with the display text derived from them (platform-shell §3.5 "Computational"). */
export function withFormula(field: FormField, pieces: FormulaPiece[]): FormField {
  const backups = pieces.map((p) => (p.kind === 'token' ? p.text : p.name));
  return { ...field, backupsData: pieces, backups, formula: backups.join('') } as FormField;
}

export const ref = (field: FormField): FormulaPiece => ({ kind: 'ref', id: field.id, name: field.name });
export const token = (text: string): FormulaPiece => ({ kind: 'token', text });

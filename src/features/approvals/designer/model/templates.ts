// Default field templates (platform-shell §3.5) and the left palette of the designer (§2.4).
import type { FieldType, FormField } from './types';

/** Random form-field id length (platform-shell §9). */
export const FIELD_ID_LENGTH = 20;
/** Picture and attachment limit (platform-shell §5, §9). */
export const MAX_UPLOAD_COUNT = 9;
/** Year-month-day in the spec's date tokens (platform-shell §9). */
export const DATE_FORMATTER = 'yyyy-MM-dd';
export const DEFAULT_SECTION = '0';

/** Common leave types offered by a new AskLeave control. */
export const DEFAULT_LEAVE_TYPES = ['年假', '事假', '病假', '调休', '婚假', '产假', '陪产假', '丧假'];

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `rng` returns a number in [0, 1), like Math.random; injectable so tests get stable ids. */
export type Rng = () => number;

export function randomId(rng: Rng = Math.random): string {
  let id = '';
  for (let i = 0; i < FIELD_ID_LENGTH; i += 1) {
    id += ID_ALPHABET[Math.floor(rng() * ID_ALPHABET.length) % ID_ALPHABET.length];
  }
  return id;
}

/** Default Chinese name of each type; the palette shows the same words. */
export const FIELD_LABELS: Record<FieldType, string> = {
  SingleText: '单行输入框',
  MultipleText: '多行输入框',
  SingleRadio: '单选框',
  MultipleRadio: '多选框',
  Number: '数字输入框',
  Money: '金额（元）',
  Date: '日期',
  DateSection: '日期区间',
  Particulars: '明细',
  Comment: '说明文字',
  Picture: '图片',
  Accessory: '附件',
  Contacts: '联系人',
  Address: '地址',
  Computational: '计算公式',
  AskLeave: '请假',
};

export interface PaletteEntry {
  type: FieldType;
  label: string;
}

/** Palette order: text inputs, choices, numbers, dates, structure, media, people/place, computed, leave. */
export const PALETTE: readonly PaletteEntry[] = (
  [
    'SingleText',
    'MultipleText',
    'SingleRadio',
    'MultipleRadio',
    'Number',
    'Money',
    'Date',
    'DateSection',
    'Particulars',
    'Comment',
    'Picture',
    'Accessory',
    'Contacts',
    'Address',
    'Computational',
    'AskLeave',
  ] as const
).map((type) => ({ type, label: FIELD_LABELS[type] }));

const ENTER = '请输入';
const CHOOSE = '请选择';

/** A new single or multiple choice starts with two options to rename, as choices need at least one. */
export const DEFAULT_OPTIONS = ['选项1', '选项2'];

/** A fresh field of `type`; index/parentIndex are set by the reducer when it is placed. */
export function createField(type: FieldType, rng: Rng = Math.random): FormField {
  const base = {
    id: randomId(rng),
    name: FIELD_LABELS[type],
    placeholder: '',
    isNecessary: false,
    checked: true,
    section: DEFAULT_SECTION,
    index: 0,
    parentIndex: null,
  };
  switch (type) {
    case 'SingleText':
    case 'MultipleText':
      return { ...base, type, placeholder: ENTER, content: '', keyboardType: 'default' };
    case 'SingleRadio':
    case 'MultipleRadio':
      return { ...base, type, placeholder: CHOOSE, dataSource: [...DEFAULT_OPTIONS], selectData: [] };
    case 'Comment':
      return { ...base, type, placeholder: '请输入说明文字', content: '' };
    case 'Picture':
    case 'Accessory':
      return { ...base, type, dataSource: [], maxCount: MAX_UPLOAD_COUNT };
    case 'Particulars':
      return { ...base, type, children: [] };
    case 'Number':
      return { ...base, type, placeholder: ENTER, unit: '', keyboardType: 'number' };
    case 'Money':
      return { ...base, type, placeholder: ENTER, unit: '元', money: 0, keyboardType: 'float' };
    case 'Date':
      return { ...base, type, placeholder: CHOOSE, formatter: DATE_FORMATTER, date: '' };
    case 'DateSection':
      return {
        ...base,
        type,
        placeholder: CHOOSE,
        formatter: DATE_FORMATTER,
        startName: '开始时间',
        endName: '结束时间',
        durationName: '时长（天）',
        startDate: '',
        endDate: '',
        duration: '',
      };
    case 'Contacts':
      return { ...base, type, placeholder: CHOOSE, canSelfSelect: false, canMultiSelect: false, contacts: [] };
    case 'Address':
      return { ...base, type, placeholder: CHOOSE, secondPlaceholder: '请输入详细地址', isLocate: false, address: '' };
    case 'Computational':
      return {
        ...base,
        type,
        placeholder: '自动计算数值',
        formula: '',
        isSeparator: false,
        backups: [],
        backupsData: [],
      };
    case 'AskLeave':
      // A leave request is meaningless without its rows, so it starts required.
      return {
        ...base,
        type,
        placeholder: CHOOSE,
        isNecessary: true,
        askLeaveTypeList: [...DEFAULT_LEAVE_TYPES],
        startName: '开始时间',
        endName: '结束时间',
        durationName: '时长（天）',
      };
  }
}

export const FIELD_TYPES: readonly FieldType[] = PALETTE.map((entry) => entry.type);

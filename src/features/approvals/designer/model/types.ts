// Mobile approval-form field model (platform-shell §3.5, admin-modules §3 "Form control types").
// Plain JSON-friendly data: the whole list is saved as the approval's formData.

export type FieldType =
  | 'SingleText'
  | 'MultipleText'
  | 'SingleRadio'
  | 'MultipleRadio'
  | 'Number'
  | 'Money'
  | 'Date'
  | 'DateSection'
  | 'Particulars'
  | 'Comment'
  | 'Picture'
  | 'Accessory'
  | 'Contacts'
  | 'Address'
  | 'Computational'
  | 'AskLeave';

/** An operator, parenthesis or number literal typed into a formula. */
export interface FormulaToken {
  kind: 'token';
  text: string;
}

/** A reference to a Number or Money field; `invalid` once that field is gone from the formula's scope. */
export interface FormulaRef {
  kind: 'ref';
  id: string;
  name: string;
  invalid?: boolean;
}

export type FormulaPiece = FormulaToken | FormulaRef;

/**
 * Show/hide rule (DingTalk 显示规则): the field is shown only while the single or multiple choice
 * `fieldId` has at least one of `options` chosen. The controller must sit before the field in the
 * same scope (top level, or the same Particulars group); see show-rule.ts.
 */
export interface ShowRule {
  fieldId: string;
  options: string[];
}

interface FieldBase<T extends FieldType> {
  id: string;
  name: string;
  type: T;
  placeholder: string;
  isNecessary: boolean;
  checked: boolean;
  section: string;
  /** Position inside its list (top level, or its Particulars group). */
  index: number;
  /** Index of the enclosing Particulars group at top level; null at top level. */
  parentIndex: number | null;
  /** Absent (or null) when the field is always shown. */
  showRule?: ShowRule | null;
}

export interface TextField extends FieldBase<'SingleText' | 'MultipleText'> {
  content: string;
  keyboardType: string;
}

export interface RadioField extends FieldBase<'SingleRadio' | 'MultipleRadio'> {
  /** Option labels offered to the applicant. */
  dataSource: string[];
  /** Pre-selected option labels. */
  selectData: string[];
}

export interface CommentField extends FieldBase<'Comment'> {
  content: string;
}

export interface UploadField extends FieldBase<'Picture' | 'Accessory'> {
  dataSource: string[];
  maxCount: number;
}

export interface NumberField extends FieldBase<'Number'> {
  unit: string;
  keyboardType: string;
}

export interface MoneyField extends FieldBase<'Money'> {
  unit: string;
  money: number;
  keyboardType: string;
}

export interface DateField extends FieldBase<'Date'> {
  formatter: string;
  date: string;
}

export interface DateSectionField extends FieldBase<'DateSection'> {
  formatter: string;
  startName: string;
  endName: string;
  durationName: string;
  startDate: string;
  endDate: string;
  duration: string;
}

export interface ContactsField extends FieldBase<'Contacts'> {
  canSelfSelect: boolean;
  canMultiSelect: boolean;
  contacts: string[];
}

export interface AddressField extends FieldBase<'Address'> {
  /** The first placeholder is the common `placeholder` (region); this one is for the street line. */
  secondPlaceholder: string;
  isLocate: boolean;
  address: string;
}

export interface ComputationalField extends FieldBase<'Computational'> {
  /** Display text of the whole formula, derived from backupsData. */
  formula: string;
  isSeparator: boolean;
  /** Display text of each piece, derived from backupsData. */
  backups: string[];
  backupsData: FormulaPiece[];
}

export interface AskLeaveField extends FieldBase<'AskLeave'> {
  askLeaveTypeList: string[];
  startName: string;
  endName: string;
  durationName: string;
}

export interface ParticularsField extends FieldBase<'Particulars'> {
  /** Never contains another Particulars. */
  children: FormField[];
}

export type FormField =
  | TextField
  | RadioField
  | CommentField
  | UploadField
  | NumberField
  | MoneyField
  | DateField
  | DateSectionField
  | ContactsField
  | AddressField
  | ComputationalField
  | AskLeaveField
  | ParticularsField;

export type NumericField = NumberField | MoneyField;

/** Where a field sits: its index in the top level (parentIndex null) or in a Particulars group. */
export interface FieldPos {
  index: number;
  parentIndex: number | null;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** Settings the panel may change; identity, type, position and children are owned by the reducer. */
export type FieldPatch = Partial<DistributiveOmit<FormField, 'id' | 'type' | 'index' | 'parentIndex' | 'children'>>;

export const isNumericField = (field: FormField): field is NumericField =>
  field.type === 'Number' || field.type === 'Money';

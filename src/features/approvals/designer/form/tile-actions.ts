// Stable callbacks for tiles (they read the store when called, so memoised tiles never re-render
// because of a new function).
import { confirmAction } from '@/lib/feedback/confirm';
import { toastWarning } from '@/lib/feedback/toast';
import { useApprovalDraft } from '../../stores/approval-draft';
import { findField, findPos } from '../model/field-list';
import type { FieldType } from '../model/types';

const draft = () => useApprovalDraft.getState();

export function selectField(id: string) {
  const pos = findPos(draft().form.fields, id);
  if (pos) draft().dispatchForm({ type: 'select', pos });
}

export async function removeField(id: string) {
  const field = findField(draft().form.fields, id);
  if (!field) return;
  const extra = field.type === 'Particulars' && field.children.length ? '，其中的明细控件也会一并删除' : '';
  if (!(await confirmAction({ content: `确定删除控件「${field.name}」吗${extra}？`, danger: true }))) return;
  draft().dispatchForm({ type: 'remove', id });
}

/** Appends a control to the form, or to the Particulars group `groupId`. */
export function appendField(type: FieldType, groupId?: string) {
  const { form, dispatchForm } = draft();
  if (type === 'AskLeave' && form.askLeaveDisabled) return toastWarning('每个表单只能添加一个请假控件');
  if (!groupId) return dispatchForm({ type: 'add', field: type, index: form.fields.length, select: true });
  const pos = findPos(form.fields, groupId);
  const group = pos && form.fields[pos.index];
  if (!group || group.type !== 'Particulars') return;
  if (type === 'Particulars') return toastWarning('明细中不能再添加明细控件');
  dispatchForm({ type: 'add', field: type, index: group.children.length, parentIndex: pos.index, select: true });
}

// Everything saving checks before it calls /approve/save (admin-modules §5), as clear Chinese texts
// with the step each problem belongs to.
import type { BasicInfo } from '../stores/approval-draft';
import type { FormField } from './model/types';
import { validateForm } from './model/field-errors';
import type { StartNode } from '../process/model/types';
import { validateFlow } from '../process/model/validate-flow';
import { APPROVAL_NAME_MAX, MSG_NAME_EMPTY, MSG_NO_ADMINS, MSG_NO_FIELDS, MSG_NO_VISIBLE_USERS } from '../constants';

export interface SaveProblem {
  step: 0 | 1 | 2;
  message: string;
}

export function nameProblem(name: string): string | null {
  if (!name.trim()) return MSG_NAME_EMPTY;
  if (name.trim().length > APPROVAL_NAME_MAX) return `审批名称不能超过${APPROVAL_NAME_MAX}个字`;
  return null;
}

export function saveProblems(basic: BasicInfo, fields: FormField[], flow: StartNode): SaveProblem[] {
  const out: SaveProblem[] = [];
  const name = nameProblem(basic.approveName);
  if (name) out.push({ step: 0, message: `审批名称：${name}` });
  if (!basic.approveAdministrators.length) out.push({ step: 0, message: MSG_NO_ADMINS });
  if (basic.visibleRange === 3 && !basic.visibleUsers.length) out.push({ step: 0, message: MSG_NO_VISIBLE_USERS });
  if (!fields.length) out.push({ step: 1, message: MSG_NO_FIELDS });
  for (const message of validateForm({ fields })) out.push({ step: 1, message: `表单设计：${message}` });
  for (const p of validateFlow(flow, fields)) out.push({ step: 2, message: `流程设计：${p.message}` });
  return out;
}

import type { ApprovalDetail } from '../../api/types';
import { fromProcessData } from '../../process/model/serialize-flow';
import { fromFormData } from './serialize';

/** The designer's draft of a saved approval (what the designer opens, or 重新加载 puts back). */
export function draftFrom(a: ApprovalDetail) {
  const { approveName, description, iconAddress, visibleRange, visibleUsers, approveAdministrators } = a;
  return {
    basic: { approveName, description, iconAddress, visibleRange, visibleUsers, approveAdministrators },
    fields: fromFormData(a.formData),
    flow: fromProcessData(a.processData),
  };
}

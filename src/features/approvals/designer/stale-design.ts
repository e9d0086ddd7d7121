import { saveAllowed } from '@/lib/stale-edit/stale-edit';
import { useSession } from '@/stores/session';
import { findApproval } from '../api/approvals-api';
import type { ApprovalDetail, UserRef } from '../api/types';
import { useApprovalDraft } from '../stores/approval-draft';
import { draftFrom } from './model/draft-from';

// The designer's save of an existing approval goes through the stale-edit guard: the approval is read
// again (its detail) and what the designer edits compared with the design as it was loaded.

const ids = (refs: readonly UserRef[]) => refs.map((r) => r.lenovoId).sort();
/** The form and flow as data: the same design compares equal whatever its key order. */
const design = (json: string) => {
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
};

/** What the designer edits of an approval (its three steps), as it compares; the list's own
 *  changes (enable, order, group) are no part of it. */
const editedApproval = (a: ApprovalDetail) => ({
  approveName: a.approveName,
  description: a.description || '',
  iconAddress: a.iconAddress || '',
  visibleRange: a.visibleRange,
  visibleUsers: a.visibleRange === 3 ? ids(a.visibleUsers) : [],
  approveAdministrators: ids(a.approveAdministrators),
  formData: design(a.formData || '[]'),
  processData: design(a.processData || ''),
});

/** Before the designer writes: true when it may (a new approval, a draft that kept no loaded design,
 *  nothing changed since, or 仍然保存). On 重新加载 the draft becomes the approval as it is now, on
 *  the step the user was on. */
export function designSaveAllowed(): Promise<boolean> {
  const { key, opened } = useApprovalDraft.getState();
  if (!key || !opened || opened.detail.id !== key) return Promise.resolve(true);
  const lenovoId = useSession.getState().userInfo?.lenovoId ?? '';
  return saveAllowed({
    opened: opened.detail,
    openedAt: opened.at,
    reread: () => findApproval(key, lenovoId),
    edited: editedApproval,
    name: opened.detail.approveName,
    reload: (fresh) => {
      const { step, begin, setStep } = useApprovalDraft.getState();
      begin(key, draftFrom(fresh), fresh);
      setStep(step);
    },
  });
}

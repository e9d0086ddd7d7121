import { useState } from 'react';
import { useSaveApproval, useEnterpriseNumber } from '../api/queries';
import { checkNameExists } from '../api/queries';
import { ApiError } from '@/lib/http/errors';
import { toastError, toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import { MSG_NAME_DUPLICATE, MSG_SAVE_FAILED } from '../constants';
import { NEW_DRAFT, useApprovalDraft } from '../stores/approval-draft';
import { toFormData } from './model/serialize';
import { toProcessData } from '../process/model/serialize-flow';
import { pruneFieldPermissions } from '../process/model/field-permissions';
import { saveProblems, type SaveProblem } from './save-checks';
import { designSaveAllowed } from './stale-design';
import type { ApprovalDetail } from '../api/types';

export interface SaveState {
  problems: SaveProblem[];
  /** the server's reason of the last failed save */
  failure: string | null;
  nameError: string | null;
  checking: boolean;
}

/** Validates everything, checks the name on create, saves; the draft stays as it is on any failure. */
export function useSaveDesign(onSaved: (saved: ApprovalDetail) => void) {
  const enterpriseNumber = useEnterpriseNumber();
  const mutation = useSaveApproval();
  const [state, setState] = useState<SaveState>({ problems: [], failure: null, nameError: null, checking: false });
  // one save at a time from the first click: a second click during the name check would save twice
  const saveOnce = useSubmitOnce();

  const checkName = async (name: string): Promise<boolean> => {
    const key = useApprovalDraft.getState().key;
    if (key !== NEW_DRAFT || !name.trim() || !enterpriseNumber) return true;
    try {
      const exists = await checkNameExists(name.trim(), enterpriseNumber);
      setState((s) => ({ ...s, nameError: exists ? MSG_NAME_DUPLICATE : null }));
      return !exists;
    } catch {
      return true; // the save itself will check again
    }
  };

  const save = () =>
    saveOnce.run(async () => {
      const draft = useApprovalDraft.getState();
      const problems = saveProblems(draft.basic, draft.form.fields, draft.flow);
      setState((s) => ({ ...s, problems, failure: null }));
      if (problems.length) {
        draft.setStep(problems[0].step);
        toastError(problems[0].message);
        return;
      }
      setState((s) => ({ ...s, checking: true }));
      const unique = await checkName(draft.basic.approveName);
      setState((s) => ({ ...s, checking: false }));
      if (!unique) {
        draft.setStep(0);
        toastError(MSG_NAME_DUPLICATE);
        return;
      }
      // another administrator's save since the design was loaded is put to the user first
      if (!(await designSaveAllowed())) return;
      const { basic } = draft;
      await mutation
        .mutateAsync({
          ...(draft.key && draft.key !== NEW_DRAFT ? { id: draft.key } : {}),
          enterpriseNumber,
          ...basic,
          approveName: basic.approveName.trim(),
          visibleUsers: basic.visibleRange === 3 ? basic.visibleUsers : [],
          formData: toFormData(draft.form.fields),
          processData: toProcessData(pruneFieldPermissions(draft.flow, new Set(draft.form.fields.map((f) => f.id)))),
        })
        .then(
          (saved) => {
            toastSuccess('保存成功');
            useApprovalDraft.getState().markSaved(saved.id, saved);
            onSaved(saved);
          },
          (error: unknown) => {
            if (error instanceof ApiError && error.kind === 'session') return; // the session flow takes over
            const reason = error instanceof Error ? error.message : '';
            toastError(MSG_SAVE_FAILED);
            const duplicate = error instanceof ApiError && error.errorCode === 'APPROVE_NAME_EXIST';
            setState((s) => ({ ...s, failure: reason, nameError: duplicate ? MSG_NAME_DUPLICATE : s.nameError }));
          },
        );
    });

  return {
    ...state,
    saving: saveOnce.pending,
    save,
    checkName,
    clearNameError: () => setState((s) => ({ ...s, nameError: null })),
  };
}

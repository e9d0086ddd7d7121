import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { secureSession } from '@/lib/storage/secure-storage';
import { securePersistStorage } from '@/lib/storage/persist-adapter';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { registerUserStore } from '@/stores/reset-all';
import {
  createDesignerState,
  designerReducer,
  type DesignerAction,
  type DesignerState,
} from '../designer/model/designer-reducer';
import type { FormField } from '../designer/model/types';
import { createFlow } from '../process/model/flow-tree';
import type { StartNode } from '../process/model/types';
import type { ApprovalDetail, UserRef, VisibleRange } from '../api/types';

/** The approval designer's draft (platform-shell §3.1: session storage keeps parts of the mobile
 *  designer). It survives a reload and a failed save; logout and every change of identity clear it;
 *  an expiry keeps it for the same identity's return (platform-shell §4.2). */
export interface BasicInfo {
  approveName: string;
  description: string;
  iconAddress: string;
  visibleRange: VisibleRange;
  visibleUsers: UserRef[];
  approveAdministrators: UserRef[];
}

export const NEW_DRAFT = 'new';

export interface DraftData {
  /** NEW_DRAFT or the id of the approval being edited; null: no draft */
  key: string | null;
  basic: BasicInfo;
  form: DesignerState;
  flow: StartNode;
  step: number;
  /** changed since it was loaded or last saved */
  dirty: boolean;
  /** the approval as the designer loaded it, and when (ms): its save first compares the approval as
   *  it is now with it (docs/assumed-contract.md "Edits of a shared record"); null for a new one */
  opened: { detail: ApprovalDetail; at: number } | null;
}

interface DraftActions {
  begin(key: string, data: { basic: BasicInfo; fields: FormField[]; flow: StartNode }, opened?: ApprovalDetail): void;
  setBasic(patch: Partial<BasicInfo>): void;
  dispatchForm(action: DesignerAction): void;
  setFlow(change: (flow: StartNode) => StartNode): void;
  setStep(step: number): void;
  /** saved: the approval as the save answered it, what a later save compares with */
  markSaved(key: string, saved?: ApprovalDetail): void;
  reset(): void;
}

export const emptyBasic = (): BasicInfo => ({
  approveName: '',
  description: '',
  iconAddress: 'general',
  visibleRange: 2,
  visibleUsers: [],
  approveAdministrators: [],
});

const empty = (): DraftData => ({
  key: null,
  basic: emptyBasic(),
  form: createDesignerState(),
  flow: createFlow(),
  step: 0,
  dirty: false,
  opened: null,
});

type Persisted = Omit<DraftData, 'form'> & { fields: FormField[] };

export const DRAFT_STORAGE_KEY = STORAGE_KEYS.approvalDraft;
/** Writes are coalesced: encrypting a 200-field form on every drag step would stall the designer. */
export const DRAFT_WRITE_DELAY_MS = 300;

function coalesced(inner: PersistStorage<Persisted>): PersistStorage<Persisted> & { flush(): void } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pending: (() => void) | null = null;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (typeof window !== 'undefined') pending?.();
    pending = null;
  };
  if (typeof window !== 'undefined') window.addEventListener('pagehide', flush);
  return {
    flush,
    getItem: (name) => inner.getItem(name),
    setItem: (name, value) => {
      pending = () => void inner.setItem(name, value);
      if (timer) clearTimeout(timer);
      timer = setTimeout(flush, DRAFT_WRITE_DELAY_MS);
    },
    removeItem: (name) => {
      pending = null;
      if (timer) clearTimeout(timer);
      timer = null;
      return inner.removeItem(name);
    },
  };
}

const draftStorage = coalesced(securePersistStorage<Persisted>(secureSession) as PersistStorage<Persisted>);

export const useApprovalDraft = create<DraftData & DraftActions>()(
  persist(
    (set) => ({
      ...empty(),
      begin: (key, { basic, fields, flow }, opened) =>
        set({
          key,
          basic,
          form: createDesignerState(fields),
          flow,
          step: 0,
          dirty: false,
          opened: opened ? { detail: opened, at: Date.now() } : null,
        }),
      setBasic: (patch) => set((s) => ({ basic: { ...s.basic, ...patch }, dirty: true })),
      dispatchForm: (action) =>
        set((s) => {
          const form = designerReducer(s.form, action);
          if (form === s.form) return s;
          return { form, dirty: s.dirty || action.type !== 'select' };
        }),
      setFlow: (change) =>
        set((s) => {
          const flow = change(s.flow);
          return flow === s.flow ? s : { flow, dirty: true };
        }),
      setStep: (step) => set({ step }),
      markSaved: (key, saved) =>
        set((s) => ({ key, dirty: false, opened: saved ? { detail: saved, at: Date.now() } : s.opened })),
      reset: () => set(empty()),
    }),
    {
      name: DRAFT_STORAGE_KEY,
      storage: draftStorage,
      // what it opened with goes too: a draft resumed after a reload still compares with it
      partialize: ({ key, basic, form, flow, step, dirty, opened }): Persisted => ({
        key,
        basic,
        fields: form.fields,
        flow,
        step,
        dirty,
        opened,
      }),
      merge: (persisted, current) => {
        const saved = persisted as Persisted | undefined;
        if (!saved?.key) return current;
        const { fields, ...rest } = saved;
        // a draft stored before it kept what it opened with: nothing to compare with
        return { ...current, ...rest, opened: rest.opened ?? null, form: createDesignerState(fields ?? []) };
      },
    },
  ),
);

/** The examine-management operationId (platform-shell §3.1): the approval being designed, NEW_DRAFT
 *  or the id being edited (the draft's key). Kept in session storage, encrypted, and written at once,
 *  where the draft's own writes are coalesced. */
export const OPERATION_STORAGE_KEY = STORAGE_KEYS.examineOperationId;

export const useExamineOperation = create<{ operationId: string | null }>()(
  persist(() => ({ operationId: null as string | null }), {
    name: OPERATION_STORAGE_KEY,
    storage: securePersistStorage(secureSession),
  }),
);

useApprovalDraft.subscribe((draft, previous) => {
  if (draft.key !== previous.key) useExamineOperation.setState({ operationId: draft.key });
});

registerUserStore({
  reset() {
    useApprovalDraft.getState().reset();
    useApprovalDraft.persist.clearStorage(); // also drops the coalesced write of the reset
    useExamineOperation.setState({ operationId: null });
    useExamineOperation.persist.clearStorage();
  },
  flush: () => draftStorage.flush(),
  reload() {
    void useApprovalDraft.persist.rehydrate();
    void useExamineOperation.persist.rehydrate();
  },
});

import { registerStoreReset } from '@/stores/reset-all';

// Imported by the module manifest (loaded at start), so logout clears arrangement drafts even when
// the grid's chunk was never loaded in this visit. No crypto here: only the keys are needed.
export const DRAFT_PREFIX = 'eac.arrangementDraft.';

export function clearArrangementDrafts() {
  try {
    const keys: string[] = [];
    for (let i = 0; i < sessionStorage.length; i++) {
      const key = sessionStorage.key(i);
      if (key?.startsWith(DRAFT_PREFIX)) keys.push(key);
    }
    keys.forEach((key) => sessionStorage.removeItem(key));
  } catch {
    // storage disabled: there are no drafts
  }
}

registerStoreReset(clearArrangementDrafts);

import { secureSession } from '@/lib/storage/secure-storage';
import { decodeDraft, encodeDraft } from './draft-codec';
import { DRAFT_PREFIX } from './draft-reset';
import type { Edits } from './model';
import { countEdits } from './model';

// Unsaved arrangements per group and month, encrypted in session storage: they survive a reload of
// the tab and go with it. Logout and every change of identity remove them (draft-reset.ts).

export const draftKey = (groupId: string, month: string) => `${DRAFT_PREFIX}${groupId}.${month}`;

export function loadDraft(key: string, dates: string[]): Edits | null {
  const stored = secureSession.get<unknown>(key);
  return stored === null ? null : decodeDraft(stored, dates);
}

export function saveDraft(key: string, edits: Edits, dates: string[]) {
  if (countEdits(edits) === 0) secureSession.remove(key);
  else secureSession.set(key, encodeDraft(edits, dates));
}

export const removeDraft = (key: string) => secureSession.remove(key);

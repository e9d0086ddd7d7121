import { secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_RECORDS, type StorageKey } from '@/lib/storage/keys';
import { decodeDraft, encodeDraft } from './draft-codec';
import type { Edits } from './model';
import { countEdits } from './model';

// Unsaved arrangements per group and month, encrypted in session storage: they survive a reload of
// the tab and go with it. Logout and every change of identity remove them by their registered
// prefix (stores/user-records.ts), loaded or not; an expiry keeps them for the same identity.

export const draftKey = (groupId: string, month: string): StorageKey =>
  `${STORAGE_RECORDS.arrangementDraft.name}${groupId}.${month}`;

export function loadDraft(key: StorageKey, dates: string[]): Edits | null {
  const stored = secureSession.get<unknown>(key);
  return stored === null ? null : decodeDraft(stored, dates);
}

export function saveDraft(key: StorageKey, edits: Edits, dates: string[]) {
  if (countEdits(edits) === 0) secureSession.remove(key);
  else secureSession.set(key, encodeDraft(edits, dates));
}

export const removeDraft = (key: StorageKey) => secureSession.remove(key);

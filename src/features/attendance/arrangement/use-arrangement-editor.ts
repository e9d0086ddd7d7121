import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StorageKey } from '@/lib/storage/keys';
import { registerUserStore } from '@/stores/reset-all';
import { loadDraft, removeDraft, saveDraft } from './draft-storage';
import {
  copyBack,
  countEdits,
  fillCycle,
  fillRect,
  NO_EDITS,
  sanitizeEdits,
  withoutSaved,
  type CellValue,
  type EarlierValues,
  type Edits,
  type GridData,
} from './model';
import { collapsed, rectOf, type Selection } from './selection';

// The grid's editing state: unsaved changes with undo, the selection, and the draft kept in
// encrypted session storage (written shortly after each change and when the tab is hidden or left).

const HISTORY_LIMIT = 100;
/** A burst of edits (a drag of applies, held keys) is written once. */
const DRAFT_WRITE_DELAY = 300;

export interface ArrangementEditor {
  edits: Edits;
  /** changed cells */
  changed: number;
  /** changed cells restored from a draft when the grid opened */
  restored: number;
  selection: Selection;
  setSelection(s: Selection): void;
  canUndo: boolean;
  /** the value (a shift id, '' rest, null clear) on every selected cell */
  apply(value: CellValue): void;
  fillCycle(cycle: CellValue[], stagger: number): void;
  /** each selected cell takes the member's value `offset` days earlier */
  copyBack(offset: number, earlier: EarlierValues): void;
  undo(): void;
  /** every change dropped, the draft removed */
  discard(): void;
  /** after a save: the changes sent are no longer unsaved (cells changed again meanwhile stay) */
  saved(sent: Edits): void;
  /** the live changes (for a check made outside React's render, e.g. leaving the page) */
  current(): Edits;
}

export function useArrangementEditor(data: GridData, storageKey: StorageKey | null): ArrangementEditor {
  const [initial] = useState(() => {
    const draft = storageKey ? loadDraft(storageKey, data.dates) : null;
    return draft ? sanitizeEdits(data, draft) : NO_EDITS;
  });
  const [edits, setEdits] = useState<Edits>(initial);
  const history = useRef<Edits[]>([]);
  const [undoDepth, setUndoDepth] = useState(0);
  const [selection, setSelectionState] = useState<Selection>(() => collapsed({ row: 0, col: 0 }));
  const selRef = useRef(selection);
  const latest = useRef(initial);
  const dataRef = useRef(data);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | null>(null);

  const flush = useCallback(() => {
    if (pendingWrite.current === null) return;
    clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    if (storageKey) saveDraft(storageKey, latest.current, dataRef.current.dates);
  }, [storageKey]);

  const commit = useCallback(
    (next: Edits, record = true) => {
      const previous = latest.current;
      if (next === previous) return;
      latest.current = next;
      setEdits(next);
      if (record) {
        history.current = [...history.current.slice(-(HISTORY_LIMIT - 1)), previous];
        setUndoDepth(history.current.length);
      }
      if (pendingWrite.current !== null) clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(flush, DRAFT_WRITE_DELAY);
    },
    [flush],
  );

  // A refetched arrangement (after a save, another month's return) drops changes it now holds.
  useEffect(() => {
    dataRef.current = data;
    const next = sanitizeEdits(data, latest.current);
    if (countEdits(next) !== countEdits(latest.current)) commit(next, false);
  }, [data, commit]);

  // The draft is written before the tab goes away, the grid unmounts or the session ends (an
  // expiry puts it aside for the user's return).
  useEffect(() => {
    window.addEventListener('pagehide', flush);
    window.addEventListener('beforeunload', flush);
    const unregister = registerUserStore({ flush });
    return () => {
      window.removeEventListener('pagehide', flush);
      window.removeEventListener('beforeunload', flush);
      unregister();
      flush();
    };
  }, [flush]);

  const setSelection = useCallback((s: Selection) => {
    selRef.current = s;
    setSelectionState(s);
  }, []);

  const apply = useCallback(
    (value: CellValue) => commit(fillRect(dataRef.current, latest.current, rectOf(selRef.current), value)),
    [commit],
  );
  const cycle = useCallback(
    (values: CellValue[], stagger: number) =>
      commit(fillCycle(dataRef.current, latest.current, rectOf(selRef.current), values, stagger)),
    [commit],
  );
  const copy = useCallback(
    (offset: number, earlier: EarlierValues) =>
      commit(copyBack(dataRef.current, latest.current, rectOf(selRef.current), offset, earlier)),
    [commit],
  );

  const clearHistory = useCallback(() => {
    history.current = [];
    setUndoDepth(0);
  }, []);

  const undo = useCallback(() => {
    const previous = history.current.at(-1);
    if (!previous) return;
    history.current = history.current.slice(0, -1);
    setUndoDepth(history.current.length);
    commit(previous, false);
  }, [commit]);

  const discard = useCallback(() => {
    if (pendingWrite.current !== null) clearTimeout(pendingWrite.current);
    pendingWrite.current = null;
    latest.current = NO_EDITS;
    setEdits(NO_EDITS);
    clearHistory();
    if (storageKey) removeDraft(storageKey);
  }, [storageKey, clearHistory]);

  const saved = useCallback(
    (sent: Edits) => {
      commit(withoutSaved(latest.current, sent), false);
      clearHistory();
      flush();
    },
    [commit, flush, clearHistory],
  );

  const changed = useMemo(() => countEdits(edits), [edits]);
  return {
    edits,
    changed,
    restored: countEdits(initial),
    selection,
    setSelection,
    canUndo: undoDepth > 0,
    apply,
    fillCycle: cycle,
    copyBack: copy,
    undo,
    discard,
    saved,
    current: () => latest.current,
  };
}

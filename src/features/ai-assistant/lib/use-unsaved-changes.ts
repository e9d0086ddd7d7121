import { useCallback, useRef, useState } from 'react';
import { useLeaveGuard } from '@/lib/hooks/use-leave-guard';

export interface UnsavedChanges {
  /** Something typed is not saved yet (for rendering). */
  dirty: boolean;
  /** The same, read live: a save or discard just before leaving counts. */
  isDirty(): boolean;
  /** Typed (true), or saved (false). */
  mark(dirty: boolean): void;
}

/**
 * What was typed on an assistant, scene or BI form is not dropped without asking: leaving the page
 * (or the tab) while it is unsaved asks with `text`. Leaving drops nothing of its own. `off`: there
 * is nothing left to save (the record was found gone), so nothing asks.
 */
export function useUnsavedChanges(text: string, off = false): UnsavedChanges {
  const [dirty, setDirty] = useState(false);
  const live = useRef(false);
  const mark = useCallback((next: boolean) => {
    live.current = next;
    setDirty(next);
  }, []);
  const isDirty = useCallback(() => live.current, []);
  useLeaveGuard({
    dirty: dirty && !off,
    isDirty: () => live.current && !off,
    onLeave: useCallback(() => undefined, []),
    text,
  });
  return { dirty, isDirty, mark };
}

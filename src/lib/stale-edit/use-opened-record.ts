import { useCallback, useState } from 'react';

/** What an edit form opened with, and when: the first value the record has (a form may open before
 *  its record has loaded), kept while the form is open; `reopen` after 重新加载 takes the record as it
 *  is now. The guard (stale-edit.ts) compares a fresh read with it before the write. */
export function useOpenedRecord<T>(record: T | undefined) {
  const [opened, setOpened] = useState<{ record: T; at: number } | null>(() =>
    record === undefined ? null : { record, at: Date.now() },
  );
  // the record arrived after the form opened: adjusting state while rendering (React's derived-state pattern)
  if (opened === null && record !== undefined) setOpened({ record, at: Date.now() });
  const reopen = useCallback((fresh: T) => setOpened({ record: fresh, at: Date.now() }), []);
  return { opened: opened?.record ?? record, openedAt: opened?.at ?? Date.now(), reopen };
}

import { useMemo, useState } from 'react';

export interface DialogTarget<T> {
  /** The dialog is open (for a new record or for `row`). */
  open: boolean;
  /** The record being edited; undefined for a new one. */
  row?: T;
  openNew(): void;
  edit(row: T): void;
  close(): void;
}

/** Which record a create/edit dialog is open for: mount the dialog while `open`, so each opening
 *  starts from the record's values (or empty for a new one). */
export function useDialogTarget<T>(): DialogTarget<T> {
  const [target, setTarget] = useState<{ row?: T } | null>(null);
  return useMemo(
    () => ({
      open: target !== null,
      row: target?.row,
      openNew: () => setTarget({}),
      edit: (row: T) => setTarget({ row }),
      close: () => setTarget(null),
    }),
    [target],
  );
}

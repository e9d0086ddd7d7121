import { useState } from 'react';
import { confirmAction, type ConfirmOptions } from '@/lib/feedback/confirm';
import { toastSuccess } from '@/lib/feedback/toast';
import { useSubmitOnce } from '@/lib/hooks/use-submit-once';
import type { ListState } from './use-list-state';
import type { RowAction } from './row-actions';

interface Options<T, R> {
  list: Pick<ListState, 'removedOne'>;
  /** The rows on the page now: removing its last row goes back a page. */
  shown: number | undefined;
  confirm(row: T): ConfirmOptions;
  remove(row: T): Promise<R>;
  /** The success message, e.g. 删除成功; `result` is what the delete answered (what it took with it, say). */
  done(row: T, result: R): string;
}

export interface RowDelete<T> {
  /** Asks for confirmation, then deletes (one delete at a time on the page). */
  ask(row: T): Promise<void>;
  /** A delete is being confirmed or is running: every row's 删除 is off meanwhile. */
  pending: boolean;
  /** This row's delete is running: its 删除 spins. */
  deleting(row: T): boolean;
  /** The row's 删除 for RowActions, spinning while it runs and off while any delete is under way;
   *  `more` adds to it (the reason the server would refuse it, another accessible name). */
  action(row: T, more?: Partial<RowAction>): RowAction;
}

/** A list row's delete: confirmed first (danger), one at a time, a success toast, then the page
 *  before when it was the page's last row. A failed delete was already reported by the HTTP layer. */
export function useRowDelete<T, R = unknown>({ list, shown, confirm, remove, done }: Options<T, R>): RowDelete<T> {
  const once = useSubmitOnce();
  const [running, setRunning] = useState<T>();
  const ask = once.guard(async (row: T) => {
    if (!(await confirmAction({ danger: true, ...confirm(row) }))) return;
    setRunning(() => row);
    let result: R;
    try {
      result = await remove(row);
    } finally {
      setRunning(undefined);
    }
    toastSuccess(done(row, result));
    list.removedOne(shown);
  });
  const deleting = (row: T) => running === row;
  return {
    ask,
    pending: once.pending,
    deleting,
    action: (row, more) => ({
      label: '删除',
      danger: true,
      loading: deleting(row),
      disabled: once.pending,
      onClick: () => void ask(row),
      ...more,
    }),
  };
}

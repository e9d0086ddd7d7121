import { useCallback, useMemo, useRef, useState } from 'react';
import axios from 'axios';
import type { FormInstance } from 'antd';
import { isApiError } from '@/lib/http/errors';

export interface SubmitOnce {
  /** true while the call runs: bind it to the button's `loading` (antd ignores clicks on a loading button). */
  pending: boolean;
  /** Runs `call` unless a call of this submit is already running, in which case it is dropped. */
  run(call: () => unknown): Promise<void>;
  /** `run` as a handler: `onFinish={submit.guard(save)}`, `onClick={submit.guard(() => remove(row))}`. */
  guard<A extends unknown[]>(call: (...args: A) => unknown): (...args: A) => Promise<void>;
  /** A click handler that validates `form`, then saves its values: `onOk={submit.validated(form, save)}`.
   *  The guard is taken on the click, so the second click of a double-click finds it taken even while
   *  the first one is still validating. On a page form's `htmlType="submit"` button it also cancels
   *  the native submit (Enter in a field clicks that button, so Enter comes here too). */
  validated<V>(
    form: FormInstance<V>,
    save: (values: V) => unknown,
  ): (event?: { preventDefault(): void }) => Promise<void>;
}

/** Rejections that have already been shown to the user where they happened: the HTTP layer's toast
 *  (ApiError), a cancelled call (leaving the page), antd's field errors (a failed validation). */
function alreadyReported(e: unknown): boolean {
  return isApiError(e) || axios.isCancel(e) || (typeof e === 'object' && e !== null && 'errorFields' in e);
}

/**
 * One call at a time for a submit (a save, a confirm, a row action that writes). A ref guards it,
 * not state, because a double-click's second click arrives before React renders the loading
 * button: the ref is taken synchronously on the first click, and released when the call settles
 * (success or failure, so a failed save can be sent again with the values the user kept).
 * The returned promise never rejects with a failure that was already reported (see above);
 * anything else is a bug and is rethrown.
 */
export function useSubmitOnce(): SubmitOnce {
  const running = useRef(false);
  const [pending, setPending] = useState(false);

  const run = useCallback(async (call: () => unknown) => {
    if (running.current) return;
    running.current = true;
    setPending(true);
    try {
      await call();
    } catch (e) {
      if (!alreadyReported(e)) throw e;
    } finally {
      running.current = false;
      setPending(false);
    }
  }, []);

  return useMemo(
    () => ({
      pending,
      run,
      guard:
        <A extends unknown[]>(call: (...args: A) => unknown) =>
        (...args: A) =>
          run(() => call(...args)),
      validated:
        <V>(form: FormInstance<V>, save: (values: V) => unknown) =>
        (event?: { preventDefault(): void }) => {
          event?.preventDefault();
          return run(async () => save(await form.validateFields()));
        },
    }),
    [pending, run],
  );
}

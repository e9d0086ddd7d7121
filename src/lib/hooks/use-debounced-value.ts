import { useEffect, useRef, useState } from 'react';
import { SHOW_WAITING_AFTER_MS } from '@/lib/query/page-when-ready';

/** Search boxes debounce 500 ms (admin-modules §9). */
export const SEARCH_DEBOUNCE_MS = 500;

/** `value` once it has stayed the same for `ms`. With `prepare` (e.g. fetching the results into the
 *  cache), the value settles when that has finished, or SHOW_WAITING_AFTER_MS later if it is slow:
 *  the results then come in one render instead of a waiting state and then the rows. */
export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS, prepare?: (value: T) => Promise<unknown>): T {
  const [settled, setSettled] = useState(value);
  const prepareRef = useRef(prepare);
  useEffect(() => {
    prepareRef.current = prepare;
  });
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      const ready = prepareRef.current?.(value);
      if (!ready) return setSettled(value);
      const slow = new Promise((resolve) => setTimeout(resolve, SHOW_WAITING_AFTER_MS));
      void Promise.race([ready.catch(() => undefined), slow]).then(() => live && setSettled(value));
    }, ms);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

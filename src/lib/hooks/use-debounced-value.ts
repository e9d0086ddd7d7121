import { useEffect, useState } from 'react';

/** Search boxes debounce 500 ms (admin-modules §9). */
export const SEARCH_DEBOUNCE_MS = 500;

export function useDebouncedValue<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

import { useCallback, useEffect, useRef } from 'react';

/** Returns a getter for an AbortSignal that aborts when the component unmounts: pass it to calls a
 *  page starts itself (mutations, downloads) so leaving the page cancels them with no toast and no
 *  late state update. Queries get their signal from TanStack Query. A getter (not a signal) because
 *  StrictMode mounts twice and the first controller is spent by then. */
export function usePageSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}

import type { QueryClient } from '@tanstack/react-query';
import { absentCalls } from '@/lib/http/absent-calls';
import { useSession } from './session';
import { useMenu } from './menu';
import { useCertification } from './certification';
import { loginError } from './login-error';
import { clearUserRecords } from './user-records';

/** What a per-user store of a feature does at a change of identity. Its records in browser storage
 *  are removed by name whether or not it registered (user-records.ts); this reaches the state its
 *  loaded code holds in memory. */
export interface UserStore {
  /** back to empty (in memory; pending writes cancelled) */
  reset?(): void;
  /** write pending changes now: its work is about to be put aside (an expiry or a 401) */
  flush?(): void;
  /** read its records again: kept work was given back to its returning owner */
  reload?(): void;
}

const stores = new Set<UserStore>();

/** Feature stores (designers, module-local state) register here when their code loads; mounted
 *  editors may register while mounted (the returned function unregisters). */
export function registerUserStore(store: UserStore): () => void {
  stores.add(store);
  return () => stores.delete(store);
}

/** Everything that belongs to one user in one enterprise: the server menu, the per-user stores and
 *  records, the assumed calls the host lacked, and the query cache. Cleared on every login, token entry, enterprise switch and logout. */
export function clearUserScope(queryClient: QueryClient) {
  useMenu.getState().reset();
  useCertification.getState().reset();
  for (const store of stores) store.reset?.();
  clearUserRecords();
  // another enterprise may be served by another host: what this one lacked is asked again
  absentCalls.clear();
  queryClient.clear();
}

/** Pending writes of loaded stores, before their records are put aside. */
export function flushUserStores() {
  for (const store of stores) store.flush?.();
}

/** Loaded stores read their records again after kept work was given back. */
export function reloadUserStores() {
  for (const store of stores) store.reload?.();
}

/** Logout: every store back to empty and the query cache cleared. */
export function resetAllStores(queryClient: QueryClient) {
  useSession.getState().reset();
  loginError.clear();
  clearUserScope(queryClient);
}

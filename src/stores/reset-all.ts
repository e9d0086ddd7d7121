import type { QueryClient } from '@tanstack/react-query';
import { useSession } from './session';
import { useMenu } from './menu';
import { useCertification } from './certification';
import { loginError } from './login-error';

const resetters: Array<() => void> = [];

/** Feature stores (designers, module-local state) register here so logout and every change of
 *  identity reach them. */
export function registerStoreReset(reset: () => void) {
  resetters.push(reset);
}

/** Everything that belongs to one user in one enterprise: the server menu, the per-user stores and
 *  the query cache. Cleared on every login, token entry, enterprise switch and logout. */
export function clearUserScope(queryClient: QueryClient) {
  useMenu.getState().reset();
  useCertification.getState().reset();
  for (const reset of resetters) reset();
  queryClient.clear();
}

/** Logout: every store back to empty and the query cache cleared. */
export function resetAllStores(queryClient: QueryClient) {
  useSession.getState().reset();
  loginError.clear();
  clearUserScope(queryClient);
}

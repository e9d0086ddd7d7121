import type { QueryClient } from '@tanstack/react-query';
import { useSession } from './session';
import { useMenu } from './menu';
import { useCertification } from './certification';
import { loginError } from './login-error';

const resetters: Array<() => void> = [];

/** Feature stores (designers, module-local state) register here so logout can reach them. */
export function registerStoreReset(reset: () => void) {
  resetters.push(reset);
}

/** Logout: every store back to empty and the query cache cleared. */
export function resetAllStores(queryClient: QueryClient) {
  useSession.getState().reset();
  useMenu.getState().reset();
  useCertification.getState().reset();
  loginError.clear();
  for (const reset of resetters) reset();
  queryClient.clear();
}

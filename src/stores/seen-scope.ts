import type { QueryClient } from '@tanstack/react-query';
import { secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { ManageScope } from '@/lib/scope/manage-scope';
import { scopeSignature } from '@/lib/scope/my-permissions';
import { clearUserScope } from './reset-all';

/** The caller's 管理范围 as the server answers it now. When it differs from the one the console last
 *  saw for this identity (an administrator changed it meanwhile), everything held for the identity —
 *  the menu, the per-user stores and records, the cached answers — is cleared as on a change of
 *  identity, so no list or tree fetched under the old scope stays on screen (assumed contract
 *  "Scoped administrators"). The record is the identity's own: a change of identity removes it. */
export function noteScope(scope: ManageScope, queryClient: QueryClient) {
  const seen = secureSession.get<string>(STORAGE_KEYS.manageScope);
  const now = scopeSignature(scope);
  if (seen === now) return;
  if (seen !== null) clearUserScope(queryClient);
  secureSession.set(STORAGE_KEYS.manageScope, now);
}

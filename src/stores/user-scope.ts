import type { QueryClient } from '@tanstack/react-query';
import { secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { identityOf, useSession } from './session';
import { clearUserScope } from './reset-all';

// Per-user data (menu, feature stores, cached answers) belongs to one identity: a user in an
// enterprise. Whatever changes the identity — a login, a token entry, a passport return, an
// enterprise switch, the enterprise list clearing the choice, a logout or an expiry — clears it in
// the same synchronous step, so no render, and no decision of the guard, ever sees the previous
// identity's data. The identity the stored data was written for is kept too: a page load whose
// session (local storage, shared by tabs) is no longer that identity starts from nothing.

let unbind: (() => void) | null = null;

const stamp = (identity: string | null) => secureSession.set(STORAGE_KEYS.userScope, identity);

export function bindUserScope(queryClient: QueryClient) {
  unbind?.();
  const identity = identityOf(useSession.getState());
  if (secureSession.get<string>(STORAGE_KEYS.userScope) !== identity) clearUserScope(queryClient);
  stamp(identity);
  unbind = useSession.subscribe((state, previous) => {
    const next = identityOf(state);
    if (next === identityOf(previous)) return;
    clearUserScope(queryClient);
    stamp(next);
  });
}

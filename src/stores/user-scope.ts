import type { QueryClient } from '@tanstack/react-query';
import { secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { identityOf, useSession, type SessionData } from './session';
import { clearUserScope, reloadUserStores } from './reset-all';
import { settleKeptWork, type Owner } from './user-records';

// Per-user data (menu, feature stores and records, cached answers) belongs to one identity: a user
// in an enterprise. Whatever changes the identity — a login, a token entry, a passport return, an
// enterprise switch, the enterprise list clearing the choice, a logout or an expiry — clears it in
// the same synchronous step, so no render, and no decision of the guard, ever sees the previous
// identity's data. The identity the stored data was written for is kept too: a page load whose
// session (local storage, shared by tabs) is no longer that identity starts from nothing. Work put
// aside at an expiry or a 401 is given back when its identity is signed in again (user-records.ts).

let unbind: (() => void) | null = null;

const stamp = (identity: string | null) => secureSession.set(STORAGE_KEYS.userScope, identity);

/** The session's identity as the owner of kept work. */
export function ownerOf({ userInfo, enterprise }: Pick<SessionData, 'userInfo' | 'enterprise'>): Owner | null {
  return userInfo ? { user: userInfo.lenovoId, enterprise: enterprise?.enterpriseNumber ?? null } : null;
}

function settle() {
  if (settleKeptWork(ownerOf(useSession.getState()))) reloadUserStores();
}

export function bindUserScope(queryClient: QueryClient) {
  unbind?.();
  const identity = identityOf(useSession.getState());
  if (secureSession.get<string>(STORAGE_KEYS.userScope) !== identity) clearUserScope(queryClient);
  stamp(identity);
  settle();
  unbind = useSession.subscribe((state, previous) => {
    const next = identityOf(state);
    if (next === identityOf(previous)) return;
    clearUserScope(queryClient);
    stamp(next);
    settle();
  });
}

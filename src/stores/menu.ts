import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { secureSession } from '@/lib/storage/secure-storage';
import { securePersistStorage } from '@/lib/storage/persist-adapter';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import { currentIdentity, identityOf, useSession } from './session';
import type { MenuEntry } from './session-types';

/** The user's menu list, kept in session storage under the user-menu key (platform-shell §3.1).
 *  It is stamped with the identity (user and enterprise) it was loaded for and is read only by that
 *  identity: a menu kept for another account, or answered after the account changed, is no menu. */
interface MenuState {
  entries: MenuEntry[] | null;
  /** identityOf() of the session the menu was requested for */
  owner: string | null;
  /** Keeps the menu requested for `owner`; dropped when the session is no longer that identity. */
  setEntries(entries: MenuEntry[], owner: string | null): void;
  reset(): void;
}

export const useMenu = create<MenuState>()(
  persist(
    (set) => ({
      entries: null,
      owner: null,
      setEntries: (entries, owner) => {
        if (owner === null || owner !== currentIdentity()) return;
        set({ entries, owner });
      },
      reset: () => set({ entries: null, owner: null }),
    }),
    {
      name: STORAGE_KEYS.userMenu,
      storage: securePersistStorage(secureSession),
      partialize: ({ entries, owner }) => ({ entries, owner }),
    },
  ),
);

/** The menu of the signed-in identity, or null when none is loaded for it. */
export function menuFor(state: Pick<MenuState, 'entries' | 'owner'>, identity: string | null): MenuEntry[] | null {
  return identity !== null && state.owner === identity ? state.entries : null;
}

export function useUserMenu(): MenuEntry[] | null {
  const identity = useSession(identityOf);
  return useMenu((s) => menuFor(s, identity));
}

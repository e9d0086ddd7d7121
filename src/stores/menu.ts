import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { secureSession } from '@/lib/storage/secure-storage';
import { securePersistStorage } from '@/lib/storage/persist-adapter';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { MenuEntry } from './session-types';

/** The user's menu list, kept in session storage under the user-menu key (platform-shell §3.1). */
interface MenuState {
  entries: MenuEntry[] | null;
  setEntries(entries: MenuEntry[]): void;
  reset(): void;
}

export const useMenu = create<MenuState>()(
  persist(
    (set) => ({
      entries: null,
      setEntries: (entries) => set({ entries }),
      reset: () => set({ entries: null }),
    }),
    { name: STORAGE_KEYS.userMenu, storage: securePersistStorage(secureSession), partialize: ({ entries }) => ({ entries }) },
  ),
);

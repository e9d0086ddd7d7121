import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { secureLocal } from '@/lib/storage/secure-storage';
import { securePersistStorage } from '@/lib/storage/persist-adapter';
import { STORAGE_KEYS } from '@/lib/storage/keys';

/** Certification state shared by the home screen and the layout (platform-shell §3.3). Only
 *  applyStatus survives a reload; the detail panel starts closed. */
interface CertificationState {
  /** 0 when the server returns no data */
  applyStatus: number;
  detailOpen: boolean;
  setApplyStatus(status: number): void;
  setDetailOpen(open: boolean): void;
  reset(): void;
}

export const useCertification = create<CertificationState>()(
  persist(
    (set) => ({
      applyStatus: 0,
      detailOpen: false,
      setApplyStatus: (applyStatus) => set({ applyStatus }),
      setDetailOpen: (detailOpen) => set({ detailOpen }),
      reset: () => set({ applyStatus: 0, detailOpen: false }),
    }),
    {
      name: STORAGE_KEYS.certification,
      storage: securePersistStorage(secureLocal),
      partialize: ({ applyStatus }) => ({ applyStatus }),
    },
  ),
);

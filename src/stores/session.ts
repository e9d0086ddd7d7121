import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { secureLocal } from '@/lib/storage/secure-storage';
import { securePersistStorage } from '@/lib/storage/persist-adapter';
import { STORAGE_KEYS } from '@/lib/storage/keys';
import type { Enterprise, LoginInfo, UserInfo } from './session-types';

/** A random 16-digit login id (platform-shell §9). */
export function newLoginId(random = Math.random): string {
  let id = String(1 + Math.floor(random() * 9));
  while (id.length < 16) id += String(Math.floor(random() * 10));
  return id;
}

export interface SessionData {
  token: string | null;
  thirdToken: string | null;
  providerToken: string | null;
  loginInfo: LoginInfo | null;
  userInfo: UserInfo | null;
  /** the chosen enterprise: the "enterprise entry" of the guard */
  enterprise: Enterprise | null;
  loginId: string;
}

/** Whose console this is: per-user data (menu, stores, cached answers) belongs to one user in one
 *  enterprise. null when nobody is signed in. */
export function identityOf({ userInfo, enterprise }: Pick<SessionData, 'userInfo' | 'enterprise'>): string | null {
  return userInfo ? `${userInfo.lenovoId}@${enterprise?.enterpriseNumber ?? ''}` : null;
}

interface SessionActions {
  /** Keeps the token and the login info; with `enterprise`, the enterprise too, in the same step
   *  (one change of identity, never a passing one made of the new user and the old enterprise). */
  signIn(
    token: string,
    loginInfo: LoginInfo,
    extra?: { thirdToken?: string | null; enterprise?: Enterprise | null },
  ): void;
  setToken(token: string): void;
  chooseEnterprise(enterprise: Enterprise | null): void;
  /** Forget tokens, user info and login info, keeping the chosen enterprise: what expiry clears
   *  (platform-shell §4.2). The next login replaces or clears the enterprise. */
  clearAuth(): void;
  reset(): void;
}

const empty = (): SessionData => ({
  token: null,
  thirdToken: null,
  providerToken: null,
  loginInfo: null,
  userInfo: null,
  enterprise: null,
  loginId: newLoginId(),
});

export const useSession = create<SessionData & SessionActions>()(
  persist(
    (set) => ({
      ...empty(),
      signIn: (token, loginInfo, extra) =>
        set({
          token,
          loginInfo,
          userInfo: loginInfo.userInfo,
          providerToken: loginInfo.providerToken ?? null,
          thirdToken: extra?.thirdToken ?? null,
          ...(extra && 'enterprise' in extra ? { enterprise: extra.enterprise ?? null } : {}),
        }),
      setToken: (token) => set({ token }),
      chooseEnterprise: (enterprise) => set({ enterprise }),
      clearAuth: () => set({ token: null, thirdToken: null, providerToken: null, loginInfo: null, userInfo: null }),
      reset: () => set({ ...empty() }),
    }),
    {
      name: STORAGE_KEYS.session,
      storage: securePersistStorage(secureLocal),
      partialize: ({ token, thirdToken, providerToken, loginInfo, userInfo, enterprise, loginId }) => ({
        token,
        thirdToken,
        providerToken,
        loginInfo,
        userInfo,
        enterprise,
        loginId,
      }),
    },
  ),
);

export const currentIdentity = () => identityOf(useSession.getState());

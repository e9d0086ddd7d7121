import type { MenuEntry } from '@/stores/session-types';

// The guard's calls (entry flows, the user's menu) and with them the HTTP client load after the
// first paint: the first screen is a spinner until one of them has answered (docs/architecture.md,
// "The first screen's JavaScript"). main.tsx starts fetching them before the first render, so the
// first call seldom waits for them.

const sessionFlows = () => import('@/features/login/session-flows');
const enterpriseApi = () => import('@/features/login/api/enterprise-api');

/** Starts loading the guard's calls; a failure is left to the call that needs them. */
export function preloadGuardCalls() {
  sessionFlows().catch(() => undefined);
  enterpriseApi().catch(() => undefined);
}

/** §2.3 step 1: an authorCode or third-party token in the address. false when it failed. */
export const runTokenEntry = (entry: { authorCode: string | null; thirdToken: string | null }) =>
  sessionFlows().then((flows) => flows.tokenEntry(entry));

/** §4.1 step 5: the provider returned with lpsust. false when it failed. */
export const runPassportLogin = (lpsust: string) => sessionFlows().then((flows) => flows.passportLogin(lpsust));

/** The signed-in identity's side menu. */
export const loadUserMenu = (): Promise<MenuEntry[]> => enterpriseApi().then((api) => api.fetchUserMenu());

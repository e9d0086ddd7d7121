// The HTTP layer does not know the stores; the app tells it how to read the token and what to do
// when the server ends the session. Each ending runs once, however many calls report it together.

export interface SessionHooks {
  getToken(): string | null;
  /** code 0 + COMMON_0001 */
  onExpired(): void;
  /** code 401 + 请先登录 */
  onUnauthenticated(): void;
}

let hooks: SessionHooks = { getToken: () => null, onExpired: () => {}, onUnauthenticated: () => {} };
let ending = false;

export function configureSession(next: SessionHooks) {
  hooks = next;
}

export const sessionToken = () => hooks.getToken();

/** Runs the session-ending hook only for the first report; later ones are absorbed. */
export function endSession(reason: 'expired' | 'unauthenticated') {
  if (ending) return;
  ending = true;
  if (reason === 'expired') hooks.onExpired();
  else hooks.onUnauthenticated();
}

/** After a new login (or in tests) sessions can end again. */
export function resetSessionEnding() {
  ending = false;
}

export const isSessionEnding = () => ending;

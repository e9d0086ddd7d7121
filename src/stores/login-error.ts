import { secureSession } from '@/lib/storage/secure-storage';
import { STORAGE_KEYS } from '@/lib/storage/keys';

/** The login-error record kept in session storage when login info cannot be fetched (§4.1 step 3). */
export interface LoginErrorRecord {
  type: 'notToken';
  message?: string;
  at: number;
}

export const loginError = {
  read: () => secureSession.get<LoginErrorRecord>(STORAGE_KEYS.loginError),
  keepNotToken: (message?: string) =>
    secureSession.set(STORAGE_KEYS.loginError, { type: 'notToken', message, at: Date.now() }),
  clear: () => secureSession.remove(STORAGE_KEYS.loginError),
};

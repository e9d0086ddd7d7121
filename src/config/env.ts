// Typed view of the build-time environment (see .env.* and README "Modes and env variables").
const raw = import.meta.env;

function read(name: string, fallback = ''): string {
  const value = (raw as Record<string, string | boolean | undefined>)[name];
  return typeof value === 'string' ? value : fallback;
}

const sandbox = read('VITE_SANDBOX') === 'true';
const origin =
  typeof window === 'undefined' ? '' : window.location.origin + window.location.pathname.replace(/[^/]*$/, '');

export const env = {
  name: read('VITE_ENV_NAME', 'sdev'),
  sandbox,
  /** '' means same origin (sandbox, or the dev proxy); otherwise the API host. */
  apiBase: read('VITE_API_BASE', ''),
  /** In sandbox mode the provider pages are the sandbox's own stand-ins, served by this bundle. */
  passportLoginUrl: sandbox ? `${origin}__passport/login` : read('VITE_PASSPORT_LOGIN_URL'),
  passportLogoutUrl: sandbox ? `${origin}__passport/logout` : read('VITE_PASSPORT_LOGOUT_URL'),
  storageKey: read('VITE_STORAGE_KEY', 'console-storage-key'),
  signSecret: read('VITE_SIGN_SECRET'),
  appId: read('VITE_APP_ID'),
  clientVersion: read('VITE_CLIENT_VERSION', '1.0.0'),
} as const;

// Names of the records the console keeps in browser storage (platform-shell §3.1).
export const STORAGE_KEYS = {
  /** local: zustand `session` slice (tokens, login info, user info, enterprise entry, login id) */
  session: 'eac.session',
  /** local: zustand `certification` slice */
  certification: 'eac.certification',
  /** session storage: the user's menu list */
  userMenu: 'eac.userMenu',
  /** session storage: login-error record, e.g. { type: 'notToken' } */
  loginError: 'eac.loginError',
  /** session storage: the identity (user@enterprise) the per-user records were written for */
  userScope: 'eac.userScope',
  /** session storage: guard against reload loops after a failed lazy chunk */
  chunkReload: 'eac.chunkReload',
} as const;

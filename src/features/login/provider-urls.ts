import { env } from '@/config/env';

/** The console address the provider returns to after login. */
export function consoleReturnUrl(): string {
  return `${window.location.origin}${window.location.pathname}#/login/l-has`;
}

/** The provider's login page with the parameters of platform-shell §7.1. */
export function providerLoginUrl(options: { expired?: boolean } = {}): string {
  const url = new URL(env.passportLoginUrl, window.location.href);
  url.searchParams.set('auth-type', 'login');
  url.searchParams.set('only-cell-phone', '1');
  url.searchParams.set('source', 'enterprise_management');
  url.searchParams.set('auth-from', 'enterprise-management-backend');
  url.searchParams.set('callback', consoleReturnUrl());
  if (options.expired) url.searchParams.set('expired', '1');
  return url.toString();
}

/** The provider's logout page with the account and the encoded token. */
export function providerLogoutUrl(account: string, encodedToken: string): string {
  const url = new URL(env.passportLogoutUrl, window.location.href);
  url.searchParams.set('account', account);
  url.searchParams.set('token', encodedToken);
  url.searchParams.set('callback', consoleReturnUrl());
  return url.toString();
}

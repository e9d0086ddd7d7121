import type { IncomingMessage } from 'node:http';
import { accounts, enterprisesOf } from '../core-tables';
import { persistDb } from '../db';
import { endSessionByLogoutCode, issueCode } from '../handlers/login';
import { loginPage, logoutPage } from './passport-html';

// The provider stand-in at /__passport/login|logout, served by the server: it behaves as the browser
// sandbox's page (passport/passport-page.tsx) and the real provider do. After a login it sends the
// browser back to the callback address with a one-time lpsust; from another platform it opens the
// console with authorCode + ctx (or a third-party token).

export type PassportAnswer = { status: 200; html: string } | { status: 303; location: string };

const withQuery = (address: string, query: string) => `${address}${address.includes('?') ? '&' : '?'}${query}`;

/** Where the console is: the Referer's origin (the page that sent the browser here), else ours. */
function consoleOrigin(req: IncomingMessage, ownOrigin: string) {
  try {
    return new URL(req.headers.referer ?? '').origin;
  } catch {
    return ownOrigin;
  }
}

/** GET /__passport/login and /logout. */
export function passportPage(req: IncomingMessage, url: URL): PassportAnswer | null {
  const origin = consoleOrigin(req, url.origin);
  const callback = url.searchParams.get('callback') ?? `${origin}/#/login/l-has`;
  if (url.pathname === '/__passport/login') {
    const list = accounts();
    return {
      status: 200,
      html: loginPage({
        accounts: list,
        withEnterprise: list.filter((a) => enterprisesOf(a.lenovoId).length),
        callback,
        expired: url.searchParams.get('expired') === '1',
      }),
    };
  }
  if (url.pathname === '/__passport/logout') {
    const ended = endSessionByLogoutCode(url.searchParams.get('token'));
    persistDb();
    const loginHref = `/__passport/login?callback=${encodeURIComponent(callback)}`;
    return { status: 200, html: logoutPage({ ended, account: url.searchParams.get('account'), loginHref }) };
  }
  return null;
}

/** POST /__passport/login: the form of one account's button (or an other-platform entry). */
export function passportSubmit(req: IncomingMessage, url: URL, form: URLSearchParams): PassportAnswer | null {
  if (url.pathname !== '/__passport/login') return null;
  const callback = form.get('callback') || `${consoleOrigin(req, url.origin)}/#/login/l-has`;
  // the console's root: where the callback points (the browser page uses its own origin)
  const root = `${new URL(callback, url.origin).origin}/`;
  const lenovoId = form.get('lenovoId');
  const authorCodeFor = form.get('authorCodeFor');
  const list = accounts();
  let location: string | null = null;
  if (lenovoId && list.some((a) => a.lenovoId === lenovoId))
    location = withQuery(callback, `lpsust=${issueCode('ust', lenovoId)}`);
  else if (authorCodeFor && enterprisesOf(authorCodeFor).length) {
    const ctx = form.get('ctx') ?? 'organization';
    const enterpriseNumber = enterprisesOf(authorCodeFor)[0].enterpriseNumber;
    const code = issueCode('authorCode', authorCodeFor, { ctx, enterpriseNumber });
    location = `${root}#/?authorCode=${code}&ctx=${ctx}`;
  } else if (form.get('thirdToken')) {
    const first = list[0];
    const code = issueCode('thirdToken', first.lenovoId, {
      enterpriseNumber: enterprisesOf(first.lenovoId)[0]?.enterpriseNumber,
    });
    location = `${root}#/home/organization?token=${code}`;
  }
  if (!location) return null;
  // the code is saved before the browser is sent on with it
  persistDb();
  return { status: 303, location };
}

import type { PageDef } from '@/lib/module-manifest';
import type { MenuEntry } from '@/stores/session-types';

// The route guard's decision (platform-shell §2.3, §4.2, §6), as a pure function of where the user
// is going and what the session holds. <RouteGuard/> acts on it.

export const BLOCKED_TEXT = '暂无对应跳转的菜单权限，请联系管理员';
export const BLOCKED_AI_TEXT = '暂无对应跳转的【设置企业AI助理】菜单权限，请联系管理员';
export const AI_CREATE_PATH = '/home/intelligent/intelligent_create';

export interface GuardInput {
  path: string;
  query: URLSearchParams;
  token: string | null;
  hasEnterprise: boolean;
  menu: MenuEntry[] | null;
  page: PageDef | undefined;
  /** The spec names this path as a menu page (a module may not ship it yet). */
  specMenuPath?: boolean;
  /** For a sub-page: the menu page it belongs to (see ownerMenuPath). */
  owner?: string;
}

export type GuardDecision =
  | { kind: 'token-entry'; authorCode: string | null; thirdToken: string | null; ctx: string | null }
  | { kind: 'passport-login'; lpsust: string }
  | { kind: 'provider-login'; expired: boolean }
  | { kind: 'redirect'; to: string }
  | { kind: 'load-menu' }
  | { kind: 'blocked'; to: string; text: string }
  | { kind: 'allow' };

export const menuPath = (entry: MenuEntry) => `/home/${entry.url.replace(/^\/+/, '')}`;

export function decide({
  path,
  query,
  token,
  hasEnterprise,
  menu,
  page,
  specMenuPath = false,
  owner,
}: GuardInput): GuardDecision {
  const authorCode = query.get('authorCode');
  const ctx = query.get('ctx');
  const thirdToken = query.get('token');
  if ((authorCode && ctx) || thirdToken)
    return { kind: 'token-entry', authorCode: authorCode && ctx ? authorCode : null, thirdToken, ctx };
  const lpsust = query.get('lpsust');
  if (lpsust) return { kind: 'passport-login', lpsust };

  if (path === '/') return { kind: 'redirect', to: '/login/l-has' };
  if (path === '/404') return { kind: 'allow' };
  if (page?.public) return { kind: 'allow' };
  if (!page && !specMenuPath && path !== '/login' && path !== '/home') return { kind: 'redirect', to: '/404' };

  if (!token) return { kind: 'provider-login', expired: query.get('loginStatus') === 'expired' };
  if (path === '/login') return { kind: 'redirect', to: '/login/l-has' };
  if (!path.startsWith('/home')) return { kind: 'allow' };

  if (!hasEnterprise) return { kind: 'redirect', to: '/login/l-has' };
  if (menu === null) return { kind: 'load-menu' };
  const first = menu[0] ? menuPath(menu[0]) : null;
  if (path === '/home') return { kind: 'redirect', to: '/home/enterprise_certification' };
  const isMenuPage = page ? page.isMenu : specMenuPath;
  const inMenu = (target: string) => menu.some((entry) => menuPath(entry) === target);
  // A sub-page is the work of its menu page: without that page it is blocked the same way (its
  // calls would all be refused). A Deviation: the spec checks menu pages only.
  const checked = isMenuPage ? path : owner;
  if (!checked || inMenu(checked)) return page || !isMenuPage ? { kind: 'allow' } : { kind: 'redirect', to: '/404' };
  return {
    kind: 'blocked',
    to: first && first !== path ? first : '/404',
    text: checked === AI_CREATE_PATH ? BLOCKED_AI_TEXT : BLOCKED_TEXT,
  };
}

/** The menu page a sub-page belongs to: its manifest's `menu`, else the nearest menu path above it
 *  (/home/organization/leave_person → /home/organization). Undefined for menu pages. */
export function ownerMenuPath(
  path: string,
  page: PageDef | undefined,
  menuPaths: ReadonlySet<string>,
): string | undefined {
  if (!page || page.isMenu || page.public) return undefined;
  if (page.menu) return page.menu;
  for (let at = path.lastIndexOf('/'); at > '/home'.length; at = path.lastIndexOf('/', at - 1)) {
    if (menuPaths.has(path.slice(0, at))) return path.slice(0, at);
  }
  return undefined;
}

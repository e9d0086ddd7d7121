import type { MenuEntry } from '@/stores/session-types';
import { allPages, findPage } from '../modules';
import { menuPath } from '../guard/decide';
import { owningEntry } from '../layout/side-menu';

export interface SearchHit {
  /** unique among all groups */
  key: string;
  title: string;
  detail?: string;
  /** where opening the hit goes */
  to: string;
}

/** The pages of the user's menu and the sub-pages that belong to them (by PageDef.menu or by
 *  path) whose title contains the text. A page outside the menu is never offered, nor a sub-page
 *  that only opens on a subject (needsQuery, requires) or with a path parameter. */
export function pageHits(menu: MenuEntry[], text: string, pages = allPages): SearchHit[] {
  const term = text.trim().toLowerCase();
  if (!term) return [];
  const entries = menu.filter((e) => findPage(menuPath(e), pages));
  const own = entries
    .filter((e) => e.name.toLowerCase().includes(term))
    .map((e) => ({ key: `page:${menuPath(e)}`, title: e.name, detail: '菜单', to: menuPath(e) }));
  const subs = pages
    .filter(
      (p) =>
        !p.isMenu &&
        !p.bare &&
        !p.public &&
        !p.needsQuery &&
        !p.requires &&
        p.path.startsWith('/home/') &&
        !p.path.includes(':'),
    )
    .flatMap((p) => {
      const owner = owningEntry(entries, p.path);
      if (!owner || menuPath(owner) === p.path) return [];
      if (!`${owner.name} ${p.title}`.toLowerCase().includes(term)) return [];
      return [{ key: `page:${p.path}`, title: p.title, detail: owner.name, to: p.path }];
    });
  return [...own, ...subs];
}

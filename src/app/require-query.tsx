import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MissingQuery } from '@/components/missing-query';
import type { PageDef } from '@/lib/module-manifest';
import { useUserMenu } from '@/stores/menu';
import { menuPath, ownerMenuPath } from './guard/decide';
import { SPEC_MENU_PATHS } from './guard/spec-menu-paths';
import { findPage } from './modules';

/** Renders a page only when its required query value (PageDef.requires) is there and not blank;
 *  otherwise says which value is missing and links back to the page's menu page, named as the
 *  side menu names it. */
export function RequireQuery({ page, children }: { page: PageDef; children: ReactNode }) {
  const [params] = useSearchParams();
  const menu = useUserMenu();
  const need = page.requires;
  if (!need || params.get(need.param)?.trim()) return children;
  const owner = ownerMenuPath(page.path, page, SPEC_MENU_PATHS);
  const name = owner && (menu?.find((e) => menuPath(e) === owner)?.name ?? findPage(owner)?.title);
  return <MissingQuery label={need.label} back={owner && name ? { name, path: owner } : undefined} />;
}

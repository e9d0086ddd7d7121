import { matchPath } from 'react-router-dom';
import type { ModuleManifest, PageDef } from '@/lib/module-manifest';

// Every features/*/module.ts manifest, collected at build time. Manifests are tiny; pages stay lazy.
const found = import.meta.glob<{ default: ModuleManifest }>('../features/*/module.ts', { eager: true });

export const manifests: ModuleManifest[] = Object.values(found).map((m) => m.default);
export const allPages: PageDef[] = manifests.flatMap((m) => m.pages);

/** The page whose route pattern matches a path, if any. */
export function findPage(path: string, pages: PageDef[] = allPages): PageDef | undefined {
  return pages.find((p) => matchPath({ path: p.path, end: true }, path));
}

import type { ComponentType } from 'react';

/** One screen of a feature. Every page is lazy-loaded through `load`. */
export interface PageDef {
  /** Absolute route path, e.g. /home/organization, /login/l-has, /createExamineApp. */
  path: string;
  /** Page title (route metadata): shown in the header and the document title. A menu page shows
   *  its menu entry's name instead, so the header always matches the menu. */
  title: string;
  /** A title that depends on the query (e.g. new or edit on one route); `title` otherwise. */
  titleFor?: (query: URLSearchParams) => string;
  /** The menu page a sub-page belongs to (its entry stays selected), when the sub-page's path is
   *  not under the menu page's path. */
  menu?: string;
  /** Opened from its menu page with a query naming its subject (?id=, ?baseId=): global search
   *  does not offer it on its own. */
  needsQuery?: boolean;
  /** The query value the page cannot open without (its subject), e.g. `{ param: 'id', label: '应用ID' }`.
   *  Without it the router does not load the page: it says 缺少{label} and links back to the page's
   *  menu page. Implies needsQuery. */
  requires?: { param: string; label: string };
  /** true: reachable only when the server menu lists it (paths under /home). */
  isMenu: boolean;
  /** Open without a session (top-level public pages). */
  public?: boolean;
  /** Rendered without the side menu and header. */
  bare?: boolean;
  /** Kept mounted (hidden) when the user leaves it. */
  keepAlive?: boolean;
  load: () => Promise<{ default: ComponentType }>;
  /** Starts the calls the page makes at once, when its menu entry is clicked (import the query code
   *  lazily: manifests are part of the first screen). The menu moves to the page when they have
   *  settled, or after FIRST_CALLS_WAIT_MS (app/layout/side-menu.tsx), so the page renders once with
   *  its data. */
  prefetch?: () => Promise<unknown>;
}

/** What features/<module>/module.ts exports as default. */
export interface ModuleManifest {
  id: string;
  pages: PageDef[];
}

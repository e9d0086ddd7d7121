import '../seed';
import { http, type HttpHandler } from 'msw';
import type { Method, SandboxRoute } from '../route';

// Every sandbox call: each file in this folder default-exports its module's routes.
const found = import.meta.glob<{ default: SandboxRoute[] }>(['./*.ts', '!./index.ts'], { eager: true });

export const routes: SandboxRoute[] = Object.keys(found)
  .sort()
  .flatMap((file) => found[file].default);

/** The first declared call for this request, in declaration order (as msw would pick). */
function routeFor(request: Request): { route: SandboxRoute; params: Record<string, string> } | null {
  const method = request.method.toLowerCase() as Method;
  const { pathname } = new URL(request.url);
  for (const route of routes) {
    if (route.method !== method) continue;
    const params = route.match(pathname);
    if (params) return { route, params };
  }
  return null;
}

/** One msw handler for every call: a request no call declares is left unhandled (bypassed in the
 *  browser, an error in tests), as with a handler per call. */
export const handlers: HttpHandler[] = [
  http.all(
    ({ request }) => routeFor(request) !== null,
    ({ request }) => {
      const hit = routeFor(request)!;
      return hit.route.answer(request, hit.params);
    },
  ),
];

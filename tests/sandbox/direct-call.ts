import { routes } from '@/sandbox/handlers';
import type { Method } from '@/sandbox/route';

/** One call answered by the sandbox's declared route, as msw would pick it (handlers/index.ts) but
 *  without msw's interception, which costs more than most handlers: the property tests make tens of
 *  thousands of calls. HTTP status and parsed body, as call.ts answers. */
export async function directCall(
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  body?: unknown,
) {
  const request = new Request(`http://localhost${path}`, {
    method,
    headers: { token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const { pathname } = new URL(request.url);
  const wanted = method.toLowerCase() as Method;
  for (const route of routes) {
    if (route.method !== wanted) continue;
    const params = route.match(pathname);
    if (!params) continue;
    const res = await route.answer(request, params);
    const text = await res.text();
    let parsed: { code: number | string; message?: string; data?: unknown } = { code: 'not json' };
    try {
      parsed = JSON.parse(text) as typeof parsed;
    } catch {
      // a file (an export): status alone
    }
    return { status: res.status, body: parsed };
  }
  throw new Error(`no sandbox route for ${method} ${path}`);
}

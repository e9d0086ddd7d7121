import { server } from '@/sandbox/node';

// Shared by the AI assistant area's part-2 tests (cue words, plugins, scenes, BI).

/** Every POST body that reaches the server; read them by path suffix. */
export function recordBodies() {
  const seen: Array<{ path: string; body: Record<string, unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (request.method !== 'POST') return;
    void request
      .clone()
      .json()
      .then(
        (body: Record<string, unknown>) => seen.push({ path, body }),
        () => undefined,
      );
  });
  return (suffix: string) => seen.filter((s) => s.path.endsWith(suffix)).map((s) => s.body);
}

/** The titles of the list items under `list`, in screen order. */
export const itemNames = (list: HTMLElement) =>
  [...list.querySelectorAll('[role="listitem"]')].map((el) => el.getAttribute('aria-label'));

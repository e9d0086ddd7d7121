import { afterEach } from 'vitest';
import { server } from '@/sandbox/node';

// What reached the sandbox during a test: request paths, and the JSON bodies of POSTs. The listeners
// go after each test.
afterEach(() => server.events.removeAllListeners());

/** Counts requests by path suffix. */
export function recordPaths() {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => void seen.push(new URL(request.url).pathname));
  return (suffix: string) => seen.filter((p) => p.endsWith(suffix)).length;
}

/** The JSON bodies of POSTs, by path suffix. */
export function recordBodies() {
  const seen: Array<{ path: string; body: Record<string, unknown> }> = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
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

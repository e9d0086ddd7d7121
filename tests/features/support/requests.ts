import { onTestFinished } from 'vitest';
import { waitFor } from '@testing-library/react';
import { server } from '@/sandbox/node';
import { queryClient } from '@/lib/query/query-client';

/** A request as it reached the sandbox. */
export interface SeenRequest {
  method: string;
  url: string;
  /** the pathname, service prefix included */
  path: string;
  searchParams: URLSearchParams;
  headers: Headers;
  /** the raw body, '' when there is none */
  text: string;
  /** the JSON body, a form's fields as an object, or undefined when there is no body or it is not JSON */
  body: unknown;
  /** when it started and when its answer came, counted in this recorder's events (start or answer) */
  startedAt: number;
  answeredAt?: number;
  /** the status of the sandbox's answer, once answered */
  status?: number;
}

const FORM = /application\/x-www-form-urlencoded|multipart\/form-data/;

/** Reads the body from copies taken at once: the handler consumes the request's own. */
function readBody(request: Request): Promise<Pick<SeenRequest, 'text' | 'body'>> {
  const copy = request.clone();
  const form = FORM.test(request.headers.get('content-type') ?? '') ? request.clone() : null;
  return copy.text().then(async (text) => {
    if (!text) return { text, body: undefined };
    if (form) return { text, body: Object.fromEntries((await form.formData()).entries()) };
    try {
      return { text, body: JSON.parse(text) };
    } catch {
      return { text, body: undefined };
    }
  });
}

/**
 * Records every request that reaches the sandbox from now until the test ends (the listener goes by
 * itself: test files share a worker's msw server), in the order they started. A request is listed as it
 * starts, so a count or an absence is checked at once; its body is filled in a moment later (before the
 * sandbox answers), and `bodies` lists a request only once it has.
 */
export function recordRequests() {
  const seen: SeenRequest[] = [];
  const byId = new Map<string, SeenRequest>();
  const unread = new WeakSet<SeenRequest>();
  let events = 0;
  const started = ({ request, requestId }: { request: Request; requestId: string }) => {
    const url = new URL(request.url);
    const entry: SeenRequest = {
      method: request.method,
      url: request.url,
      path: url.pathname,
      searchParams: url.searchParams,
      headers: request.headers,
      text: '',
      body: undefined,
      startedAt: events++,
    };
    seen.push(entry);
    byId.set(requestId, entry);
    if (request.method === 'GET' || request.method === 'HEAD') return;
    unread.add(entry);
    void readBody(request).then((read) => {
      Object.assign(entry, read);
      unread.delete(entry);
    });
  };
  const answered = ({ response, requestId }: { response: Response; requestId: string }) => {
    const entry = byId.get(requestId);
    if (entry) Object.assign(entry, { answeredAt: events++, status: response.status });
  };
  // a request that ends without a mocked answer (a network error) is answered too, with no status
  const ended = ({ requestId }: { requestId: string }) => {
    const entry = byId.get(requestId);
    if (entry && entry.answeredAt === undefined) entry.answeredAt = events++;
  };
  server.events.on('request:start', started);
  server.events.on('response:mocked', answered);
  server.events.on('request:end', ended);
  onTestFinished(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('response:mocked', answered);
    server.events.removeListener('request:end', ended);
  });

  const all = () => [...seen];
  /** the requests whose path ends with `suffix` (and whose method is `method`, when given) */
  const to = (suffix: string, method?: string) =>
    all().filter((r) => r.path.endsWith(suffix) && (!method || r.method === method));
  return {
    get all() {
      return all();
    },
    to,
    count: (suffix: string, method?: string) => to(suffix, method).length,
    /** the requests not answered yet */
    get pending() {
      return all().filter((r) => r.answeredAt === undefined);
    },
    /** Waits until every request recorded so far has been answered and the query client is idle (the
     *  answers handled): after a double-click, a second call it started is counted by then. */
    settled: () =>
      waitFor(
        () => {
          expect(all().filter((r) => r.answeredAt === undefined)).toEqual([]);
          expect(queryClient.isFetching() + queryClient.isMutating()).toBe(0);
        },
        { timeout: 15000 },
      ),
    /** the bodies of the requests `to(suffix, method)`, each once it has been read */
    bodies: <T = Record<string, unknown>>(suffix: string, method?: string) =>
      to(suffix, method)
        .filter((r) => !unread.has(r))
        .map((r) => r.body as T),
  };
}

export type RecordedRequests = ReturnType<typeof recordRequests>;

/** Counts requests by path suffix. */
export function recordPaths() {
  return recordRequests().count;
}

/** The JSON bodies of POSTs, by path suffix. */
export function recordBodies() {
  const requests = recordRequests();
  // a POST without a JSON body is not listed
  return (suffix: string) => requests.bodies(suffix, 'POST').filter((body) => body !== undefined);
}

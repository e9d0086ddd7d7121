import { HttpResponse } from 'msw';

// The drifted host (README "Sandbox controls", docs/assumed-contract.md "The drifted host"): a switch
// that makes the sandbox answer as a real host whose answers differ from the contract, so that a
// developer, the tests and an e2e walk see what the console does then. The alterations are applied
// where the sandbox builds its answers (route.ts), after the handler and only to success envelopes:
// the handlers and the store stay as they are, and turning the switch off restores every answer.

type CallMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface Drifted {
  /** as in the call's definition */
  method: CallMethod;
  /** after the service prefix, as in the call's definition */
  path: string;
  /** one line: what the host does otherwise */
  what: string;
}

export interface Alteration extends Drifted {
  /** the answer's `data` as the drifted host sends it */
  alter(data: unknown): unknown;
}

type Row = Record<string, unknown>;
const rows = (data: unknown): Row[] => (Array.isArray(data) ? (data as Row[]) : []);

/** One alteration per page's main read, each a GET that `contract:check` replays and each fatal to
 *  its call's schema (src/lib/contract/fields.ts): a renamed field, a number sent as a string, a
 *  missing list. */
export const alterations: readonly Alteration[] = [
  {
    method: 'GET',
    path: '/admin/searchAdmin',
    what: "管理员权限's administrators: each row's `name` is called `title`",
    alter: (data) => rows(data).map(({ name, ...row }) => ({ ...row, title: name })),
  },
  {
    method: 'GET',
    path: '/deviceCategory/queryList',
    what: "设备管理's device categories: each `count` is sent as a string",
    alter: (data) => rows(data).map((row) => ({ ...row, count: String(row.count) })),
  },
  {
    method: 'GET',
    path: '/vacation/summary',
    what: "假期管理's overview: `data` is null where the list of leave types is expected",
    alter: () => null,
  },
];

/** Calls the drifted host does not have at all: HTTP 404 with a plain-text 'Not Found', as a gateway
 *  answers a path it does not know. Two assumed calls: one the console covers for (every reference
 *  then resolves through the specified look-ups), one it cannot (its page shows the notice). */
export const absentCalls: Drifted[] = [
  {
    method: 'POST',
    path: '/directory/resolve',
    what: 'no /directory/resolve: references resolve through the specified look-ups',
  },
  {
    method: 'GET',
    path: '/ai/assistant/detail',
    what: 'no AI assistant: 设置企业AI助理 shows 此功能在当前服务器上不可用',
  },
];

// Kept in localStorage so that a reload keeps it: a developer turns it on and walks around.
const KEY = 'eac.sandbox.drift-host';
const storage = () => (typeof localStorage === 'undefined' ? undefined : localStorage);
let on = storage()?.getItem(KEY) === 'on';

/** Turns the drifted host on or off (window.__sandbox.driftHost in the browser; tests call it directly). */
export function setDriftHost(value: boolean) {
  on = value;
  if (value) storage()?.setItem(KEY, 'on');
  else storage()?.removeItem(KEY);
}

const same = (method: string, path: string) => (d: Drifted) => d.method === method.toUpperCase() && d.path === path;

/** The drifted host's 404 for a call it lacks, or null. */
export function absentAnswer(method: string, path: string): Response | null {
  if (!on || !absentCalls.some(same(method, path))) return null;
  return new HttpResponse('Not Found', { status: 404, headers: { 'content-type': 'text/plain' } });
}

/** The answer as the drifted host sends it: the call's alteration applied to a success envelope's data. */
export async function driftedAnswer(method: string, path: string, answer: Response): Promise<Response> {
  const alteration = on ? alterations.find(same(method, path)) : undefined;
  if (!alteration) return answer;
  const body = (await answer
    .clone()
    .json()
    .catch(() => null)) as Row | null;
  const success = body !== null && typeof body === 'object' && (body.code === 200 || body.resultCode === 0);
  if (!success) return answer;
  return HttpResponse.json({ ...body, data: alteration.alter(body.data) }, { status: answer.status });
}

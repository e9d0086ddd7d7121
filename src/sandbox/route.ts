import { delay, HttpResponse } from 'msw';
import { fail, ok, Reject } from './respond';
import { faults, takeFault } from './faults';
import {
  type Journal,
  closeJournal,
  noteWrite,
  openJournal,
  persistDb,
  rollBack,
  throughView,
  watchTables,
} from './db';
import { currentSession, type SessionContext } from './session';
import { recordChange, type ChangeNote } from './changelog';
import { accessOf, refusal, type Access } from './permissions';
import { collectPruned } from './lifecycle/pruned';
import { answerWithin, outsideRefusal, scopedCall, scopeRuleOf, scopeRefusal, type ScopeRule } from './scope/guard';
import { judgeHiddenParts } from './scope/hidden-parts';
import { staff } from './org-tables';
import { absentAnswer, driftedAnswer } from './drift';

export type Method = 'get' | 'post' | 'put' | 'delete';

export interface HandlerInput {
  query: URLSearchParams;
  /** parsed JSON, or the fields of a multipart form (files as File), or {} */
  body: Record<string, unknown>;
  params: Record<string, string>;
  request: Request;
}

export type AuthedInput = HandlerInput & SessionContext;

export interface RouteOptions {
  /** answered without a session (login calls, public pages) */
  public?: boolean;
  /** a GET that changes the store (issues a one-time code, opens a session): persist after it */
  writes?: boolean;
  /** a POST (or PUT) that only reads, e.g. a search with its criteria in the body: not a write, so
   *  the read-model caches (directory-views.ts) survive it and nothing is persisted */
  read?: boolean;
  /** for writes: what the change log records */
  log?: (input: AuthedInput, result: unknown) => ChangeNote | ChangeNote[] | null;
  /** what is answered, when the handler's result also carries what only the log needs */
  answer?: (result: unknown) => unknown;
}

async function readBody(request: Request): Promise<Record<string, unknown>> {
  const type = request.headers.get('content-type') ?? '';
  try {
    if (type.includes('application/json')) return ((await request.json()) ?? {}) as Record<string, unknown>;
    if (type.includes('multipart/form-data')) {
      const form = await request.formData();
      const out: Record<string, unknown> = {};
      form.forEach((v, k) => (out[k] = v));
      return out;
    }
    const text = await request.text();
    return text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    throw new Reject(400, '请求参数格式错误');
  }
}

function injected(answer: NonNullable<ReturnType<typeof takeFault>>) {
  if (typeof answer === 'number') return HttpResponse.json({ code: answer, message: 'injected' }, { status: answer });
  return fail(answer.code, answer.message ?? '', answer.errorCode);
}

/** A declared call: which requests it answers (its path parameters when it does) and how. One msw
 *  handler dispatches to these (handlers/index.ts): msw would otherwise parse the cookies and match
 *  the URL for every one of some 400 handlers on every request. */
export interface SandboxRoute {
  method: Method;
  /** the path parameters when `pathname` is this call's path (any prefix before the service), else null */
  match(pathname: string): Record<string, string> | null;
  answer(request: Request, params: Record<string, string>): Promise<Response>;
}

/** Every declared call with its guard (read by the permissions test). */
export const declaredCalls: Array<{ method: Method; call: string; access: Access; read: boolean; scope: ScopeRule }> =
  [];

/** Declares one sandbox call: `service` + `path` (spec spelling, {x} for path parameters). Handlers
 *  return data (answered as code 200), a Response, or throw Reject for a failure envelope. */
export function route(
  method: Method,
  service: string,
  path: string,
  handler: (input: AuthedInput) => unknown | Promise<unknown>,
  options: RouteOptions = {},
): SandboxRoute {
  const access = accessOf(service + path, options.public === true);
  const read = method === 'get' ? !options.writes : options.read === true;
  const scope = scopeRuleOf(service + path, read);
  declaredCalls.push({ method, call: service + path, access, read, scope });
  const names: string[] = [];
  const source = (service + path).replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{(\w+)\}/g, (_m, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  // as msw's `*${service}${path}`: anything before the service, an optional trailing slash
  const pattern = new RegExp(`${source}/?$`);
  const match = (pathname: string) => {
    const found = pattern.exec(pathname);
    return found && Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(found[i + 1])]));
  };
  const answer = async (request: Request, params: Record<string, string>): Promise<Response> => {
    if (faults.delayMs) await delay(faults.delayMs);
    const url = new URL(request.url);
    const fault = takeFault(url.pathname);
    if (fault !== undefined) return injected(fault);
    let journal: Journal | null = null;
    try {
      const base: HandlerInput = { query: url.searchParams, body: {}, params, request };
      const session = currentSession(request, options.public === true);
      if (session instanceof Response) return session;
      const refused = refusal(access, session as SessionContext);
      if (refused) return refused;
      base.body = method === 'get' ? {} : await readBody(request);
      // a scoped administrator's 管理范围 (scope/guard.ts): a write naming anyone outside is
      // refused before it runs; a read sees only what the scope covers
      const scoped = scopedCall(scope, session as SessionContext);
      const outside = scoped && !scoped.view && outsideRefusal(scoped, base);
      if (outside) return outside;
      const input = { ...base, ...session } as AuthedInput;
      // a scoped write is judged on what it did to the parts outside her scope (scope/hidden-parts.ts)
      journal = scoped && !scoped.view ? openJournal() : null;
      // The tables a synchronous handler used are what its write may have changed; one that awaits
      // may have used any after its first await.
      // keepLiving() records here what a save left out (collected during the synchronous part).
      const { result: run, pruned } = collectPruned(() =>
        watchTables(() => throughView(scoped?.view ?? null, () => handler(input))),
      );
      const result = await run.result;
      if (journal && scoped) {
        const own = session as SessionContext;
        const callerIds = staff()
          .filter((p) => p.lenovoId === own.account.lenovoId && p.enterpriseNumber === scoped.enterpriseNumber)
          .flatMap((p) => [p.id, p.lenovoId]);
        const refused = judgeHiddenParts(journal, scoped.covered, [own.account.lenovoId, ...callerIds]);
        if (refused) {
          rollBack(journal);
          return scopeRefusal(refused);
        }
      }
      if ((method !== 'get' && !options.read) || options.writes) {
        // one entry, or several (a batch that records one entry per person)
        for (const note of [options.log?.(input, result) ?? []].flat()) recordChange(input, note);
        noteWrite(run.result instanceof Promise ? undefined : run.tables);
        persistDb();
      }
      if (result instanceof Response) return result;
      const answered = options.answer ? options.answer(result) : result;
      // a scoped administrator's write answers what she may see (her reads go through the lens)
      const shown = scoped && !scoped.view ? answerWithin(scoped, answered) : answered;
      return ok(shown ?? null, undefined, pruned);
    } catch (e) {
      // a refused scoped write leaves nothing half done
      if (journal) rollBack(journal);
      if (e instanceof Reject) return fail(e.code, e.message, e.errorCode, e.data);
      console.error('[sandbox]', method.toUpperCase(), url.pathname, e);
      return HttpResponse.json({ code: 500, message: '服务器内部错误' }, { status: 500 });
    } finally {
      if (journal) closeJournal(journal);
    }
  };
  return {
    method,
    match,
    // the drifted host (drift.ts), when it is on: a call it lacks is never handled; an answer it
    // sends otherwise is altered here, after the handler, so no handler knows of it
    answer: async (request, params) =>
      absentAnswer(method, path) ?? driftedAnswer(method, path, await answer(request, params)),
  };
}

import axios, {
  type AxiosError,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import { env } from '@/config/env';
import { toastError, toastWarning } from '@/lib/feedback/toast';
import { pushTip } from '@/lib/feedback/tips';
import { checkedAnswer, type AnswerSchema } from './answer-check';
import { absentCalls } from './absent-calls';
import { asksForFile, readBinaryAnswer } from './binary-answer';
import { readEnvelope, type Verdict } from './envelope';
import {
  ApiError,
  CONTRACT_MISMATCH,
  failureTip,
  NETWORK_ERROR,
  SERVER_EXCEPTION,
  TIMEOUT_ERROR,
  transportMessage,
  UNREADABLE_ANSWER,
} from './errors';
import { prunedNotice, prunedOf } from './pruned-notice';
import { endSession, isSessionEnding, sessionToken } from './session-hooks';
import { signHeaders } from './signing';
import { tokenFromUrl } from './url-token';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** No toast or tip on failure: the spec says these failures are ignored, or the caller tells the user itself. */
    silent?: boolean;
    /** Codes (numeric code or errorCode) the caller handles: no toast, the rejection carries the code. */
    quietCodes?: ReadonlyArray<number | string>;
    /** Return the whole envelope instead of `data`, without judging its code; session endings still
     *  apply, a body that is no envelope is still an error, and `data` is still checked against
     *  `answer` when the envelope is a success. */
    rawBody?: boolean;
    /** Add the request-signing headers (appId, timestamp, sign). */
    signed?: boolean;
    /** Set by the layer when its time-out fired (see withTimeout). */
    timedOut?: boolean;
    clearTimer?: () => void;
    /** The call's answer schema: `data` is checked against it before the caller sees it (and
     *  replaced by the checked value, defaults filled in); a mismatch is an error. */
    answer?: AnswerSchema;
    /** What the call's definition says of it (lib/contract/define.ts passes it). */
    contract?: CallContract;
  }
}

/** The part of a call's definition the layer judges its answer by. */
export interface CallContract {
  /** `METHOD /service/path` as the contract spells it: the key of absent-calls.ts */
  call: string;
  /** an `assumed` call answered by an HTTP 404 or a 200 that is no envelope fails as `unavailable`:
   *  the host lacks it (docs/assumed-contract.md "Calls a host may lack") */
  status: 'specified' | 'assumed';
  summary: string;
  /** the console covers for this call when the host lacks it (the definition's `whenAbsent`): no
   *  toast then, its caller takes the fallback */
  hasFallback?: boolean;
  /** codes (numeric code or errorCode) that answer this call successfully: the envelope's data is its answer */
  okCodes?: Readonly<Record<string, string>>;
}

/** Time-outs per call kind. The spec gives two readings (10000 ms and 30000 ms): reads, which a user
 *  waits on to see a page, use the short one; writes, uploads and downloads, which may carry files or
 *  make the server work, use the long one. */
export const READ_TIMEOUT_MS = 10000;
export const WRITE_TIMEOUT_MS = 30000;

export const http = axios.create({
  baseURL: env.apiBase,
  // GET arrays as repeated keys: ids=1&ids=2
  paramsSerializer: { indexes: null },
});

/** The token a call is sent with: the address's, else the session's. */
const currentToken = () => tokenFromUrl() ?? sessionToken();

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const token = currentToken();
  if (token) config.headers.set('token', token);
  if (config.signed) for (const [k, v] of Object.entries(signHeaders())) config.headers.set(k, v);
  return withTimeout(config);
});

/** The time-out is an abort timer of the layer's own rather than axios's `timeout`, so it behaves the
 *  same on every adapter (XHR, fetch, test interceptors) and is told apart from a caller's abort. */
export const timeoutFor = (method = 'get') => (method.toLowerCase() === 'get' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS);

function withTimeout(config: InternalAxiosRequestConfig) {
  const ms = config.timeout || timeoutFor(config.method);
  config.timeout = 0;
  const controller = new AbortController();
  const outer = config.signal as AbortSignal | undefined;
  if (outer?.aborted) controller.abort();
  outer?.addEventListener?.('abort', () => controller.abort(), { once: true });
  const timer = setTimeout(() => {
    config.timedOut = true;
    controller.abort();
  }, ms);
  config.clearTimer = () => clearTimeout(timer);
  config.signal = controller.signal;
  return config;
}

const quietFor = (config: AxiosRequestConfig | undefined, code?: number | string, errorCode?: string) =>
  !!config?.silent ||
  isSessionEnding() ||
  !!config?.quietCodes?.some((q) => String(q) === String(code) || (errorCode !== undefined && q === errorCode));

/** Every answer is judged by its envelope. A file call's answer is read first: unless it is the file,
 *  it is judged like any other (a failure, an expired session, a page); even a success envelope is
 *  not the file it asked for. */
function judge(response: AxiosResponse): AxiosResponse | Promise<AxiosResponse> {
  response.config.clearTimer?.();
  if (!asksForFile(response.config)) return settle(response, readEnvelope(response.data));
  return readBinaryAnswer(response).then((answer) => {
    if (answer.kind === 'file') return response;
    response.data = answer.body;
    const verdict = readEnvelope(answer.body);
    return settle(response, verdict.kind === 'ok' ? { kind: 'malformed' } : verdict);
  });
}

/** Whether a call went out with the token in use now. An ended session reported by a call sent under
 *  another one (a login, a token entry since) says nothing of the current session: the call fails,
 *  and the current session goes on. */
function sentUnderCurrentToken({ headers }: InternalAxiosRequestConfig) {
  return (headers?.get?.('token') ?? null) === currentToken();
}

function settle(response: AxiosResponse, verdict: Verdict): AxiosResponse {
  const { config } = response;
  switch (verdict.kind) {
    case 'ok': {
      const pruned = prunedOf(response.data);
      // a success, so `silent` (about failures) does not hide what the save left out
      if (pruned.length && !isSessionEnding()) toastWarning(prunedNotice(pruned));
      // a raw envelope's flow reads `success` itself: its data is checked only when it says success
      const refusedInBody = config.rawBody && (response.data as { success?: unknown }).success === false;
      if (!config.answer || refusedInBody) {
        if (!config.rawBody) response.data = verdict.data;
        return response;
      }
      const checked = checkedAnswer(callName(config), config.answer, verdict.data);
      if (checked.ok) {
        response.data = config.rawBody ? { ...(response.data as object), data: checked.value } : checked.value;
        return response;
      }
      // the data is not used at all: a page never shows half of an answer it cannot trust
      const quiet = quietFor(config);
      if (!quiet) toastError(CONTRACT_MISMATCH);
      throw new ApiError('contract', CONTRACT_MISMATCH, { data: checked.issues, notified: !quiet });
    }
    case 'expired':
      if (sentUnderCurrentToken(config)) endSession('expired');
      throw new ApiError('session', '登录已过期', { code: 0, errorCode: 'COMMON_0001', notified: true });
    case 'unauthenticated':
      if (sentUnderCurrentToken(config)) endSession('unauthenticated');
      throw new ApiError('session', '请先登录', { code: 401, notified: true });
    case 'fail': {
      if (isOkCode(config, verdict.code, verdict.errorCode))
        return settle(response, { kind: 'ok', data: verdict.data });
      if (config.rawBody) return response;
      const message = verdict.message ?? SERVER_EXCEPTION;
      const quiet = quietFor(config, verdict.code, verdict.errorCode);
      if (!quiet) toastError(message);
      throw new ApiError('server', message, { ...verdict, notified: !quiet });
    }
    case 'malformed': {
      // No envelope at all, even for rawBody calls (they read an envelope themselves): a 200 from
      // something that is not the service (docs/product.md §8), which may pass (a gateway's page).
      const quiet = quietFor(config);
      if (!quiet) toastError(UNREADABLE_ANSWER);
      throw new ApiError('malformed', UNREADABLE_ANSWER, { status: response.status, notified: !quiet });
    }
  }
}

const isOkCode = (config: AxiosRequestConfig, code: number | string, errorCode?: string) =>
  !!config.contract?.okCodes &&
  (Object.hasOwn(config.contract.okCodes, String(code)) ||
    (errorCode !== undefined && Object.hasOwn(config.contract.okCodes, errorCode)));

const callName = (config: AxiosRequestConfig) =>
  `${(config.method ?? 'get').toUpperCase()} ${(config.url ?? '').replace(/\?.*$/, '')}`;

function fail(error: AxiosError): Promise<never> | never {
  error.config?.clearTimer?.();
  const response = error.response;
  // A file call's error body arrives as a blob: read it, so its envelope is judged as every call's.
  if (response && asksForFile(response.config) && !axios.isCancel(error)) {
    return readBinaryAnswer(response).then((answer) => {
      if (answer.kind === 'body') response.data = answer.body;
      return failed(error);
    });
  }
  return failed(error);
}

function failed(error: AxiosError): never {
  const config = error.config;
  if (axios.isCancel(error) && !config?.timedOut) throw error; // a page left or a newer call replaced it: nobody to tell
  const response = error.response;
  if (response) {
    const verdict = readEnvelope(response.data);
    if (verdict.kind === 'expired' || verdict.kind === 'unauthenticated') settle(response, verdict);
    // 403 (platform-shell §8): the server's message when its body carries one (a refused
    // permission); the transport text only for a bare 403.
    if (response.status === 403 && verdict.kind === 'fail' && verdict.message) {
      const quiet = quietFor(config, verdict.code, verdict.errorCode);
      if (!quiet) {
        toastError(verdict.message);
        pushTip(failureTip(response.status));
      }
      throw new ApiError('server', verdict.message, { ...verdict, status: response.status, notified: !quiet });
    }
    const message = transportMessage(response.status, config?.url);
    // no such path on this host: for an assumed call, the host lacks it. Told as any 404 is, unless
    // the console covers for it (a fallback); remembered for the session, and failed as `unavailable`
    // so a page shows the notice rather than a 重试 that cannot help.
    const lacking = response.status === 404 && config?.contract?.status === 'assumed' ? config.contract : undefined;
    if (lacking) absentCalls.add(lacking.call);
    const quiet = quietFor(config) || !!lacking?.hasFallback;
    if (!quiet) {
      toastError(message);
      pushTip(failureTip(response.status));
    }
    if (lacking)
      throw new ApiError('unavailable', message, {
        status: 404,
        data: { call: lacking.call, summary: lacking.summary },
        notified: !quiet,
      });
    throw new ApiError('transport', message, { status: response.status, data: response.data, notified: !quiet });
  }
  const timedOut = !!config?.timedOut || error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
  const message = timedOut ? TIMEOUT_ERROR : NETWORK_ERROR;
  const quiet = quietFor(config);
  if (!quiet) toastError(message);
  throw new ApiError(timedOut ? 'timeout' : 'network', message, { notified: !quiet });
}

http.interceptors.response.use(judge, fail);

type Config = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params'>;
type Params = Record<string, unknown>;

/** For answers of megabytes (the 10,000-department tree). XHR hands a body to the page's main thread
 *  chunk by chunk, so while a page renders the transfer stalls behind its tasks; fetch collects it
 *  off the main thread (a 2.5 MB answer behind 30 ms tasks: 270–300 ms by XHR, 100–140 ms by fetch).
 *  Errors, time-outs and aborts are judged the same on both adapters. */
export const LARGE_ANSWER = { adapter: 'fetch' } as const satisfies Config;

export const get = <T>(url: string, params?: Params, config?: Config) =>
  http.get<T>(url, { ...config, params }).then((r) => r.data);

export const post = <T>(url: string, body?: unknown, config?: Config & { params?: Params }) =>
  http.post<T>(url, body, config).then((r) => r.data);

export const put = <T>(url: string, body?: unknown, config?: Config & { params?: Params }) =>
  http.put<T>(url, body, config).then((r) => r.data);

/** DELETE with optional query and body. */
export const del = <T>(url: string, options: Config & { params?: Params; body?: unknown } = {}) => {
  const { body, ...config } = options;
  return http.delete<T>(url, { ...config, data: body }).then((r) => r.data);
};

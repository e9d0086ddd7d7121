/** Default text when the server gives no message (spec: "the Chinese for server exception"). */
export const SERVER_EXCEPTION = '服务器异常';
export const NETWORK_ERROR = '网络连接异常，请检查网络后重试';
export const TIMEOUT_ERROR = '请求超时';
/** A 200 whose body is no envelope: a host's index.html, a gateway's SSO page, an empty body, JSON of
 *  another shape (docs/product.md §8). Never taken for a success. */
export const UNREADABLE_ANSWER = '服务器返回的数据无法识别，请稍后重试';

/** An envelope with success whose `data` breaks the call's schema (a host whose answers drifted from
 *  the contract): the administrator's message; the developer's detail goes to the console. */
export const CONTRACT_MISMATCH = '服务器返回的数据格式不正确';

/** An assumed call the host lacks (docs/assumed-contract.md "Calls a host may lack"): the toast is any
 *  404's; a page shows this notice with the call's summary and no 重试, since asking again cannot help. */
export const UNAVAILABLE_NOTICE = '此功能在当前服务器上不可用';

/** Transport statuses → messages (platform-shell §8). 404 also names the URL. */
export const TRANSPORT_MESSAGES: Record<number, string> = {
  400: '请求参数错误',
  401: '未授权，请登录',
  403: '跨域拒绝访问',
  404: '请求地址出错',
  408: '请求超时',
  500: '服务器内部错误',
  501: '服务未实现',
  502: '网关错误',
  503: '服务不可用',
  504: '网关超时',
  505: 'HTTP版本不受支持',
};

export function transportMessage(status: number, url?: string): string {
  const text = TRANSPORT_MESSAGES[status];
  if (!text) return `${SERVER_EXCEPTION}（${status}）`;
  return status === 404 && url ? `${text}: ${url}` : text;
}

export const failureTip = (status: number) => `请求失败，错误代码${status}。`;

export type ApiErrorKind =
  | 'server'
  | 'transport'
  | 'network'
  | 'timeout'
  | 'session'
  | 'malformed'
  | 'contract'
  /** an assumed call the host lacks; `data` is `{ call, summary }` */
  | 'unavailable';

/** What a failed call rejects with. The HTTP layer has already shown the toast unless the call was
 *  silent or the code was one the caller handles itself (`quietCodes`). */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly code?: number | string;
  readonly errorCode?: string;
  readonly status?: number;
  readonly data?: unknown;
  /** true when the user has already been told (toast shown). */
  readonly notified: boolean;

  constructor(
    kind: ApiErrorKind,
    message: string,
    extra: { code?: number | string; errorCode?: string; status?: number; data?: unknown; notified?: boolean } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.kind = kind;
    this.code = extra.code;
    this.errorCode = extra.errorCode;
    this.status = extra.status;
    this.data = extra.data;
    this.notified = extra.notified ?? false;
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

/** The code a caller matches on: the errorCode when the server gives one, else the numeric code. */
export const errorCodeOf = (e: unknown) => (isApiError(e) ? (e.errorCode ?? e.code) : undefined);

/** The server has no such object (code or HTTP status 404): a page says so and links back rather
 *  than offering a 重试 that can never work. Not a call the host lacks: that is no missing object. */
export const isNotFound = (e: unknown) =>
  isApiError(e) && e.kind !== 'unavailable' && (e.code === 404 || e.status === 404);

/** What a page shows for a call the host lacks: the call's summary, else nothing. */
export const unavailableSummary = (e: unknown) =>
  isApiError(e) && e.kind === 'unavailable' ? ((e.data as { summary?: string } | undefined)?.summary ?? '') : undefined;

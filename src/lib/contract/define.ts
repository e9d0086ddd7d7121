import type { AxiosRequestConfig } from 'axios';
import type { GenericSchema, InferOutput } from 'valibot';
import { services } from '@/config/services';
import { absentCalls } from '@/lib/http/absent-calls';
import { http, type CallContract } from '@/lib/http/client';

// One definition per call of the contract: where it goes, whether the specification names it, and the
// schemas of what it takes and answers. The console calls through `request`, so the path it uses and
// the schema its answer is checked against are the ones docs/openapi.json publishes.

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type ServiceKey = keyof typeof services;

export interface CallDef<Answer extends GenericSchema | 'file' = GenericSchema | 'file'> {
  method: Method;
  service: ServiceKey;
  /** after the service prefix, as the specification spells it; `{name}` for a path parameter */
  path: string;
  /** `specified`: named by the specification (spec/endpoints.tsv); `assumed`: this project's
   *  assumption, written in docs/assumed-contract.md, that a real host may not have */
  status: 'specified' | 'assumed';
  summary: string;
  /** a GET that changes something (the specification has a few, e.g. GET /admin/removeAdmin): never
   *  replayed by `contract:check`, which replays only reads */
  writes?: true;
  /** the query string's parameters */
  query?: GenericSchema;
  /** the JSON body (a multipart upload's fields for an upload) */
  body?: GenericSchema;
  /** the envelope's `data`; `file` for a binary download */
  answer: Answer;
  /** codes (numeric code or errorCode) the call answers with on a refusal, with the spec's message */
  errors?: Readonly<Record<string, string>>;
  /** codes other than 200 that answer this call successfully, with what they mean: the envelope's
   *  `data` is checked against `answer` and returned, with no toast */
  okCodes?: Readonly<Record<string, string>>;
  /** an assumed call: what the console does on a host without it, when it has a fallback (one line);
   *  without one, the pages that need it show 此功能在当前服务器上不可用 (docs/assumed-contract.md
   *  "Calls a host may lack") */
  whenAbsent?: string;
}

export const defineCall = <Answer extends GenericSchema | 'file'>(def: CallDef<Answer>) => def;

export type AnswerOf<C> = C extends CallDef<infer A> ? (A extends GenericSchema ? InferOutput<A> : Blob) : never;

type Config = Omit<AxiosRequestConfig, 'url' | 'method' | 'data' | 'params' | 'answer' | 'contract'>;

export interface CallInput {
  /** values of the path's `{name}` parameters */
  path?: Readonly<Record<string, string | number>>;
  params?: Readonly<Record<string, unknown>>;
  body?: unknown;
}

export const urlOf = (call: CallDef, path: CallInput['path'] = {}) =>
  services[call.service] +
  call.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (path[name] === undefined) throw new TypeError(`${call.path}: no value for {${name}}`);
    return encodeURIComponent(String(path[name]));
  });

/** The call as the contract spells it, `POST /enterprise-server/directory/resolve`: the key under
 *  which the layer remembers an assumed call the host lacks. */
export const callKey = (call: CallDef) => `${call.method} ${services[call.service]}${call.path}`;

/** This session's host lacks this assumed call (it answered 404 or no envelope once): a caller with
 *  a fallback takes it without asking again. */
export const isAbsent = (call: CallDef) => absentCalls.has(callKey(call));

const contractOf = (call: CallDef): CallContract => ({
  call: callKey(call),
  status: call.status,
  summary: call.summary,
  hasFallback: call.whenAbsent !== undefined,
  okCodes: call.okCodes,
});

/** Makes the call; its answer is checked against the call's schema by the HTTP layer. */
export function request<C extends CallDef<GenericSchema>>(call: C, input: CallInput = {}, config: Config = {}) {
  return http
    .request({
      ...config,
      method: call.method,
      url: urlOf(call, input.path),
      params: input.params,
      data: input.body,
      answer: call.answer,
      contract: contractOf(call),
    })
    .then((r) => r.data as AnswerOf<C>);
}

/** The whole envelope, for the calls whose flow reads `code` and `success` itself (the login
 *  exchanges); its `data` is still checked against the call's schema when the envelope is a success. */
export function requestEnvelope<Envelope>(call: CallDef<GenericSchema>, input: CallInput = {}, config: Config = {}) {
  return http
    .request<Envelope>({
      ...config,
      rawBody: true,
      method: call.method,
      url: urlOf(call, input.path),
      params: input.params,
      data: input.body,
      answer: call.answer,
      contract: contractOf(call),
    })
    .then((r) => r.data);
}

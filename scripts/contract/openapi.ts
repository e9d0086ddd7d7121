import { toJsonSchema } from '@valibot/to-json-schema';
import type { GenericSchema } from 'valibot';
import { services } from '@/config/services';
import type { RegisteredCall } from '@/app/contract/registry';

// docs/openapi.json from the call definitions: what the platform team reads to confirm or correct the
// console's assumptions. Generated, never edited by hand (`npm run contract:openapi`; a test fails
// when it is stale).

type Json = Record<string, unknown>;

// valibot's transforms (an id given as a number, text given as null) are how a tolerated spelling is
// normalised: the published shape is what a host may send, so they are left out of the JSON schema.
const schemaOf = (schema: GenericSchema): Json =>
  toJsonSchema(schema, { errorMode: 'ignore', target: 'draft-2020-12' }) as Json;

const withoutDialect = ({ $schema: _, ...rest }: Json) => rest;

const ENVELOPE_NOTE =
  'Every JSON answer is an envelope { code, data, message } (code 200 = success; code 0 with errorCode COMMON_0001 = session expired; code 401 with message 请先登录 = not signed in), or the legacy { resultCode: 0, resultMsg, data }. The schemas below are of `data`.';

function envelope(data: Json | undefined): Json {
  return {
    type: 'object',
    required: ['code'],
    properties: {
      code: { const: 200 },
      message: { type: 'string' },
      ...(data ? { data } : {}),
    },
  };
}

function queryParameters(schema: GenericSchema | undefined) {
  if (!schema) return [];
  const json = withoutDialect(schemaOf(schema));
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: 'query',
    required: required.has(name),
    schema: s,
  }));
}

const pathParameters = (path: string) =>
  [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));

/** What the console does on a host without an assumed call that has no fallback of its own
 *  (docs/assumed-contract.md "Calls a host may lack"). */
const DEFAULT_WHEN_ABSENT =
  'An HTTP 404: the toast 请求地址出错 with the URL (as any 404), and the pages that need the call show 此功能在当前服务器上不可用 with its summary and no 重试, for the rest of the session.';

function operation({ name, owner, def }: RegisteredCall): Json {
  const errors = Object.entries(def.errors ?? {});
  const okCodes = Object.entries(def.okCodes ?? {});
  const file = def.answer === 'file';
  return {
    operationId: name.replace(/Call$/, ''),
    summary: def.summary,
    tags: [owner],
    'x-contract-status': def.status,
    ...(def.status === 'assumed' ? { 'x-when-absent': def.whenAbsent ?? DEFAULT_WHEN_ABSENT } : {}),
    ...(errors.length ? { 'x-error-codes': Object.fromEntries(errors) } : {}),
    ...(okCodes.length ? { 'x-ok-codes': Object.fromEntries(okCodes) } : {}),
    parameters: [...pathParameters(def.path), ...queryParameters(def.query)],
    ...(def.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: withoutDialect(schemaOf(def.body)) } },
          },
        }
      : {}),
    responses: {
      '200': file
        ? {
            description: 'The file (Content-Disposition names it); a failure answers with a JSON envelope instead.',
            content: { 'application/octet-stream': { schema: { type: 'string', contentEncoding: 'binary' } } },
          }
        : {
            description:
              (errors.length
                ? `Success, or a refusal with one of the codes in x-error-codes (${errors.map(([c, m]) => `${c} ${m}`).join('; ')})`
                : 'Success, or a refusal with a code other than 200 and its message') +
              (okCodes.length
                ? `; the codes in x-ok-codes are a success too, their data the answer (${okCodes.map(([c, m]) => `${c} ${m}`).join('; ')})`
                : ''),
            content: {
              'application/json': { schema: envelope(withoutDialect(schemaOf(def.answer as GenericSchema))) },
            },
          },
    },
  };
}

export function buildOpenApi(calls: readonly RegisteredCall[]): Json {
  const paths: Record<string, Json> = {};
  for (const call of calls) {
    const url = services[call.def.service] + call.def.path;
    paths[url] = { ...paths[url], [call.def.method.toLowerCase()]: operation(call) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Enterprise administration console: the contract it calls',
      version: '1',
      description: `${ENVELOPE_NOTE} x-contract-status: specified = named by the specification; assumed = this console's assumption (docs/assumed-contract.md), which a host may lack; x-when-absent says what the console does on a host without it. Requests carry the header token; signed calls also appId, timestamp and sign.`,
    },
    servers: [{ url: '/', description: 'the host the console is configured with (VITE_API_BASE)' }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}

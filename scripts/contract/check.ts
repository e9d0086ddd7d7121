import type { GenericSchema } from 'valibot';
import { services } from '@/config/services';
import type { RegisteredCall } from '@/app/contract/registry';
import { checkAnswer, type MismatchIssue } from '@/lib/http/answer-check';
import { readEnvelope } from '@/lib/http/envelope';

// `npm run contract:check`: the contract's read-only calls replayed against a host, each answer checked
// against its schema. Read-only = a GET not marked `writes`; a GET that needs a path parameter or a required query value it
// has no sample for is skipped and said so. Nothing is ever written.

export type CheckOutcome =
  | { kind: 'ok' }
  | { kind: 'mismatch'; issues: MismatchIssue[] }
  /** the host has no such call (404, or a 2xx that is no envelope: a gateway's page) */
  | { kind: 'absent'; status: number }
  /** the host answered with a failure envelope (e.g. no permission for this account) */
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'skipped'; reason: string }
  | { kind: 'error'; message: string };

export interface CheckResult {
  call: RegisteredCall;
  url: string;
  outcome: CheckOutcome;
}

interface Host {
  /** e.g. https://uat.example.com (the service prefixes are added) */
  base: string;
  token: string;
  fetch?: typeof fetch;
}

const requiredQuery = (schema: GenericSchema | undefined): string[] => {
  const entries = (schema as { entries?: Record<string, { type: string }> } | undefined)?.entries ?? {};
  return Object.entries(entries)
    .filter(([, s]) => !['optional', 'nullish', 'undefinedable', 'exact_optional'].includes(s.type))
    .map(([name]) => name);
};

/** Why a call is not replayed, or null when it can be. */
export function skipReason({ def }: RegisteredCall): string | null {
  if (def.method !== 'GET' || def.writes) return 'not read-only (only reads are replayed)';
  if (def.answer === 'file') return 'a file download';
  if (/\{\w+\}/.test(def.path)) return 'needs a path parameter';
  const needed = requiredQuery(def.query);
  if (needed.length) return `needs ${needed.join(', ')}`;
  return null;
}

async function checkOne(call: RegisteredCall, host: Host): Promise<CheckResult> {
  const url = host.base.replace(/\/$/, '') + services[call.def.service] + call.def.path;
  const reason = skipReason(call);
  if (reason) return { call, url, outcome: { kind: 'skipped', reason } };
  try {
    const response = await (host.fetch ?? fetch)(url, { headers: { token: host.token, accept: 'application/json' } });
    if (response.status === 404) return { call, url, outcome: { kind: 'absent', status: 404 } };
    const body: unknown = await response.json().catch(() => undefined);
    const verdict = readEnvelope(body);
    if (verdict.kind === 'malformed') return { call, url, outcome: { kind: 'absent', status: response.status } };
    if (verdict.kind !== 'ok') {
      const code = verdict.kind === 'fail' ? String(verdict.errorCode ?? verdict.code) : verdict.kind;
      const message = verdict.kind === 'fail' ? (verdict.message ?? '') : '';
      return { call, url, outcome: { kind: 'refused', status: response.status, code, message } };
    }
    const checked = checkAnswer(call.def.answer as GenericSchema, verdict.data);
    return { call, url, outcome: checked.ok ? { kind: 'ok' } : { kind: 'mismatch', issues: checked.issues } };
  } catch (e) {
    return { call, url, outcome: { kind: 'error', message: e instanceof Error ? e.message : String(e) } };
  }
}

export async function checkHost(calls: readonly RegisteredCall[], host: Host): Promise<CheckResult[]> {
  const results: CheckResult[] = [];
  for (const call of calls) results.push(await checkOne(call, host)); // one at a time: a host, not a load test
  return results;
}

/** The report: one line per call, then the summary and the assumed calls the host lacks. */
export function report(results: readonly CheckResult[]): string {
  const line = ({ call, outcome }: CheckResult) => {
    const head = `${outcome.kind.padEnd(8)} ${call.def.method} ${services[call.def.service]}${call.def.path} (${call.def.status})`;
    switch (outcome.kind) {
      case 'mismatch':
        return `${head}\n${outcome.issues.map((i) => `           ${i.path}: ${i.message}`).join('\n')}`;
      case 'refused':
        return `${head}: ${outcome.status} ${outcome.code} ${outcome.message}`;
      case 'absent':
        return `${head}: ${outcome.status}`;
      case 'skipped':
        return `${head}: ${outcome.reason}`;
      case 'error':
        return `${head}: ${outcome.message}`;
      default:
        return head;
    }
  };
  const count = (kind: CheckOutcome['kind']) => results.filter((r) => r.outcome.kind === kind).length;
  const lacking = results.filter((r) => r.outcome.kind === 'absent' && r.call.def.status === 'assumed');
  return [
    ...results.map(line),
    '',
    `${results.length} calls: ${count('ok')} ok, ${count('mismatch')} mismatch, ${count('absent')} absent, ${count('refused')} refused, ${count('error')} error, ${count('skipped')} skipped`,
    lacking.length
      ? `assumed calls this host lacks: ${lacking.map((r) => `${r.call.def.method} ${r.call.def.path}`).join(', ')}`
      : 'assumed calls this host lacks: none found',
  ].join('\n');
}

// npm run contract:check -- --host https://uat-host [--token TOKEN]
// Replays the contract's read-only calls against a host and prints, per call, ok / mismatch (with the
// field paths) / absent / refused / skipped, and a summary; it never writes. The token is a signed-in
// session's (the console's `token` header: in the browser's devtools, any call's request headers), or
// CONTRACT_TOKEN. Exits 1 when any answer breaks its schema.
import { loadContract } from './contract/load.mjs';

const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const host = arg('host');
const token = arg('token') ?? process.env.CONTRACT_TOKEN ?? '';
if (!host) {
  console.error('usage: npm run contract:check -- --host https://host [--token TOKEN]');
  process.exit(2);
}
const { contractCalls, load, close } = await loadContract();
const { checkHost, report } = await load('/scripts/contract/check.ts');
const results = await checkHost(contractCalls, { base: host, token });
console.log(report(results));
await close();
process.exit(results.some((r) => r.outcome.kind === 'mismatch') ? 1 : 0);

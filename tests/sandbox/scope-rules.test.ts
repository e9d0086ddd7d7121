import { declaredCalls } from '@/sandbox/route';
import { rulesMatching } from '@/sandbox/scope/guard';
import { SCOPED_CALLS, SCOPED_READS, UNSCOPED_CALLS } from '@/sandbox/scope/call-rules';
import '@/sandbox/handlers';

// Every declared call says how it meets a scoped administrator's 管理范围 (assumed contract "Scoped
// administrators"): scoped, or unscoped with the reason.
const covers = (pattern: string) =>
  declaredCalls.some((c) => c.call === pattern || (pattern.endsWith('/*') && c.call.startsWith(pattern.slice(0, -1))));

describe('the scope rule table', () => {
  it('gives every declared call exactly one rule', () => {
    expect(declaredCalls.length).toBeGreaterThan(100);
    expect(declaredCalls.filter((c) => c.scope.kind === 'none').map((c) => `${c.method} ${c.call}`)).toEqual([]);
    expect(declaredCalls.filter((c) => rulesMatching(c.call) > 1).map((c) => c.call)).toEqual([]);
  });

  it('gives every unscoped call its reason, and lists no pattern that matches nothing', () => {
    expect(Object.entries(UNSCOPED_CALLS).filter(([, why]) => why.trim().length < 8)).toEqual([]);
    expect([...SCOPED_CALLS, ...SCOPED_READS, ...Object.keys(UNSCOPED_CALLS)].filter((p) => !covers(p))).toEqual([]);
  });

  it('reads the people of every call listed as an export, which the route declares a write', () => {
    const exports = declaredCalls.filter((c) => SCOPED_READS.includes(c.call));
    expect(exports.every((c) => c.scope.kind === 'scoped' && c.scope.read)).toBe(true);
  });
});

// The assumed calls this session's host turned out to lack (an HTTP 404, or a 200 that is no
// envelope): a page or a shared component can know without calling again, and take its fallback
// (docs/assumed-contract.md "Calls a host may lack"). Per user and enterprise: cleared with the other
// per-user stores (stores/reset-all.ts), since another enterprise may be served by another host.

const absent = new Set<string>();

export const absentCalls = {
  /** `METHOD /service/path` as the contract spells it (path parameters unfilled) */
  has: (call: string) => absent.has(call),
  add: (call: string) => void absent.add(call),
  list: () => [...absent],
  clear: () => absent.clear(),
};

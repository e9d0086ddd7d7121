import { declaredCalls } from '@/sandbox/route';
import '@/sandbox/handlers';

// A POST that only reads (a list, search or detail with its criteria in the body) is declared
// { read: true }: otherwise the sandbox counts it as a write, persists the store after it and may
// expire its directory index (docs/module-guide.md "Sandbox handlers"). Lookups that do write are
// listed here with the reason.
const LOOKUP =
  /(list|search|query|find|detail|select|options|preview|getlist|getRole|getPermission|check|holdings|isauth|isappeal|status)$/i;
const WRITES_NAMED_AS_LOOKUPS: Record<string, string> = {
  '/enterprise-server/printer/checkSnAndSave': 'saves the printer once its number is checked',
  '/enterprise-server/temp/updateSwitchStatus': 'sets the switch',
};

describe('read-only sandbox calls', () => {
  it('every lookup sent by POST is declared read-only, unless it writes', () => {
    const undeclared = declaredCalls
      .filter((c) => c.method !== 'get' && !c.read && LOOKUP.test(c.call) && !(c.call in WRITES_NAMED_AS_LOOKUPS))
      .map((c) => c.call);
    expect(undeclared).toEqual([]);
  });
});

// A GET that changes the store is declared { writes: true }, so the route records it, refreshes the
// read models and persists the store like any other write.
const WRITE_VERB = /\/(remove|delete|add|save|update|edit|set|create|dismiss|transfer|cancel|reset)[A-Z]?[^/]*$/;

describe('sandbox calls that write by GET', () => {
  it('every GET named as a write is declared a write', () => {
    const undeclared = declaredCalls
      .filter((c) => c.method === 'get' && c.read && WRITE_VERB.test(c.call.replace(/\/\{\w+\}$/, '')))
      .map((c) => c.call);
    expect(undeclared).toEqual([]);
  });
});

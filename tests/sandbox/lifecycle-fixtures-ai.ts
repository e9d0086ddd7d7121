// People in the AI assistant area's scopes for the lifecycle tests (the seed's scopes name
// departments only): the assistant, a plugin and a BI rule each limited to some of `people`.
import { assistantRows, biRuleRows, pluginRows } from '@/sandbox/ai-tables';
import type { StaffRow } from '@/sandbox/org-tables';
import { MAIN_ENTERPRISE as E } from '@/sandbox/seed/core';

export function nameInAiScopes(people: StaffRow[]) {
  const refs = people.map((p) => ({ lenovoId: p.lenovoId, name: p.name }));
  Object.assign(
    assistantRows().find((a) => a.enterpriseNumber === E)!,
    { visibleRange: 'part', departIds: [], users: refs },
  );
  Object.assign(
    pluginRows().find((p) => p.enterpriseNumber === E && p.code === 'announcement_search')!,
    { enabled: true, visibleRange: 'part', departIds: [], users: refs.slice(0, 1) },
  );
  biRuleRows()
    .find((r) => r.enterpriseNumber === E && r.source === 'approval')!
    .users.push(...refs.slice(1));
}

// The people and departments a flow names (approver and CC members, an empty node's person, the
// departments of conditions), to resolve them to their current names and states.
import { walk } from './flow-tree';
import type { StartNode } from './types';

export function flowRefs(flow: StartNode | null): { lenovoIds: string[]; departIds: string[] } {
  const lenovoIds: string[] = [];
  const departIds: string[] = [];
  if (!flow) return { lenovoIds, departIds };
  walk(flow, (n) => {
    if ((n.type === 'approver' || n.type === 'cc') && n.settings)
      lenovoIds.push(...n.settings.members.map((m) => m.lenovoId));
    if (n.type === 'approver' && n.settings?.emptyMember) lenovoIds.push(n.settings.emptyMember.lenovoId);
    if (n.type === 'condition')
      for (const r of n.rules) if (r.kind === 'department') departIds.push(...r.departments.map((d) => d.id));
  });
  return { lenovoIds, departIds };
}

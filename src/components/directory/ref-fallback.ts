import { queryClient } from '@/lib/query/query-client';
import { fetchFullTree, fetchMembersByLenovoIds, fetchMembersUnder } from './directory-api';
import { directoryKeys } from './queries';
import type { DepartNode, Member, RefQuery, ResolvedPerson, ResolvedRefs } from './types';

// References resolved without /directory/resolve, on a host that lacks it (docs/assumed-contract.md
// "Calls a host may lack"): the specification's own look-ups. They know today's members and
// departments only: a person they do not list may have left or been deleted, and a department they
// do not list may have been deleted; that is not known, so such a reference shows the name stored
// with it, else 未知人员 / 未知部门 (state `active` with no name; ref-text.tsx), never its id.

/** The pickers' tree (one cached answer, ['directory', 'fullTree']): departments by id, and the roots. */
const fullTree = () =>
  queryClient.fetchQuery({
    queryKey: directoryKeys.fullTree,
    queryFn: ({ signal }) => fetchFullTree(signal),
    staleTime: 60_000,
  });

function departments(tree: DepartNode[]) {
  const names = new Map<string, string>();
  const walk = (nodes: DepartNode[] | undefined) => {
    for (const node of nodes ?? []) {
      names.set(node.id, node.departName);
      walk(node.departTree);
    }
  };
  walk(tree);
  return names;
}

/** A user id is named by no specified look-up of its own: the members under the tree's roots,
 *  cached beside the tree, are searched. */
const everyMember = (roots: string[]) =>
  queryClient.fetchQuery({
    queryKey: [...directoryKeys.fullTree, 'members'],
    queryFn: () => fetchMembersUnder(roots),
    staleTime: 60_000,
  });

const asPerson = (key: string, m: Member | undefined): ResolvedPerson =>
  m
    ? { key, id: m.id, lenovoId: m.lenovoId, name: m.name, state: m.status === 'departure' ? 'departed' : 'active' }
    : { key, id: '', lenovoId: '', name: '', state: 'active' };

export async function resolveByLookups(query: RefQuery): Promise<ResolvedRefs> {
  const { userIds = [], lenovoIds = [], departIds = [] } = query;
  const tree = departIds.length || userIds.length ? await fullTree() : [];
  const [byLenovo, byUser] = await Promise.all([
    lenovoIds.length ? fetchMembersByLenovoIds(lenovoIds) : [],
    userIds.length ? everyMember(tree.map((d) => d.id)) : [],
  ]);
  const names = departments(tree);
  return {
    people: [
      ...lenovoIds.map((id) =>
        asPerson(
          id,
          byLenovo.find((m) => m.lenovoId === id),
        ),
      ),
      ...userIds.map((id) =>
        asPerson(
          id,
          byUser.find((m) => m.id === id),
        ),
      ),
    ],
    departments: departIds.map((id) =>
      names.has(id)
        ? { id, name: names.get(id)!, state: 'active' as const }
        : { id, name: '', state: 'active' as const },
    ),
  };
}

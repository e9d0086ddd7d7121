import { services } from '@/config/services';
import { get, post } from '@/lib/http/client';
import type { DepartNode, Member, RefQuery, ResolvedRefs } from './types';

// Directory lookups of platform-shell §7.3, shared by every module's pickers.
const E = services.enterprise;
const U = services.user;

export const fetchFullTree = (signal?: AbortSignal) => get<DepartNode[]>(`${E}/depart/fullTree`, undefined, { signal });

/** Children and members of one department (no departId: the root level). */
export const fetchTreeAndPerson = (departId: string | undefined, signal?: AbortSignal) =>
  get<{ departments: DepartNode[]; persons: Member[] }>(
    `${E}/department/findDepartmentTreeAndPerson`,
    departId ? { departId } : undefined,
    { signal },
  );

/** Search by name, telephone or lenovoId (at most 100 answers). */
export const searchMembers = (text: string, signal?: AbortSignal) =>
  get<Member[]>(`${E}/findEnterpriseUsersByNameOrTelephoneOrLenovoIdAll`, { text }, { signal });

export const fetchMembersUnder = (departIds: string[]) =>
  post<Member[]>(`${U}/v2/department/getDepartmentAndSubDepartmentAllMembers`, { departIds });

/** What stored ids name today, with their state (assumed call, docs/assumed-contract.md "References:
 *  resolve and the pruned notice"); each list at most 500 ids. Use the batched hooks of ref-queries.ts. */
export const resolveRefs = (query: RefQuery) => post<ResolvedRefs>(`${E}/directory/resolve`, query);

import { request } from '@/lib/contract/define';
import {
  fullTreeCall,
  membersByLenovoIdsCall,
  membersUnderCall,
  resolveRefsCall,
  searchMembersCall,
  treeAndPersonCall,
} from './contract';
import type { RefQuery } from './types';

// Directory lookups of platform-shell §7.3, shared by every module's pickers.

export const fetchFullTree = (signal?: AbortSignal) => request(fullTreeCall, {}, { signal });

/** Children and members of one department (no departId: the root level). */
export const fetchTreeAndPerson = (departId: string | undefined, signal?: AbortSignal) =>
  request(treeAndPersonCall, { params: departId ? { departId } : undefined }, { signal });

/** Search by name, telephone or lenovoId (at most 100 answers). */
export const searchMembers = (text: string, signal?: AbortSignal) =>
  request(searchMembersCall, { params: { text } }, { signal });

export const fetchMembersUnder = (departIds: string[]) => request(membersUnderCall, { body: { departIds } });

/** Members by lenovoId (specified): resolves people when /directory/resolve is unavailable (ref-fallback.ts). */
export const fetchMembersByLenovoIds = (lenovoIds: string[]) =>
  request(membersByLenovoIdsCall, { body: { lenovoIds } });

/** What stored ids name today, with their state (assumed call, docs/assumed-contract.md "References:
 *  resolve and the pruned notice"); each list at most 500 ids. Use the batched hooks of ref-queries.ts. */
export const resolveRefs = (query: RefQuery) => request(resolveRefsCall, { body: query });

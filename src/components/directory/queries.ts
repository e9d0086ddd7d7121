import { useQuery } from '@tanstack/react-query';
import { fetchFullTree, fetchTreeAndPerson, searchMembers } from './directory-api';

// The pickers' directory lookups, under ['directory', …]: an organisation write invalidates them.

export const directoryKeys = {
  fullTree: ['directory', 'fullTree'] as const,
  treeAndPerson: (departId: string | undefined) => ['directory', 'treeAndPerson', departId ?? 'root'] as const,
  search: (term: string) => ['directory', 'search', term] as const,
};

export const useFullTree = () =>
  useQuery({ queryKey: directoryKeys.fullTree, queryFn: ({ signal }) => fetchFullTree(signal), staleTime: 60_000 });

/** A department's sub-departments and people (the root without `departId`). */
export const useTreeAndPerson = (departId: string | undefined, enabled: boolean) =>
  useQuery({
    queryKey: directoryKeys.treeAndPerson(departId),
    queryFn: ({ signal }) => fetchTreeAndPerson(departId, signal),
    enabled,
  });

export const useMemberSearch = (term: string, enabled: boolean) =>
  useQuery({ queryKey: directoryKeys.search(term), queryFn: ({ signal }) => searchMembers(term, signal), enabled });

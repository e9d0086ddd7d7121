import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchFunctionModules, searchChanges, type ChangeQuery } from './changelog-api';

export const changelogKeys = {
  types: ['changelog', 'types'] as const,
  list: (q: ChangeQuery) => ['changelog', 'list', q] as const,
};

/** The operation types (function modules) offered by the filter. */
export const useFunctionModules = () =>
  useQuery({
    queryKey: changelogKeys.types,
    queryFn: ({ signal }) => fetchFunctionModules(signal),
    staleTime: 300_000,
  });

export const useChangeList = (q: ChangeQuery) =>
  useQuery({
    queryKey: changelogKeys.list(q),
    queryFn: ({ signal }) => searchChanges(q, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

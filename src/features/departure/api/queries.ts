import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { refreshAfterLifecycle } from '@/lib/query/after-lifecycle';
import {
  deleteMembers,
  departWithHandover,
  fetchHoldings,
  findCeo,
  rehire,
  searchDeparted,
  type DepartedQuery,
  type HandoverInput,
} from './departure-api';

export const departureKeys = {
  list: (q: DepartedQuery) => ['departure', 'list', q] as const,
  ceo: ['departure', 'ceo'] as const,
  holdings: (ids: string[]) => ['departure', 'holdings', ids] as const,
};

export const useDepartedList = (q: DepartedQuery) =>
  useQuery({
    queryKey: departureKeys.list(q),
    queryFn: ({ signal }) => searchDeparted(q, signal),
    placeholderData: keepPreviousData,
  });

export const useCeo = () => useQuery({ queryKey: departureKeys.ceo, queryFn: ({ signal }) => findCeo(signal) });

/** What the leavers hold, read fresh each time the wizard asks. */
export const useHoldings = (ids: string[], enabled: boolean) =>
  useQuery({
    queryKey: departureKeys.holdings(ids),
    queryFn: ({ signal }) => fetchHoldings(ids, signal),
    enabled: enabled && ids.length > 0,
    staleTime: 0,
  });

/** What a page does around the refresh every module's cache gets after a lifecycle event. */
interface LifecycleSteps {
  /** as soon as the write succeeds (its message, the page's own state) */
  before?(): void;
  /** once every query has been refreshed */
  after?(): void;
}

/** A departure, a deletion or a re-hire changes every module: all queries are refreshed. */
function useLifecycleWrite<V>(fn: (v: V) => Promise<unknown>, { before, after }: LifecycleSteps) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: async () => {
      before?.();
      await refreshAfterLifecycle(client);
      after?.();
    },
  });
}

export const useDeleteDeparted = (steps: LifecycleSteps) => useLifecycleWrite(deleteMembers, steps);

export const useDepartWithHandover = (steps: LifecycleSteps) =>
  useLifecycleWrite(
    (v: { ids: string[]; handovers: HandoverInput[] }) => departWithHandover(v.ids, v.handovers),
    steps,
  );

export const useRehire = (steps: LifecycleSteps) => useLifecycleWrite(rehire, steps);

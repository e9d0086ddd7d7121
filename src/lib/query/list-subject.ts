import type { FetchStatus, QueryMeta } from '@tanstack/react-query';

/**
 * Query options for a list whose rows belong to a subject: a department, a status tab, a person.
 * While the list pages or searches within the same subject, its previous rows stay on screen until
 * the next page arrives (no flicker); when the subject changes they go at once, so no list shows
 * one department's rows under another's heading while its request is slow or paused (offline).
 * (`keepPreviousData` keeps them across any key change, the subject's included.) A list also reads
 * again when the window regains focus (if older than the cache's stale time): another administrator
 * may have changed it meanwhile. Forms' queries do not, so what is being typed is never replaced.
 *
 *   useQuery({ queryKey, queryFn, ...keepRowsWithin([q.departId, q.status]) })
 */
export function keepRowsWithin(subject: unknown) {
  const listSubject = JSON.stringify(subject ?? null);
  return {
    meta: { listSubject } satisfies QueryMeta,
    refetchOnWindowFocus: true,
    placeholderData: <T>(previous: T | undefined, previousQuery: { meta?: QueryMeta } | undefined): T | undefined =>
      previousQuery?.meta?.listSubject === listSubject ? previous : undefined,
  };
}

/** The list is waiting for its query: fetching, or paused until the browser is back online (when
 *  TanStack Query reports `isFetching` false). Show the loading state for both. */
export const isWaiting = (query: { fetchStatus: FetchStatus }) => query.fetchStatus !== 'idle';

/** The page to show once one row of `page` is removed, when `shown` rows were on it: the page before
 *  when it held the last row (that page no longer exists on the server), else the same page. */
export const pageAfterRemovingOne = (page: number, shown: number | undefined) =>
  page > 1 && shown === 1 ? page - 1 : page;

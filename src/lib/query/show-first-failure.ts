/** For the queries a menu click starts (a page manifest's `prefetch`, which may fail before the page
 *  mounts): the page shows that failure with 重试, rather than asking again unseen on mount — the same
 *  as when the page made the call itself. */
export const SHOW_FIRST_FAILURE = { retryOnMount: false } as const;

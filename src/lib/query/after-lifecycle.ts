import type { QueryClient } from '@tanstack/react-query';

/**
 * After a departure, a deletion, a re-hire or a department deleted: the server applied the event to
 * every place that names the person or the department, in every module, in one step (docs/product.md
 * Part D). So any cached answer may name them as they were, not only the page's own: a room read a
 * moment ago would still show the leaver (已离职) instead of the receiver, and saving it would drop
 * the receiver. Every query is marked out of date: those on screen are read again now, the others
 * when their page is next shown.
 */
export function refreshAfterLifecycle(client: QueryClient) {
  return client.invalidateQueries();
}

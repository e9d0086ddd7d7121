import { useRef } from 'react';

/** How long a page change waits for its answer before the list shows its waiting state. */
export const SHOW_WAITING_AFTER_MS = 150;

/** Moves a server-paged list to another page once that page's call has answered, or after
 *  SHOW_WAITING_AFTER_MS when it is slow (the list then shows its waiting state over the rows it
 *  has): a quick answer costs one render, not a waiting state and then the rows. The call starts
 *  at the click; the latest click wins, and `cancel` drops a page change still waiting (e.g. when
 *  a filter sends the list back to its first page). */
export function usePageWhenReady<P>(fetchPage: (page: P) => Promise<unknown>, showPage: (page: P) => void) {
  const latest = useRef(0);
  const go = (page: P) => {
    const ticket = ++latest.current;
    const slow = new Promise((resolve) => setTimeout(resolve, SHOW_WAITING_AFTER_MS));
    void Promise.race([fetchPage(page).catch(() => undefined), slow]).then(() => {
      if (latest.current === ticket) showPage(page);
    });
  };
  const cancel = () => void ++latest.current;
  return Object.assign(go, { cancel });
}

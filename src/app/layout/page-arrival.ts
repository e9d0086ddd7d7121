import { useEffect, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

/** After a move to another page, the page starts at its top and the focus is on its heading
 *  (architecture.md "Keyboard"): otherwise the focus stays on the link or button that led here, or
 *  falls to <body> when that is gone, and the next page shows at the previous one's scroll. Not on
 *  the first page shown, where the browser starts at the top anyway. */
export function usePageArrival(heading: RefObject<HTMLHeadingElement | null>) {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
    heading.current?.focus({ preventScroll: true });
  }, [pathname, heading]);
}

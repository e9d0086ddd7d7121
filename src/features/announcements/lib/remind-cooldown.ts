import { useEffect, useState } from 'react';

// 提醒未读 may be sent once in 10 minutes (docs/assumed-contract.md, announcements: remind); the
// console reads the last reminder's time from the receipts, so the button waits instead of asking
// first and being refused.
export const REMIND_GAP_MS = 10 * 60 * 1000;

/** Whole minutes until another reminder may be sent after one at `last` ("YYYY-MM-DD HH:mm:ss",
 *  local time); 0 when it may be sent now. */
export function remindWaitMinutes(last: string | null | undefined, now = Date.now()): number {
  const at = last ? new Date(last.replace(' ', 'T')).getTime() : NaN;
  if (Number.isNaN(at)) return 0;
  const left = at + REMIND_GAP_MS - now;
  return left > 0 ? Math.ceil(left / 60000) : 0;
}

/** The minutes to wait, counted down while the page is open. */
export function useRemindWait(last: string | null | undefined): number {
  const [, tick] = useState(0);
  const wait = remindWaitMinutes(last);
  useEffect(() => {
    if (!wait) return;
    const timer = setInterval(() => tick((n) => n + 1), 5000);
    return () => clearInterval(timer);
  }, [wait]);
  return wait;
}

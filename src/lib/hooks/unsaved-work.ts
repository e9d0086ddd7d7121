// The screens holding unsaved work right now (each useLeaveGuard while mounted), for the actions
// that drop it without leaving through the router: an enterprise switch asks first, and an expiry
// or a 401, whose work is put aside for the user's return, stops every screen from asking.

export interface UnsavedWork {
  isDirty(): boolean;
  /** the user chose to drop the work (the guard's onLeave), and the screen stops asking */
  leave(): void;
  /** the screen stops asking (its work is kept elsewhere) */
  release(): void;
}

const screens = new Set<UnsavedWork>();

export function trackUnsavedWork(work: UnsavedWork): () => void {
  screens.add(work);
  return () => screens.delete(work);
}

export const hasUnsavedWork = () => [...screens].some((s) => s.isDirty());

/** After a confirmed action that drops the work (e.g. an enterprise switch). */
export function leaveUnsavedWork() {
  for (const s of screens) if (s.isDirty()) s.leave();
}

/** The session ended and the work was put aside: nothing asks before the page goes. */
export function releaseUnsavedWork() {
  for (const s of screens) s.release();
}

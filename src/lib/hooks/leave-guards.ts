// The screens whose unsaved changes block leaving them through the router right now. Each
// useLeaveGuard is here only while its screen is dirty, so the app's one blocker (<LeaveBlocker/>)
// exists only then: react-router warns about a registered blocker at every address typed by hand
// and at browser back, even when the blocker would let the navigation go.

export interface ArmedGuard {
  /** read live: still dirty and not released */
  blocks(): boolean;
  text: string;
  /** the user chose to leave: the screen drops its work */
  leave(): void;
}

const armed = new Set<ArmedGuard>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

export function armLeaveGuard(guard: ArmedGuard): () => void {
  armed.add(guard);
  notify();
  return () => {
    armed.delete(guard);
    notify();
  };
}

export function subscribeLeaveGuards(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const anyLeaveGuardArmed = () => armed.size > 0;

/** The guard that stops a navigation now, if any. */
export const blockingGuard = () => [...armed].find((g) => g.blocks());

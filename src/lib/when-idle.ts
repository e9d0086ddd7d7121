type IdleWindow = {
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Runs `run` in the browser's next idle period (at the latest after `timeoutMs`), or after a short
 *  timer where there are no idle callbacks (Safari, test DOMs); returns a cancel. */
export function whenIdle(run: () => void, timeoutMs = 1000): () => void {
  const w = window as unknown as IdleWindow;
  if (w.requestIdleCallback && w.cancelIdleCallback) {
    const id = w.requestIdleCallback(run, { timeout: timeoutMs });
    return () => w.cancelIdleCallback!(id);
  }
  const timer = setTimeout(run, 50);
  return () => clearTimeout(timer);
}

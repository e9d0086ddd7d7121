/** Runs `run` once the frame after now has been painted (a timer after the next animation frame);
 *  returns a cancel. For work a page's first paint should not wait for, that has no reason to wait
 *  any longer than that. */
export function afterPaint(run: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

import { lazy, Suspense, useCallback, useState } from 'react';

const WarmComponents = lazy(() => import('./warm-components'));

let warmed = false;

/** The large pages' antd components mounted once out of sight (`warm-components.tsx`), once per
 *  page load, when `start()` is called (the side menu calls it once the pages' chunks are in). */
export function useIdleWarmUp() {
  const [warming, setWarming] = useState(false);
  const start = useCallback(() => {
    if (warmed) return;
    warmed = true;
    setWarming(true);
  }, []);
  const stop = useCallback(() => setWarming(false), []);
  const node = warming ? (
    <Suspense fallback={null}>
      <WarmComponents onDone={stop} />
    </Suspense>
  ) : null;
  return { start, node };
}

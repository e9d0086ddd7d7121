import { lazy, Suspense } from 'react';
import { useDialogs } from './confirm';

// antd's Modal is not needed for the first screen, so it loads with the first dialog (and stays).
const DialogModal = lazy(() => import('./dialog-modal'));

/** Renders pending confirm/alert requests. Mounted once by the app's providers. */
export function DialogHost() {
  const pending = useDialogs((s) => s.queue.length > 0);
  if (!pending) return null;
  return (
    <Suspense fallback={null}>
      <DialogModal />
    </Suspense>
  );
}

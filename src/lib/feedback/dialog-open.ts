import { useSyncExternalStore } from 'react';
import { useDialogs } from './confirm';

// Whether a dialog is up: a confirm or alert request (queued or shown), or any antd Modal in the
// page. Overlays that are not dialogs (the novice tour) wait for this, so nothing is drawn over an
// alert and nothing of theirs is clickable over a blocking dialog.

/** An antd Modal is open while its wrap is in the page and shown (a closed one is display: none). */
export function modalInPage(root: ParentNode = document): boolean {
  return Array.from(root.querySelectorAll<HTMLElement>('.ant-modal-wrap')).some(
    (wrap) => wrap.style.display !== 'none',
  );
}

function watchModals(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  return () => observer.disconnect();
}

const watchNothing = () => () => {};

/** true while any dialog is open. `watching` false skips observing the page (nothing is waiting). */
export function useDialogOpen(watching = true): boolean {
  const queued = useDialogs((s) => s.queue.length > 0);
  const modal = useSyncExternalStore(
    watching ? watchModals : watchNothing,
    () => watching && modalInPage(),
    () => false,
  );
  return queued || modal;
}

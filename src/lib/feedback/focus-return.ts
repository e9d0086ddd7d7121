// Gives the focus back to whatever opened a dialog when that dialog goes away. Dialogs here are
// rendered only while open (module guide "Dialogs"), so they unmount at once and antd's own return
// of the focus (after its closing animation) never runs: the focus fell to <body>, and a keyboard
// user had to start again from the top of the page.

const DIALOG = '.ant-modal-wrap, .ant-drawer, [role="dialog"]';

interface Opened {
  dialog: Element;
  opener: HTMLElement;
}

/** Dialogs that took the focus, innermost last, each with the element that had it before. */
const opened: Opened[] = [];
/** The last element focused outside any dialog (an opener that was not focused when it opened one). */
let lastOutside: HTMLElement | null = null;
/** The document the listeners are on: a test run that makes a new document (a new jsdom) installs again. */
let installedOn: Document | null = null;

const dialogOf = (node: EventTarget | null) => (node instanceof Element ? node.closest(DIALOG) : null);

function onFocusIn(event: FocusEvent) {
  const dialog = dialogOf(event.target);
  if (!dialog) {
    if (event.target instanceof HTMLElement) lastOutside = event.target;
    return;
  }
  if (opened.some((o) => o.dialog === dialog || o.dialog.contains(dialog) || dialog.contains(o.dialog))) return;
  const from =
    event.relatedTarget instanceof HTMLElement && !dialog.contains(event.relatedTarget)
      ? event.relatedTarget
      : lastOutside;
  if (from) opened.push({ dialog, opener: from });
}

/** After DOM changes: for each dialog gone from the page, the focus goes back to its opener when
 *  nothing else has taken it (it is on <body>) and the opener is still there. */
function onMutation() {
  if (!opened.length) return;
  for (let i = opened.length - 1; i >= 0; i--) {
    if (opened[i].dialog.isConnected) continue;
    const [{ opener }] = opened.splice(i, 1);
    const focus = document.activeElement;
    const lost = !focus || focus === document.body || !focus.isConnected;
    if (lost && opener.isConnected) opener.focus({ preventScroll: true });
  }
}

export function installFocusReturn() {
  if (typeof document === 'undefined' || installedOn === document) return;
  installedOn = document;
  document.addEventListener('focusin', onFocusIn, true);
  new MutationObserver(onMutation).observe(document.body, { childList: true, subtree: true });
}

// The keyboard inside every Modal and Drawer (architecture.md "Keyboard"), installed once by
// startApp, so no dialog has to wire it:
// - it opens with the focus on its first field: antd puts it on ✕ (Modal) or on the panel (Drawer);
// - Tab and Shift+Tab cycle inside it: antd's lock pulls the focus back only once it has reached
//   the page again, after passing through the browser's own UI;
// - Enter in a single-line field presses its primary button: the footer's buttons are outside the
//   form, so the browser submits a form of two or more fields on Enter only with a submit button
//   inside it.

const DIALOG = '.ant-modal-wrap, .ant-drawer';
const BODY = '.ant-modal-body, .ant-drawer-body';
const CLOSE = '.ant-modal-close, .ant-drawer-close';
const PRIMARY =
  '.ant-modal-footer .ant-btn-primary, .ant-drawer-footer .ant-btn-primary, .ant-drawer-extra .ant-btn-primary';
const TABBABLE = 'a[href], button, input, select, textarea, [tabindex], [contenteditable="true"]';
const FIELD = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"]';
const CONTROL = `${TABBABLE.replace(', [tabindex]', '')}, [role="button"], [role="switch"], [role="combobox"]`;
const SINGLE_LINE = new Set(['text', 'search', 'email', 'tel', 'url', 'password', 'number']);
/** Fields whose Enter is their own: choosing in a list, a date, a search box. */
const OWN_ENTER = '.ant-select, .ant-picker, .ant-cascader, .ant-input-search, [role="combobox"]';
/** How long a dialog may take to show its first field (a form waiting for its detail). */
const FIELD_WAIT_MS = 1500;

const isOpen = (dialog: Element) => !dialog.matches('.ant-drawer') || dialog.matches('.ant-drawer-open');
const shown = (el: Element) =>
  !(el as HTMLElement).checkVisibility || (el as HTMLElement).checkVisibility({ visibilityProperty: true });

/** The controls Tab stops at inside `root`, in document order; of a radio group only the checked one. */
function tabbables(root: Element): HTMLElement[] {
  const radioGroups = new Set<string>();
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter((el) => {
    if (el.tabIndex < 0 || (el as HTMLInputElement).disabled || !shown(el)) return false;
    if (el instanceof HTMLInputElement && el.type === 'radio' && el.name) {
      const group = [...root.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(el.name)}"]`)];
      const stop = group.find((r) => r.checked) ?? group[0];
      if (el !== stop || radioGroups.has(el.name)) return false;
      radioGroups.add(el.name);
    }
    return true;
  });
}

/** The innermost open dialog holding the focus, else the top open one (the focus is on <body>). */
function currentDialog(): Element | null {
  const active = document.activeElement;
  const holding = active?.closest(DIALOG);
  if (holding) return holding;
  const open = [...document.querySelectorAll(DIALOG)].filter((d) => isOpen(d) && shown(d));
  return open[open.length - 1] ?? null;
}

function onTab(event: KeyboardEvent) {
  const dialog = currentDialog();
  if (!dialog) return;
  const stops = tabbables(dialog);
  if (!stops.length) return;
  const active = document.activeElement as HTMLElement | null;
  // a list or a panel of a field (rendered outside the dialog) keeps its own Tab
  if (active && active !== document.body && !dialog.contains(active)) return;
  const at = active ? stops.indexOf(active) : -1;
  const first = stops[0];
  const last = stops[stops.length - 1];
  let next: HTMLElement | null;
  if (at < 0) {
    // a control left out above (e.g. a tree's own zero-size input) moves on as the browser does
    if (active && active !== document.body && active.tabIndex >= 0) return;
    next = event.shiftKey ? last : first; // on the panel itself
  } else if (event.shiftKey && at === 0) next = last;
  else if (!event.shiftKey && at === stops.length - 1) next = first;
  else return;
  event.preventDefault();
  next.focus();
}

/** Enter in a single-line field of a dialog's form presses the dialog's one primary button. */
function onEnter(event: KeyboardEvent) {
  const field = event.target;
  if (!(field instanceof HTMLInputElement) || !SINGLE_LINE.has(field.type) || field.closest(OWN_ENTER)) return;
  const form = field.form;
  const dialog = field.closest(DIALOG);
  if (!form || !dialog || form.querySelector('button[type="submit"], input[type="submit"]')) return;
  const primary = [...dialog.querySelectorAll<HTMLButtonElement>(PRIMARY)].filter((b) => !b.disabled && shown(b));
  if (primary.length !== 1) return;
  event.preventDefault(); // no implicit submission besides (a form of one field)
  primary[0].click();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.defaultPrevented || event.isComposing || event.altKey || event.ctrlKey || event.metaKey) return;
  if (event.key === 'Tab') onTab(event);
  else if (event.key === 'Enter' && !event.shiftKey) onEnter(event);
}

/** The focus is still where the opening left it: on the opener, on ✕, or on the panel. */
function untouched(dialog: Element, before: Element | null) {
  const active = document.activeElement;
  if (!active || active === document.body || active === before) return true;
  if (!dialog.contains(active)) return false;
  return active.matches(CLOSE) || !active.matches(CONTROL);
}

function firstField(dialog: Element): HTMLElement | undefined {
  const body = dialog.querySelector(BODY);
  if (!body) return undefined;
  return [...body.querySelectorAll<HTMLElement>(FIELD)].find(
    // a Select's input is read-only and still the field
    (el) =>
      el.tabIndex >= 0 &&
      !(el as HTMLInputElement).disabled &&
      (!(el as HTMLInputElement).readOnly || el.matches('[role="combobox"]')) &&
      shown(el),
  );
}

/** Puts the focus on a newly opened dialog's first field, once it is open and shows one, unless
 *  the user or the dialog itself has put the focus somewhere already. */
function focusFirstField(dialog: Element, before: Element | null) {
  const until = Date.now() + FIELD_WAIT_MS;
  const attempt = () => {
    if (!dialog.isConnected || !untouched(dialog, before)) return;
    const field = isOpen(dialog) ? firstField(dialog) : undefined;
    // no scrolling: a drawer still sliding in has its field off screen, and the page would jump
    if (field) field.focus({ preventScroll: true });
    else if (Date.now() < until) setTimeout(attempt, 50);
  };
  setTimeout(attempt);
}

const seen = new WeakSet<Element>();

/** Dialogs are rendered only while open (module guide "Dialogs"): a new one is an opening. */
function onMutation(records: MutationRecord[]) {
  for (const record of records) {
    for (const node of record.addedNodes) {
      if (!(node instanceof Element)) continue;
      const dialogs = node.matches(DIALOG) ? [node] : node.querySelectorAll(DIALOG);
      for (const dialog of dialogs) {
        if (seen.has(dialog)) continue;
        seen.add(dialog);
        focusFirstField(dialog, document.activeElement);
      }
    }
  }
}

/** The document the listeners are on: a test run that makes a new document (a new jsdom) installs again. */
let installedOn: Document | null = null;

export function installDialogKeyboard() {
  if (typeof document === 'undefined' || installedOn === document) return;
  installedOn = document;
  document.addEventListener('keydown', onKeyDown);
  new MutationObserver(onMutation).observe(document.body, { childList: true, subtree: true });
}

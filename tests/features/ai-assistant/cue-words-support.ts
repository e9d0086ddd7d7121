// Shared by the AI assistant area's part-2 tests (cue words, plugins, scenes, BI).

/** The titles of the list items under `list`, in screen order. */
export const itemNames = (list: HTMLElement) =>
  [...list.querySelectorAll('[role="listitem"]')].map((el) => el.getAttribute('aria-label'));

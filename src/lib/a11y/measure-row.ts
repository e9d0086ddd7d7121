import { watchAdded } from './watch-added';

// antd's table, when it scrolls sideways, measures its columns in a hidden row
// (<tr aria-hidden="true" class="ant-table-measure-row">) that renders every column's title again, so a
// selection column puts a second, real 全选当页 checkbox inside an aria-hidden row: a keyboard user
// can reach what a screen reader is told is not there (axe: aria-hidden-focus). antd offers no setting
// for it; the copies are taken out of the tab order as they appear.

const FOCUSABLE = ['input', 'button', 'select', 'textarea', 'a[href]', '[tabindex]:not([tabindex="-1"])'].map(
  (s) => `.ant-table-measure-row ${s}`,
);

function unfocus(el: Element) {
  if (el instanceof HTMLElement && el.tabIndex !== -1) el.tabIndex = -1;
}

/** Keeps the controls of antd's hidden measure rows out of the tab order, now and as tables appear. Idempotent. */
export function unfocusMeasureRows() {
  watchAdded({ within: 'ant-table-measure-row', selectors: FOCUSABLE, apply: unfocus });
}

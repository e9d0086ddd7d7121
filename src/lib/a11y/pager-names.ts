import { watchAdded } from './watch-added';

// antd's pagination draws its 上一页/下一页 as <li title="上一页"><button tabindex="-1"><LeftOutlined/></button></li>:
// the button's only name was its icon's English one ("left"), and with icons hidden from assistive
// technology (icon-names.ts) it has none. antd offers no setting for it (its ConfigProvider takes no
// itemRender), so the button is given its item's Chinese title as it appears, in every table and pager.

const BUTTON = ['.ant-pagination-prev > button:not([aria-label])', '.ant-pagination-next > button:not([aria-label])'];

function name(button: Element) {
  const title = button.parentElement?.getAttribute('title');
  if (title) button.setAttribute('aria-label', title);
}

/** Names the pager's arrow buttons now and whenever a pager appears. Idempotent. */
export function namePagerButtons() {
  watchAdded({ within: 'ant-pagination', selectors: BUTTON, apply: name });
}

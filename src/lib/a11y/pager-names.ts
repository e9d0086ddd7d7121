// antd's pagination draws its 上一页/下一页 as <li title="上一页"><button tabindex="-1"><LeftOutlined/></button></li>:
// the button's only name was its icon's English one ("left"), and with icons hidden from assistive
// technology (icon-names.ts) it has none. antd offers no setting for it (its ConfigProvider takes no
// itemRender), so the button is given its item's Chinese title as it appears, in every table and pager.

const BUTTON = '.ant-pagination-prev > button:not([aria-label]), .ant-pagination-next > button:not([aria-label])';

function name(root: ParentNode) {
  for (const button of root.querySelectorAll<HTMLButtonElement>(BUTTON)) {
    const title = button.parentElement?.getAttribute('title');
    if (title) button.setAttribute('aria-label', title);
  }
}

let watching = false;

/** Names the pager's arrow buttons now and whenever a pager appears. Idempotent. */
export function namePagerButtons() {
  if (watching || typeof MutationObserver === 'undefined') return;
  watching = true;
  name(document);
  // only what was added is looked at: a large tree or grid re-rendering costs no document-wide query
  new MutationObserver((records) => {
    for (const r of records) for (const node of r.addedNodes) if (node instanceof Element) name(node.parentElement ?? node);
  }).observe(document.body, { childList: true, subtree: true });
}

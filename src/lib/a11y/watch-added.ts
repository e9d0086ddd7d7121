/** Runs `apply` on every element matching one of `selectors`, now and as elements are added later. Every match
 *  lies inside an element of class `within`. Only the added elements and their subtrees are looked at:
 *  their parent may be <body> or a long table body, and querying it for each added node cost a
 *  document-wide query per node (12% of a page test's CPU). A subtree with no `within` in or around it
 *  is skipped without running the selectors. Their combinators still match through the ancestors
 *  outside the added subtree. They are run one at a time: jsdom's selector engine finds nothing in an
 *  element's subtree for a list that has a `:not()` in it. Each `apply` is installed once per document. */
const installed = new WeakMap<Document, Set<(el: Element) => void>>();

interface Fix {
  within: string;
  selectors: string[];
  apply: (el: Element) => void;
}

function applyWithin(root: Document | Element, { within, selectors, apply }: Fix) {
  const inside = root instanceof Element && root.closest(`.${within}`) !== null;
  if (!inside && root.getElementsByClassName(within).length === 0) return;
  for (const selector of selectors) {
    if (root instanceof Element && root.matches(selector)) apply(root);
    for (const el of root.querySelectorAll(selector)) apply(el);
  }
}

export function watchAdded(fix: Fix) {
  if (typeof MutationObserver === 'undefined') return;
  // per document: a test run that makes a new document (a new jsdom) installs the fix again
  const applied = installed.get(document) ?? new Set();
  installed.set(document, applied);
  if (applied.has(fix.apply)) return;
  applied.add(fix.apply);
  applyWithin(document, fix);
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes) if (node instanceof Element && node.isConnected) applyWithin(node, fix);
  }).observe(document.body, { childList: true, subtree: true });
}

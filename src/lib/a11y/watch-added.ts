/** Runs `fix` on the document now and on whatever is added later (only the added part is looked at:
 *  a large tree re-rendering costs no document-wide query; a descendant selector still matches
 *  through the parent given). Each fix is installed once. */
const installed = new WeakMap<Document, Set<(root: ParentNode) => void>>();

export function watchAdded(fix: (root: ParentNode) => void) {
  if (typeof MutationObserver === 'undefined') return;
  // per document: a test run that makes a new document (a new jsdom) installs the fix again
  const fixes = installed.get(document) ?? new Set();
  installed.set(document, fixes);
  if (fixes.has(fix)) return;
  fixes.add(fix);
  fix(document);
  new MutationObserver((records) => {
    for (const r of records)
      for (const node of r.addedNodes) if (node instanceof Element) fix(node.parentElement ?? node);
  }).observe(document.body, { childList: true, subtree: true });
}

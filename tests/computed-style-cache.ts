// jsdom's getComputedStyle builds a new declaration on every call: it copies the element's cascaded
// properties and resolves each inherited one (visibility, colours) up through every ancestor. Every
// getByRole calls it for each node it names and each candidate it checks for visibility, again on
// each retry of a waitFor: some 13% of a page test's CPU. jsdom keeps the cascade of each element in
// a per-document cache that it drops on any change that can alter a style (`document._styleCache`
// set to null: an attribute, a child or a style sheet changed). The computed style is a function of
// those same cascades, so it is kept under the same rule: while jsdom's cache is the same object,
// nothing that jsdom's own answer depends on has changed.

type Impl = { _styleCache?: object | null };
const KEPT = Symbol('keeps computed styles');

function documentImpl(): Impl | undefined {
  const impl = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
  return impl && (document as unknown as Record<symbol, Impl>)[impl];
}

/** Wraps the window's getComputedStyle with a cache that jsdom's own style invalidation empties. */
export function keepComputedStyles() {
  const compute = window.getComputedStyle as typeof window.getComputedStyle & { [KEPT]?: true };
  const impl = documentImpl();
  if (compute[KEPT] || !impl) return;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  let validFor: object | null | undefined = null;
  const cached = (element: Element, pseudo?: string | null) => {
    if (pseudo) return compute.call(window, element, pseudo);
    if (impl._styleCache !== validFor) kept = new WeakMap();
    let style = kept.get(element);
    if (!style) {
      style = compute.call(window, element);
      // jsdom has made its cache while computing it; a later change replaces or drops it
      validFor = impl._styleCache;
      kept.set(element, style);
    }
    return style;
  };
  window.getComputedStyle = Object.assign(cached, { [KEPT]: true as const });
}

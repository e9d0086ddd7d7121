/** A call into a module that is imported lazily (manifests are part of the first screen). Once the
 *  module has loaded (`warm`, e.g. with its page's chunk) the call runs synchronously, so a click
 *  starts its requests at once instead of after the page has rendered; before that it runs after
 *  the import. A failed import is left to the page's own loading to report (offline, a new
 *  deployment); it is tried again on the next call. */
export function lazyCall<M, R = void>(
  load: () => Promise<M>,
  call: (module: M) => R,
): (() => Promise<R | undefined>) & { warm(): Promise<M | undefined> } {
  let loaded: M | undefined;
  const warm = () =>
    load().then(
      (module) => (loaded = module),
      () => undefined,
    );
  /** the call's result; undefined when the import failed */
  const run = (): Promise<R | undefined> => {
    if (loaded) return Promise.resolve(call(loaded));
    return warm().then((module) => (module ? call(module) : undefined));
  };
  return Object.assign(run, { warm });
}

/** A call into a module that is imported lazily (manifests are part of the first screen). Once the
 *  module has loaded (`warm`, e.g. with its page's chunk) the call runs synchronously, so a click
 *  starts its requests at once instead of after the page has rendered; before that it runs after
 *  the import. */
export function lazyCall<M>(load: () => Promise<M>, call: (module: M) => void): (() => void) & { warm(): Promise<M> } {
  let loaded: M | undefined;
  const warm = () => load().then((module) => (loaded = module));
  const run = () => {
    if (loaded) call(loaded);
    else void warm().then(call);
  };
  return Object.assign(run, { warm });
}

import type { Plugin } from 'vite';

type Bundle = Record<string, { type: string; imports?: string[] }>;

/** Leaves out of a dynamic import's preload list the chunks its importing chunk has already loaded
 *  (its static imports, to the end): they are in memory before the import can run, so listing them
 *  preloads nothing. Every page's loader sits in the entry chunk (the module manifests), and each
 *  listed react, antd's provider and the stores again: names and indexes the first screen's
 *  JavaScript carried for nothing (docs/architecture.md, "The first screen's JavaScript").
 *  `plugin` records the bundle before Vite writes the lists; `resolveDependencies` is Vite's
 *  build.modulePreload.resolveDependencies. */
export function preloadLoadedDeps() {
  let bundle: Bundle = {};
  const closures = new Map<string, Set<string>>();
  const loadedBy = (host: string) => {
    let seen = closures.get(host);
    if (!seen) {
      seen = new Set();
      const visit = (file: string) => {
        for (const dep of bundle[file]?.imports ?? []) if (!seen!.has(dep)) visit((seen!.add(dep), dep));
      };
      visit(host);
      closures.set(host, seen);
    }
    return seen;
  };
  const plugin: Plugin = {
    name: 'preload-loaded-deps',
    apply: 'build',
    generateBundle(_options, output) {
      bundle = output as unknown as Bundle;
      closures.clear();
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId }: { hostId: string }) => {
    const loaded = loadedBy(hostId);
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}

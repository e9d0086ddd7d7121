import { createCache } from '@ant-design/cssinjs';

type Entry = [times: number, value: unknown];

/** antd's CSS-in-JS cache, kept for the session, style elements included. antd counts a style's
 *  mounted users and, when the last one unmounts, drops the generated styles from its cache and
 *  takes their element (a component's CSS variables) out of the document: the next mount generated,
 *  hashed and inserted them all over again, and the browser matched every element against the new
 *  sheet (most of a large page's first render: docs/architecture.md "Where the large-seed waits
 *  go"). Here every entry has one user more than antd counts, so its count never reaches zero: the
 *  entry and its element stay, and a later mount finds both. Entries are one per component and
 *  theme, so the cache and the document's styles stay small. */
export function keptStyleCache() {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (prev) => {
      if (!prev) return valueFn(prev);
      const [times, value] = prev as Entry;
      const next = valueFn([times + 1, value]) as Entry | null;
      return next ? [next[0] - 1, next[1]] : null;
    });
  return cache;
}

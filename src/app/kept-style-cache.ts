import { createCache } from '@ant-design/cssinjs';

/** antd's CSS-in-JS cache, kept for the session. antd drops a component's generated styles from its
 *  cache when the last instance unmounts, so the next mount generates and hashes them all over
 *  again (most of a large page's first render: docs/architecture.md "Where the large-seed waits
 *  go"). Here an entry stays, with no users, until the page is left: a later mount finds it and
 *  only puts its style element back if antd took it out. The entries are one per component and
 *  theme, so the cache stays small. */
export function keptStyleCache() {
  const cache = createCache();
  const update = cache.opUpdate.bind(cache);
  cache.opUpdate = (key, valueFn) =>
    update(key, (prev) => {
      const next = valueFn(prev);
      return next === null && prev ? [0, prev[1]] : next;
    });
  return cache;
}

/** The token carried by the address when the first query key is `token` (platform-shell §7).
 *  The query may sit before the hash or inside the hash route. */
export function tokenFromUrl(loc: Pick<Location, 'search' | 'hash'> = window.location): string | null {
  const hashQuery = loc.hash.includes('?') ? loc.hash.slice(loc.hash.indexOf('?') + 1) : '';
  for (const query of [loc.search.replace(/^\?/, ''), hashQuery]) {
    if (!query) continue;
    const first = new URLSearchParams(query).entries().next();
    if (!first.done && first.value[0] === 'token' && first.value[1]) return first.value[1];
  }
  return null;
}

/** All query parameters of the address, from before and inside the hash (hash wins). */
export function urlQuery(loc: Pick<Location, 'search' | 'hash'> = window.location): URLSearchParams {
  const out = new URLSearchParams(loc.search);
  const hashQuery = loc.hash.includes('?') ? loc.hash.slice(loc.hash.indexOf('?') + 1) : '';
  new URLSearchParams(hashQuery).forEach((v, k) => out.set(k, v));
  return out;
}

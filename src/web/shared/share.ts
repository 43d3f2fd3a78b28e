/**
 * Share links carry a puzzle id in the URL fragment (`page.html#stitches:6x6k1:...`). The
 * fragment never reaches a server, so opening a link sends nothing about the puzzle.
 */

/** The puzzle id in a location hash, or null when there is none. */
export function idFromHash(hash: string): string | null {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    const id = decodeURIComponent(raw).trim();
    return id === '' ? null : id;
  } catch {
    return null; // a malformed %-escape
  }
}

/** The hash text for an id: ':' stays readable, everything unsafe is %-escaped (a seed's '#' too). */
export function hashOfId(id: string): string {
  return '#' + encodeURIComponent(id).replace(/%3A/gi, ':');
}

/** The full link to a page with the id in its fragment. */
export function shareLink(page: { origin: string; pathname: string; search: string }, id: string): string {
  return `${page.origin}${page.pathname}${page.search}${hashOfId(id)}`;
}

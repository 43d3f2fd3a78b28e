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

/**
 * Several puzzles in one fragment (a print page's sheets): one id a line. A seed may hold
 * spaces ("two by two"), so lines part the ids. A fragment with no line break is one id, or ids
 * parted by spaces the way links were first written: a space parts two ids only where the next
 * word begins one (`genre:` or a URL's `https:`), so the lone seed id of a one-puzzle sheet
 * keeps the spaces of its seed.
 */
export const idsOfText = (text: string): string[] =>
  text.split(text.includes('\n') ? '\n' : /\s+(?=[a-z]+:)/i).map((s) => s.trim()).filter(Boolean);
export const hashOfIds = (ids: readonly string[]): string => hashOfId(ids.join('\n'));

/**
 * A share link may carry the player's progress after the id, as `#ID&progress=JSON` (the JSON
 * %-escaped; an id's own '&' is always escaped, so the marker cannot be part of it). Returns the
 * fragment without it, and the progress read as JSON (null when there is none or it is unreadable).
 */
const PROGRESS = '&progress=';
export function splitProgress(hash: string): { hash: string; progress: unknown } {
  const at = hash.indexOf(PROGRESS);
  if (at < 0) return { hash, progress: null };
  try {
    return { hash: hash.slice(0, at), progress: JSON.parse(decodeURIComponent(hash.slice(at + PROGRESS.length))) as unknown };
  } catch {
    return { hash: hash.slice(0, at), progress: null };
  }
}
export const progressSuffix = (progress: unknown): string => `${PROGRESS}${encodeURIComponent(JSON.stringify(progress))}`;

/**
 * Text that is plainly not a puzzle of the page's genre: an id or link of the other genre, a
 * puzz.link URL of a puzzle the site has no page for, a web address, or words. The genre's own
 * reader would say "bad JSON: unexpected 'h'" of a Haisu id pasted on a Stitches page; this
 * says what the text is and, when the site can open it, links the page that does.
 */
import { genreOfText } from '../../core/genre-text.ts';
import { SITE_GENRES } from './techniques.ts';
import { hashOfId } from './share.ts';

/** The kind of page: the link to another genre goes to its page of the same kind. */
type PageKind = 'play' | 'print' | 'edit';

interface WrongKind {
  message: string;
  /** the page that opens it, when the site has one */
  link?: { href: string; label: string };
}

const title = (genre: string): string => genre.charAt(0).toUpperCase() + genre.slice(1);

/** What the text is called in a sentence, by how it is written. */
function writtenAs(t: string): string {
  if (t.startsWith('{')) return 'puzzle in JSON';
  if (/^https?:/i.test(t)) return 'puzz.link URL';
  return /^[a-z]+:[^:#]*#/.test(t) ? 'seed id' : 'puzzle id';
}

/** Null when the text may be a puzzle of `genre` (its reader then says what is wrong in it). */
export function wrongKind(text: string, genre: string, page: PageKind): WrongKind | null {
  const t = text.trim();
  const ours = `${title(genre)} puzzle id (${genre}:…), a seed id or the puzzle's JSON`;
  const web = /^https?:/i.test(t), puzzLink = web && /puzz\.link\/p\?|pzv\.jp\/p/i.test(t);
  if (web && !puzzLink) return { message: `This web address names no puzzle: expected a ${ours} (a play page's link holds its id after the #).` };
  const named = genreOfText(t);
  if (named === genre) return null;
  if (named !== null && SITE_GENRES.includes(named)) {
    const other = title(named), href = `../${named}/${page}.html${hashOfId(t)}`;
    return { message: `This is a ${other} ${writtenAs(t)}, not a ${title(genre)} one: open it on the ${other} page.`, link: { href, label: `Open it on the ${other} ${page} page` } };
  }
  if (puzzLink) return { message: `This puzz.link URL is of another puzzle${named ? ` (${named})` : ''}: puzzlelab opens only its Haisu.` };
  // JSON with a genre of its own, or none: the reader says what is wrong in it
  if (t.startsWith('{')) return null;
  if (named !== null) return { message: `"${named}:" names no puzzle puzzlelab knows: expected a ${ours}.` };
  return { message: `This is not a puzzle: expected a ${ours}.` };
}

/** Writes what the text is into a status line, with the link to the page that opens it. */
export function sayWrongKind(box: HTMLElement, wrong: WrongKind): void {
  box.textContent = wrong.message;
  if (!wrong.link) return;
  const a = document.createElement('a');
  a.href = wrong.link.href;
  a.textContent = wrong.link.label;
  box.append(' ', a);
}

/** The first of several ids (a print link's) that is plainly not of the genre, or null. */
export const firstWrongKind = (ids: readonly string[], genre: string, page: PageKind): WrongKind | null =>
  ids.reduce<WrongKind | null>((found, id) => found ?? wrongKind(id, genre, page), null);

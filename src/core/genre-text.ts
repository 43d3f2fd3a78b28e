/**
 * Which genre a text names, read from the text alone (no genre's code), so that a page can tell a
 * puzzle of another genre from a broken one of its own without loading every engine.
 */

/** The genre a text names: a JSON "genre" field, an id prefix, or a puzz.link URL. */
export function genreOfText(text: string): string | null {
  const t = text.trim();
  if (t.startsWith('{')) {
    const m = /"genre"\s*:\s*"([^"]*)"/.exec(t);
    return m ? m[1]! : null;
  }
  const url = /puzz\.link\/p\?([a-z0-9]+)\//i.exec(t) ?? /pzv\.jp\/p(?:\.html)?\?([a-z0-9]+)\//i.exec(t);
  if (url) return url[1]!.toLowerCase();
  const id = /^([a-z]+):/.exec(t);
  return id ? id[1]! : null;
}

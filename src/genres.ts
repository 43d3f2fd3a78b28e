import type { Genre } from './core/genre.ts';
import { stitches } from './stitches/index.ts';
import { haisu } from './haisu/index.ts';

/** A genre of any puzzle type: Genre's members are methods, so every genre is one of these. */
export type AnyGenre = Genre<unknown, unknown, unknown>;

/** The puzzle genres that share the solve / verify / grade / generate interface. */
export const GENRES: ReadonlyMap<string, AnyGenre> = new Map<string, AnyGenre>([['stitches', stitches], ['haisu', haisu]]);

/** The genre a name names, or null (a Map, so `constructor` or `__proto__` name nothing). */
export const genreNamed = (name: string): AnyGenre | null => GENRES.get(name) ?? null;

export const genreNames = (): string[] => [...GENRES.keys()];

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

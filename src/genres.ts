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

export { genreOfText } from './core/genre-text.ts';

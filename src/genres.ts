import type { Genre } from './core/genre.ts';
import { stitches } from './stitches/index.ts';
import { haisu } from './haisu/index.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGenre = Genre<any, any, any>;

/** The puzzle genres that share the solve / verify / grade / generate interface. */
export const GENRES: ReadonlyMap<string, AnyGenre> = new Map<string, AnyGenre>([['stitches', stitches], ['haisu', haisu]]);

/** The genre a name names, or null (a Map, so `constructor` or `__proto__` name nothing). */
export const genreNamed = (name: string): AnyGenre | null => GENRES.get(name) ?? null;

export const genreNames = (): string[] => [...GENRES.keys()];

export { genreOfText } from './core/genre-text.ts';

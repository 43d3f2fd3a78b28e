/**
 * Seed ids, `<genre>:<params>#<seed>` (SPEC.md), name the puzzle a generator makes from that
 * seed and those settings. Each genre reads its own params; these are the genre-free parts.
 */
import { fail, ok, type Result } from './result.ts';
import { Rng } from './rng.ts';

export interface SeedId<S> {
  params: S;
  seed: string;
}

/** Whether text has the shape of a seed id of the genre (its params are not checked here). */
export const looksLikeSeedId = (genre: string, text: string): boolean => new RegExp(`^\\s*${genre}:[^:#]*#`).test(text);

/**
 * A seed id cut at its first `#`: the head (`<genre>:<params>`) and the seed, as typed. Spaces
 * inside or at the end of a seed are part of it; a file's final line break is not. Null with no `#`.
 */
export function splitSeedId(text: string): { head: string; seed: string } | null {
  const t = text.trimStart().replace(/\r?\n$/, '');
  const hash = t.indexOf('#');
  return hash < 0 ? null : { head: t.slice(0, hash), seed: t.slice(hash + 1) };
}

/**
 * The seed of puzzle i (0-based) of a batch made from one seed: the seed itself, then `S/2`,
 * `S/3`... Each puzzle of a batch is then named alone by its own seed id, and the command line
 * and the pages number a batch alike.
 */
export const batchSeed = (seed: string, i: number): string => (i === 0 ? seed : `${seed}/${i + 1}`);

/**
 * The puzzle a seed id names, generated afresh. A generator that gives up (`gaveUp`) or refuses
 * the settings (RangeError) becomes an error value; any other throw is a bug and goes on up.
 */
export function generateFromSeedId<S, P>(id: Result<SeedId<S>>, make: (params: S, rng: Rng) => P, gaveUp: (e: unknown) => boolean): Result<P> {
  if (!id.ok) return id;
  try {
    return ok(make(id.value.params, Rng.fromSeed(id.value.seed)));
  } catch (e) {
    if (gaveUp(e) || e instanceof RangeError) return fail((e as Error).message, 'id');
    throw e;
  }
}

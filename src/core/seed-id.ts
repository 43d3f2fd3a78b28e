/**
 * Seed ids, `<genre>:<params>#<seed>` (docs/guide/formats.md), name the puzzle a generator makes from that
 * seed and those settings. Each genre reads its own params; these are the genre-free parts.
 *
 * The params end with the seeding version that made the id, as a setting `,v2`. An id with no
 * version token was made before versions were written (version 1, whose seeding let only half
 * the seed reach the generator): it is still read, with that old seeding, so links and printed
 * sheets keep naming the puzzles they named. A version this code does not know is refused.
 */
import { fail, ok, type Result } from './result.ts';
import { withinLimit } from './limits.ts';
import { Rng, SEED_VERSION, SEED_VERSIONS, type SeedVersion } from './rng.ts';

export interface SeedId<S> {
  params: S;
  seed: string;
  /** The seeding the id was made with (1 for ids written before versions were). */
  version: SeedVersion;
}

/** The version token every new seed id ends its params with. */
export const versionToken = (): string => `,v${SEED_VERSION}`;

/**
 * The params of a seed id head without its version token, and the version it names (1 when
 * there is none). Two version tokens, or one this code does not read, are errors.
 */
function takeVersion(head: string): Result<{ head: string; version: SeedVersion }> {
  const found = [...head.matchAll(/,v(\d+)(?=,|$)/g)];
  if (found.length > 1) return fail('the id gives its version twice', 'id');
  if (found.length === 0) return ok({ head, version: 1 });
  const n = Number(found[0]![1]);
  const version = SEED_VERSIONS.find((v) => v === n);
  if (version === undefined) {
    return fail(`this id was made by generator version ${found[0]![1]}; this puzzlelab reads versions ${SEED_VERSIONS.join(' and ')}`, 'id');
  }
  return ok({ head: head.replace(found[0]![0], ''), version });
}

/** Whether text has the shape of a seed id of the genre (its params are not checked here). */
export const looksLikeSeedId = (genre: string, text: string): boolean => new RegExp(`^\\s*${genre}:[^:#]*#`).test(text);

/**
 * A seed id of the genre cut into its params (with the genre name and the version token taken
 * off), its seed and its version. Everything after the first `#` is the seed, as typed: spaces
 * inside or at the end are part of it; a file's final line break is not. An empty seed is refused.
 * `usage` is the id's form, for the message when the text is not one.
 */
export function splitSeedId(text: string, genre: string, usage: string): Result<{ params: string; seed: string; version: SeedVersion }> {
  const size = withinLimit(text, 'id', 'id');
  if (!size.ok) return size;
  const t = text.trimStart().replace(/\r?\n$/, '');
  const hash = t.indexOf('#');
  if (hash < 0 || !t.startsWith(`${genre}:`)) return fail(`expected ${usage}`, 'id');
  const seed = t.slice(hash + 1);
  if (seed === '') return fail('the seed after # is empty', 'id');
  const v = takeVersion(t.slice(genre.length + 1, hash));
  return v.ok ? ok({ params: v.value.head, seed, version: v.value.version }) : v;
}

/**
 * The seed of puzzle i (0-based) of a batch made from one seed: the seed itself, then `S/2`,
 * `S/3`... Each puzzle of a batch is then named alone by its own seed id, and the command line
 * and the pages number a batch alike.
 */
export const batchSeed = (seed: string, i: number): string => (i === 0 ? seed : `${seed}/${i + 1}`);

/**
 * The one batch loop: what `make` gives for each of `count` puzzles (or walks) from one seed, in
 * batch order, each from its own seed (batchSeed), lazily, so a caller can stop between two.
 */
export function* seededBatch<T>(seed: string, count: number, make: (own: string, index: number) => T): Generator<T> {
  for (let i = 0; i < count; i++) yield make(batchSeed(seed, i), i);
}

/**
 * The puzzle a seed id names, generated afresh. A generator that gives up (`gaveUp`) or refuses
 * the settings (RangeError) becomes an error value; any other throw is a bug and goes on up.
 */
export function generateFromSeedId<S, P>(id: Result<SeedId<S>>, make: (params: S, rng: Rng) => P, gaveUp: (e: unknown) => boolean): Result<P> {
  if (!id.ok) return id;
  try {
    return ok(make(id.value.params, Rng.fromSeed(id.value.seed, id.value.version)));
  } catch (e) {
    if (gaveUp(e) || e instanceof RangeError) return fail((e as Error).message, 'id');
    throw e;
  }
}

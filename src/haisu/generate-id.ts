/**
 * Seed ids: `haisu:<W>x<H>r<regions>[,gentle]#<seed>` names the board that the seed and settings
 * generate (SPEC.md), for example `haisu:8x8r13#rainy` or `haisu:10x10r20,gentle#7`. Without
 * `,gentle` the board is minimal. Everything after the first `#` is the seed, as typed. The
 * default node budget is implied: a seed id always names the board `generate haisu` prints.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import { parsePuzzle } from './codec.ts';
import { generateHaisu, NoUniqueBoard, type HaisuGenParams } from './generate.ts';
import type { HaisuPuzzle } from './model.ts';

export interface HaisuSeedId {
  params: HaisuGenParams & { regions: number };
  seed: string;
}

export function toSeedId(p: HaisuGenParams & { regions: number }, seed: string): string {
  return `haisu:${p.width}x${p.height}r${p.regions}${p.style === 'gentle' ? ',gentle' : ''}#${seed}`;
}

export function parseSeedId(text: string): Result<HaisuSeedId> {
  // spaces inside or at the end of a seed are part of it; a file's final line break is not
  const t = text.trimStart().replace(/\r?\n$/, '');
  const hash = t.indexOf('#');
  const m = /^haisu:(\d{1,3})x(\d{1,3})r(\d{1,5})(,gentle|,minimal)?$/.exec(hash < 0 ? t : t.slice(0, hash));
  if (hash < 0 || !m) return fail('expected haisu:<W>x<H>r<regions>[,gentle]#<seed>', 'id');
  const style = m[4] === ',gentle' ? 'gentle' : 'minimal';
  return ok({ params: { width: Number(m[1]), height: Number(m[2]), regions: Number(m[3]), style }, seed: t.slice(hash + 1) });
}

/** The board a seed id names, generated afresh (a failure to generate is an error value). */
export function puzzleFromSeedId(text: string): Result<HaisuPuzzle> {
  const id = parseSeedId(text);
  if (!id.ok) return id;
  try {
    return ok(generateHaisu(id.value.params, Rng.fromSeed(id.value.seed)).puzzle);
  } catch (e) {
    if (e instanceof NoUniqueBoard || e instanceof RangeError) return fail(e.message, 'id');
    throw e;
  }
}

/** A puzzle from JSON, an exact id, a puzz.link URL, or a seed id. */
export const parseAnyPuzzle = (text: string): Result<HaisuPuzzle> =>
  (/^\s*haisu:[^:#]*#/.test(text) ? puzzleFromSeedId(text) : parsePuzzle(text));

/**
 * The checks a band passes before BANDSAW runs it. `bandsaw` and the explorer page make their
 * bands from a board they have read, and a worker takes one from a queue job, which can hold any
 * JSON anyone put into Redis; all three ask this one function, so a worker refuses what the
 * command line refuses, before anything is allocated by a value it read.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { MAX_COLOUR } from './io.ts';
import { MAX_BOARD_SIDE } from '../core/limits.ts';
import type { BandProblem } from './band.ts';
import { bandTooLarge } from './bandsaw/ratchet.ts';
import type { Split } from './bandsaw/halves.ts';

const SPLITS: readonly (Split | 'auto')[] = ['columns', 'upper', 'lower', 'auto'];

const isInt = (v: unknown, lo: number, hi: number): v is number =>
  typeof v === 'number' && Number.isInteger(v) && v >= lo && v <= hi;
const colours = (v: unknown, n: number): boolean => Array.isArray(v) && v.length === n && v.every((c) => isInt(c, 0, MAX_COLOUR));

/** The band as BANDSAW may run it with the given cut, or what is wrong with it (its field named). */
export function checkBand(value: unknown, split: unknown = 'auto'): Result<BandProblem> {
  if (!SPLITS.includes(split as Split)) return fail(`expected columns, upper, lower or auto`, 'split');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('a band is a JSON object');
  const p = value as Record<string, unknown>;
  const { width, height, rows, pieces, above, below, firstRow, pool, given } = p;
  if (!isInt(width, 1, MAX_BOARD_SIDE) || !isInt(height, 1, MAX_BOARD_SIDE)) return fail(`expected a board of 1..${MAX_BOARD_SIDE} by 1..${MAX_BOARD_SIDE}`, 'width, height');
  if (!isInt(rows, 2, height)) return fail(`a band needs 2..${height} rows`, 'rows');
  const n = width * height, cells = width * rows;
  if (!Array.isArray(pieces) || pieces.length !== n || !pieces.every((q) => colours(q, 4))) return fail(`expected ${n} pieces of four colours 0..${MAX_COLOUR}`, 'pieces');
  if (!colours(above, width)) return fail(`expected ${width} colours`, 'above');
  const bottom = firstRow === undefined;
  if (!bottom && !isInt(firstRow, 0, height - rows - 1)) return fail(`a band in the middle of the board starts at row 0..${height - rows - 1}`, 'firstRow');
  if (bottom ? below !== undefined : !colours(below, width)) return fail(bottom ? 'a band at the bottom of the board has nothing below it' : `expected ${width} colours`, 'below');
  if (!Array.isArray(pool) || pool.length !== cells || !pool.every((id) => isInt(id, 0, n - 1)) || new Set(pool).size !== cells) {
    return fail(`expected ${cells} different piece ids 0..${n - 1}`, 'pool');
  }
  const inPool = new Set<unknown>(pool);
  const placement = (c: unknown): boolean => Array.isArray(c) && c.length === 2 && inPool.delete(c[0]) && isInt(c[1], 0, 3);
  if (given !== null && (!Array.isArray(given) || given.length !== cells || !given.every(placement))) {
    return fail(`expected null or ${cells} placements [piece of the pool, rotation 0..3], each piece once`, 'given');
  }
  const band = value as BandProblem;
  const tooLarge = bandTooLarge(band, split as Split | 'auto');
  return tooLarge ? fail(tooLarge, 'rows') : ok(band);
}

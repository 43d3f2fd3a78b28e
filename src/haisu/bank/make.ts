/**
 * One bank board from its listed seed: the generator's board of the slot's grade, with what a
 * menu shows.
 *
 * A fiendish board is rubbed minimal, as far as each removal check could tell within its node
 * budget; a check that runs out keeps its number. The bank promises more (no single number can
 * come off, which its test proves), so a seed whose board had a check run out is passed over for
 * the next seed of its slot, `<seed> retry 2`, `<seed> retry 3`, ..., and so is a seed whose
 * attempts found no board of the grade; the board records the seed used.
 */
import type { Grade } from '../../core/difficulty.ts';
import { Rng } from '../../core/rng.ts';
import { generateHaisu, NoUniqueBoard } from '../generate.ts';
import type { BankSeed } from './plan.ts';

/** A bank entry (boards.json holds a list of them; this module never reads it, so making the bank does not depend on the bank). */
export interface BankBoard {
  id: string;
  seed: string;
  width: number;
  height: number;
  regions: number;
  grade: Grade;
  /** cells carrying a number */
  numbers: number;
  /** for menus, e.g. "easy · 8 × 8 · no. 1" */
  label: string;
}

const MAX_TRIES = 20;

/** The seed the bank tries the n-th time (1-based) for a slot. */
export const slotSeed = (seed: string, n: number): string => (n === 1 ? seed : `${seed} retry ${n}`);

/** What a menu shows for a board: its level first, then its size and its place among its fellows. */
const bankLabel = (s: BankSeed, nth: number): string => `${s.grade} · ${s.width} × ${s.height} · no. ${nth}`;

/** The bank entry a listed seed makes, and the seeds passed over. */
export function makeBankBoard(s: BankSeed): { board: BankBoard; passedOver: string[] } {
  const passedOver: string[] = [];
  const nth = Number(/ (\d+)$/.exec(s.seed)?.[1] ?? 1);
  for (let n = 1; n <= MAX_TRIES; n++) {
    const seed = slotSeed(s.seed, n);
    let g;
    try {
      g = generateHaisu({ width: s.width, height: s.height, grade: s.grade }, Rng.fromSeed(seed));
    } catch (e) {
      if (!(e instanceof NoUniqueBoard)) throw e;
      passedOver.push(seed);
      continue;
    }
    if (g.exhausted > 0) { passedOver.push(seed); continue; }
    const regions = 1 + Math.max(...g.puzzle.regions.flat());
    const board: BankBoard = {
      id: g.id, seed, width: s.width, height: s.height, regions, grade: g.grade, numbers: g.puzzle.numbers.length, label: bankLabel(s, nth),
    };
    return { board, passedOver };
  }
  throw new Error(`${s.seed}: every one of ${MAX_TRIES} seeds was passed over`);
}

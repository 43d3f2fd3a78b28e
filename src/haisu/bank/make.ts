/**
 * One bank board from its listed seed: the generator's board with what a menu shows.
 *
 * A minimal board is minimal as far as each removal check could tell within its node budget; a
 * check that runs out keeps its number. The bank promises more (no single number can come off,
 * which its test proves), so a seed whose board had a check run out is passed over for the next
 * seed of its slot, `<seed> retry 2`, `<seed> retry 3`, ..., and the board records the seed used.
 */
import { Rng } from '../../core/rng.ts';
import { generateHaisu } from '../generate.ts';
import type { BankBoard } from './index.ts';
import type { BankSeed } from './plan.ts';

const MAX_TRIES = 20;

/** The seed the bank tries the n-th time (1-based) for a slot. */
export const slotSeed = (seed: string, n: number): string => (n === 1 ? seed : `${seed} retry ${n}`);

/** The bank entry a listed seed makes, and the seeds passed over because a check ran out of nodes. */
export function makeBankBoard(s: BankSeed): { board: BankBoard; passedOver: string[] } {
  const passedOver: string[] = [];
  for (let n = 1; n <= MAX_TRIES; n++) {
    const seed = slotSeed(s.seed, n);
    const g = generateHaisu({ width: s.width, height: s.height, style: s.style }, Rng.fromSeed(seed));
    if (g.exhausted > 0) { passedOver.push(seed); continue; }
    const regions = 1 + Math.max(...g.puzzle.regions.flat());
    const board: BankBoard = {
      id: g.id, seed, width: s.width, height: s.height, regions, style: s.style, grade: g.grade,
      numbers: g.puzzle.numbers.length, label: `${s.width} × ${s.height} · ${s.style} · ${g.grade}`,
    };
    return { board, passedOver };
  }
  throw new Error(`${s.seed}: every one of ${MAX_TRIES} seeds had a check run out of nodes`);
}

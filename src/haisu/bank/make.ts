/** One bank board from its listed seed: the generator's board with what a menu shows. */
import { Rng } from '../../core/rng.ts';
import { generateHaisu } from '../generate.ts';
import type { BankBoard } from './index.ts';
import type { BankSeed } from './plan.ts';

/** The bank entry a seed makes, and how many of its checks ran out of nodes. */
export function makeBankBoard(s: BankSeed): { board: BankBoard; exhausted: number } {
  const g = generateHaisu({ width: s.width, height: s.height, style: s.style }, Rng.fromSeed(s.seed));
  const regions = 1 + Math.max(...g.puzzle.regions.flat());
  const board: BankBoard = {
    id: g.id, seed: s.seed, width: s.width, height: s.height, regions, style: s.style, grade: g.grade,
    numbers: g.puzzle.numbers.length, label: `${s.width} × ${s.height} · ${s.style} · ${g.grade}`,
  };
  return { board, exhausted: g.exhausted };
}

/**
 * The puzzles of boards.json, the ones the play page offers first, each made by the generator
 * from a fixed seed and settings, exactly as `puzzlelab generate stitches` would make it, so the
 * bank can be rebuilt and checked. `npm run stats -- stitches-bank` makes them (one unit a
 * puzzle, so `--queue URL` hands them to `puzzlelab worker`s) and writes boards.json (bankText).
 */
import type { Grade } from '../../core/difficulty.ts';
import { Rng } from '../../core/rng.ts';
import { batchSeed } from '../../core/seed-id.ts';
import { defaultBlocks, generate, toSeedId, type MarginMode, type StitchesGenerateParams } from '../index.ts';

interface Want { size: number; k: number; grade: Grade; margins: MarginMode }
export const WANTED: Want[] = [
  { size: 5, k: 1, grade: 'easy', margins: 'full' },
  { size: 6, k: 1, grade: 'easy', margins: 'full' },
  { size: 7, k: 1, grade: 'medium', margins: 'full' },
  { size: 8, k: 1, grade: 'medium', margins: 'full' },
  { size: 8, k: 1, grade: 'hard', margins: 'minimal' },
  { size: 10, k: 1, grade: 'medium', margins: 'free' },
  { size: 10, k: 1, grade: 'hard', margins: 'minimal' },
  { size: 12, k: 1, grade: 'hard', margins: 'minimal' },
  { size: 15, k: 1, grade: 'medium', margins: 'full' },
  { size: 7, k: 2, grade: 'easy', margins: 'full' },
  { size: 10, k: 2, grade: 'medium', margins: 'full' },
];

export interface BankEntry { id: string; seedId: string; label: string }

/** Bank entry `i` of WANTED. */
export function makeBankEntry(i: number): BankEntry {
  const w = WANTED[i]!;
  const blocks = defaultBlocks(w.size, w.size, w.k)!;
  // the first puzzle of a batch of one, as the play page's generator makes it
  const seed = batchSeed(`bank-${w.size}-${w.k}-${w.grade}`, 0);
  const params: StitchesGenerateParams = { width: w.size, height: w.size, k: w.k, blocks, margins: w.margins, grade: w.grade };
  const made = generate(params, Rng.fromSeed(seed));
  const stitches = w.k === 1 ? '' : ` · ${w.k} stitches`;
  return { id: made.id, seedId: toSeedId(params, seed), label: `${w.size} × ${w.size}${stitches} · ${made.grade}` };
}

/** The text of boards.json. */
export const bankText = (bank: readonly BankEntry[]): string => `${JSON.stringify(bank, null, 1)}\n`;

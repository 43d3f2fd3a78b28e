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

interface Want { size: number; k: number; grade: Grade; margins: MarginMode; count: number }
/** The kinds of puzzle the bank holds, easiest first, and how many of each. */
const KINDS: Want[] = [
  { size: 5, k: 1, grade: 'easy', margins: 'full', count: 5 },
  { size: 6, k: 1, grade: 'easy', margins: 'full', count: 5 },
  { size: 7, k: 1, grade: 'medium', margins: 'full', count: 5 },
  { size: 8, k: 1, grade: 'medium', margins: 'full', count: 5 },
  { size: 8, k: 1, grade: 'hard', margins: 'minimal', count: 5 },
  { size: 10, k: 1, grade: 'medium', margins: 'free', count: 5 },
  { size: 10, k: 1, grade: 'hard', margins: 'minimal', count: 5 },
  { size: 12, k: 1, grade: 'hard', margins: 'minimal', count: 4 },
  { size: 15, k: 1, grade: 'medium', margins: 'full', count: 3 },
  { size: 7, k: 2, grade: 'easy', margins: 'full', count: 4 },
  { size: 10, k: 2, grade: 'medium', margins: 'full', count: 4 },
];

/** One puzzle a bank entry names: its kind, and its place among the puzzles of that kind (0 first). */
export const WANTED: readonly (Want & { nth: number })[] = KINDS.flatMap((w) => Array.from({ length: w.count }, (_, nth) => ({ ...w, nth })));

export interface BankEntry { id: string; seedId: string; label: string }

/** Bank entry `i` of WANTED. */
export function makeBankEntry(i: number): BankEntry {
  const w = WANTED[i]!;
  const blocks = defaultBlocks(w.size, w.size, w.k)!;
  // the nth puzzle of a batch, as the play page's generator makes it from the kind's seed
  const seed = batchSeed(`bank-${w.size}-${w.k}-${w.grade}`, w.nth);
  const params: StitchesGenerateParams = { width: w.size, height: w.size, k: w.k, blocks, margins: w.margins, grade: w.grade };
  const made = generate(params, Rng.fromSeed(seed));
  const stitches = w.k === 1 ? '' : ` · ${w.k} stitches`;
  return { id: made.id, seedId: toSeedId(params, seed), label: `${w.size} × ${w.size}${stitches} · ${made.grade} · no. ${w.nth + 1}` };
}

/** The text of boards.json. */
export const bankText = (bank: readonly BankEntry[]): string => `${JSON.stringify(bank, null, 1)}\n`;

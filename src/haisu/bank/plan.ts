/**
 * The seeds the Haisu bank is made from, in bank order: every difficulty level at every size
 * the play page offers from its menu, easiest level first, so the page opens on an easy board.
 * `npm run stats -- haisu-bank` generates each one (default region count, default node budget)
 * and writes boards.json beside this file.
 */
import type { Grade } from '../../core/difficulty.ts';
import { HAISU_GRADES } from '../grade.ts';

export interface BankSeed {
  seed: string;
  width: number;
  height: number;
  grade: Grade;
}

/** Sides the bank covers: 5×5 to 10×10, and 12×12. */
export const BANK_SIDES: readonly number[] = [5, 6, 7, 8, 9, 10, 12];
/** Boards per size and level. */
const BANK_PER_LEVEL = 2;

/**
 * Boards of a level at a size: BANK_PER_LEVEL, but one fiendish board at 12×12, where rubbing a
 * board minimal (a search per number, and a fresh seed whenever one runs out of nodes or the
 * board comes out hard) took about 13 minutes of a loaded machine for the first board.
 */
const boardsPerLevel = (side: number, grade: Grade): number => (side >= 12 && grade === 'fiendish' ? 1 : BANK_PER_LEVEL);

export const BANK_PLAN: readonly BankSeed[] = HAISU_GRADES.flatMap((grade) => BANK_SIDES.flatMap((side) =>
  Array.from({ length: boardsPerLevel(side, grade) }, (_, i) => ({ seed: `bank ${side}x${side} ${grade} ${i + 1}`, width: side, height: side, grade }))));

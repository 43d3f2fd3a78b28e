/**
 * The seeds the Haisu bank is made from, in bank order. `npm run stats -- haisu-bank` generates
 * each one (default region count, default node budget) and writes boards.json beside this file.
 */
import type { RubStyle } from '../generate-rub.ts';

export interface BankSeed {
  seed: string;
  width: number;
  height: number;
  style: RubStyle;
}

const plan = (side: number, style: RubStyle, count: number): BankSeed[] =>
  Array.from({ length: count }, (_, i) => ({ seed: `bank ${side}x${side} ${style} ${i + 1}`, width: side, height: side, style }));

export const BANK_PLAN: readonly BankSeed[] = [
  ...plan(5, 'gentle', 1), ...plan(5, 'minimal', 1),
  ...plan(6, 'gentle', 3), ...plan(6, 'minimal', 3),
  ...plan(8, 'gentle', 4), ...plan(8, 'minimal', 4),
  ...plan(10, 'gentle', 2), ...plan(10, 'minimal', 2),
];

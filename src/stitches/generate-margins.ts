/**
 * Which margins a generated puzzle prints. 'full' prints every count. 'free' leaves out one row
 * and one column count: the holes total 2·k·(touching pairs), so the others already fix them.
 * 'minimal' goes on from there, erasing counts in random order and keeping each erasure only
 * while the caller's test (uniqueness, or a grade ceiling) still holds: the sparse, hard end.
 */
import type { Rng } from '../core/rng.ts';
import type { StitchesPuzzle } from './model.ts';

export const MARGIN_MODES = ['full', 'free', 'minimal'] as const;
export type MarginMode = (typeof MARGIN_MODES)[number];

export const isMarginMode = (s: string): s is MarginMode => (MARGIN_MODES as readonly string[]).includes(s);

/** Leaves out one random row count and one random column count. */
export function dropFreeMargins(p: StitchesPuzzle, rng: Rng): StitchesPuzzle {
  const rows = p.rows.slice(), cols = p.cols.slice();
  rows[rng.int(rows.length)] = null;
  cols[rng.int(cols.length)] = null;
  return { ...p, rows, cols };
}

/**
 * Greedy minimiser: tries each printed count once, in random order, and erases it when
 * `keeps` accepts the puzzle without it.
 */
export function minimiseMargins(p: StitchesPuzzle, rng: Rng, keeps: (candidate: StitchesPuzzle) => boolean): StitchesPuzzle {
  const slots: number[] = [];
  p.rows.forEach((v, r) => { if (v !== null) slots.push(r); });
  p.cols.forEach((v, c) => { if (v !== null) slots.push(p.height + c); });
  let current = p;
  for (const slot of rng.shuffle(slots)) {
    const rows = current.rows.slice(), cols = current.cols.slice();
    if (slot < p.height) rows[slot] = null;
    else cols[slot - p.height] = null;
    const candidate = { ...current, rows, cols };
    if (keeps(candidate)) current = candidate;
  }
  return current;
}

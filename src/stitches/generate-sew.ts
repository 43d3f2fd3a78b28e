/**
 * Sewing: one random answer for a block map, found by a search that settles the pair with the
 * fewest places left first and tries those places in random order. The clue-free rungs prune as
 * it goes, and a partial answer that sews a turnable square is dropped at once (it would have a
 * twin whatever the margins say).
 */
import { runLadder } from '../core/ladder.ts';
import type { NodeBudget } from '../core/search.ts';
import type { Rng } from '../core/rng.ts';
import type { Model } from './model.ts';
import { State, UNKNOWN } from './state.ts';
import { rungsFor } from './solve.ts';
import { sewsTurnable } from './generate-turnable.ts';

const CLUE_FREE = rungsFor(['pair', 'block', 'hall']);

/** The pair still owing stitches with the fewest places left, or -1 when every pair is sewn. */
function tightestPair(s: State): number {
  const m = s.model;
  let best = -1, bestOpen = Infinity;
  for (let p = 0; p < m.pairCount; p++) {
    if (s.pairIn[p]! < m.k && s.pairOpen[p]! < bestOpen) { bestOpen = s.pairOpen[p]!; best = p; }
  }
  return best;
}

/**
 * The candidate ids of a random answer avoiding every turnable square (`squares`, see
 * generate-turnable.ts), or null when there is none or `budget` runs out first. The model's
 * margins must be unset: sewing is what decides them.
 */
export function sew(m: Model, rng: Rng, budget: NodeBudget, squares: Int32Array): number[] | null {
  const s = new State(m);
  const step = (): boolean => {
    if (!budget.spend() || !runLadder(s, CLUE_FREE) || sewsTurnable(s, squares)) return false;
    const p = tightestPair(s);
    if (p < 0) return true;
    const places: number[] = [];
    for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) if (s.cand[m.pairCands[i]!] === UNKNOWN) places.push(m.pairCands[i]!);
    for (const c of rng.shuffle(places)) {
      const mark = s.trail.mark();
      if (s.setIn(c) && step()) return true;
      s.trail.undo(mark);
      // the place failed: rule it out so the next tries start from what was learned
      if (budget.exhausted || !s.setOut(c)) return false;
    }
    return false;
  };
  return step() ? s.placed() : null;
}

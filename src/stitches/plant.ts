/**
 * Boards to test on: a random answer sewn onto a block map, and the margins read off it.
 * The planting search settles the pair with the fewest places first and tries its places in
 * random order, with the clue-free rungs (pair, block, hall) pruning as it goes.
 */
import { runLadder } from '../core/ladder.ts';
import { NodeBudget } from '../core/search.ts';
import { cutRegions } from '../core/regions.ts';
import type { GridSize } from '../core/grid.ts';
import type { Rng } from '../core/rng.ts';
import { answerOf, buildModel, type Model, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import { State, UNKNOWN } from './state.ts';
import { rungsFor } from './solve.ts';

const CLUE_FREE = rungsFor(['pair', 'block', 'hall']);

/** The pair still owing stitches with the fewest places, or -1 when none owes. */
function tightestPair(s: State): number {
  const m = s.model;
  let best = -1, bestOpen = Infinity;
  for (let p = 0; p < m.pairCount; p++) {
    if (s.pairIn[p]! < m.k && s.pairOpen[p]! < bestOpen) { bestOpen = s.pairOpen[p]!; best = p; }
  }
  return best;
}

/**
 * A random answer for the block map and k of `puzzle` (its margins are ignored), or null when
 * there is none or the node budget runs out first.
 */
export function plantAnswer(puzzle: StitchesPuzzle, rng: Rng, nodeBudget = 20_000): StitchesAnswer | null {
  const model = buildModel({ ...puzzle, rows: puzzle.rows.map(() => null), cols: puzzle.cols.map(() => null) });
  const ids = plantIds(model, rng, new NodeBudget(nodeBudget));
  return ids ? answerOf(model, ids) : null;
}

/**
 * The search behind plantAnswer, on a model with no margins: the candidate ids of a random
 * answer, or null. It spends nodes from `budget` (the caller may share one across attempts)
 * and drops every partial answer `reject` refuses (the generator's turnable squares). Stitches
 * listed in `forced` are placed before the search (null when they cannot all be).
 */
export function plantIds(model: Model, rng: Rng, budget: NodeBudget, reject?: (s: State) => boolean, forced: readonly number[] = []): number[] | null {
  const s = new State(model);
  for (const c of forced) if (!s.setIn(c)) return null;
  const sew = (): boolean => {
    if (!budget.spend() || !runLadder(s, CLUE_FREE) || reject?.(s)) return false;
    const p = tightestPair(s);
    if (p < 0) {
      // every pair is sewn; rule out what is left so that no cell is half decided
      for (let c = 0; c < model.candCount; c++) if (s.cand[c] === UNKNOWN && !s.setOut(c)) return false;
      return true;
    }
    const places: number[] = [];
    for (let i = model.pairStart[p]!; i < model.pairStart[p + 1]!; i++) if (s.cand[model.pairCands[i]!] === UNKNOWN) places.push(model.pairCands[i]!);
    for (const c of rng.shuffle(places)) {
      const mark = s.trail.mark();
      if (s.setIn(c) && sew()) return true;
      s.trail.undo(mark);
      if (budget.exhausted || !s.setOut(c)) return false;
    }
    return false;
  };
  return sew() ? s.placed() : null;
}

/** Holes per row and per column of an answer. */
export function marginsOf(g: GridSize, answer: StitchesAnswer): { rows: number[]; cols: number[] } {
  const rows = new Array<number>(g.height).fill(0), cols = new Array<number>(g.width).fill(0);
  for (const stitch of answer.stitches) for (const [r, c] of stitch) { rows[r]!++; cols[c]!++; }
  return { rows, cols };
}

/**
 * A block map cut into `blocks` pieces with a planted answer and full margins, or null when
 * the planting fails (many cuts have no answer at all).
 */
export function plantPuzzle(g: GridSize, blocks: number, k: number, rng: Rng): { puzzle: StitchesPuzzle; answer: StitchesAnswer } | null {
  const regions = Array.from(cutRegions(g, blocks, rng));
  const bare: StitchesPuzzle = { ...g, k, regions, rows: new Array<null>(g.height).fill(null), cols: new Array<null>(g.width).fill(null) };
  const answer = plantAnswer(bare, rng);
  return answer ? { puzzle: { ...bare, ...marginsOf(g, answer) }, answer } : null;
}

/**
 * Exact answer counting: the ladder at every node, then a branch on the most constrained pair
 * (fewest places per stitch still owed), stitch in first, then out. Counts up to maxSolutions
 * under a node budget; a stopped count is a floor.
 */
import { emptyLog, runLadder, type LadderLog, type Rung } from '../core/ladder.ts';
import { NodeBudget } from '../core/search.ts';
import type { SolveOptions, SolveReport } from '../core/genre.ts';
import { answerOf, buildModel, type Model, type StitchesAnswer, type StitchesPuzzle } from './model.ts';
import { State, UNKNOWN } from './state.ts';
import { chooseRungs } from './rungs/index.ts';

export const DEFAULT_NODE_BUDGET = 200_000;

/** What a count found, with the answers as candidate ids for callers inside the engine. */
export interface Count {
  solutions: number;
  capped: boolean;
  exhausted: boolean;
  nodes: number;
  /** decisions of each rung at the root, before any branching */
  log: LadderLog;
  /** the first answer's stitches as candidate ids, or null */
  first: number[] | null;
}

/** The rungs an option list names; an unknown id is a RangeError (the CLI checks ids first). */
export function rungsFor(ids?: readonly string[]): Rung<State>[] {
  const rungs = chooseRungs(ids);
  if (typeof rungs === 'string') throw new RangeError(rungs);
  return rungs;
}

/** The candidate to branch on, or -1 when every candidate is decided. */
function branchCandidate(s: State): number {
  const m = s.model, k = m.k;
  let best = -1, bestSlack = Infinity;
  for (let p = 0; p < m.pairCount; p++) {
    const open = s.pairOpen[p]!;
    if (open === 0) continue;
    const owed = k - s.pairIn[p]!;
    // pairs still owing come first; among them, fewest spare places
    const slack = owed > 0 ? open - owed : m.candCount + open;
    if (slack < bestSlack) { bestSlack = slack; best = p; }
  }
  if (best < 0) return -1;
  for (let i = m.pairStart[best]!; i < m.pairStart[best + 1]!; i++) {
    const c = m.pairCands[i]!;
    if (s.cand[c] === UNKNOWN) return c;
  }
  return -1;
}

/** With every candidate decided: do the placed stitches satisfy every rule? */
export function isAnswer(s: State): boolean {
  const m = s.model;
  for (let p = 0; p < m.pairCount; p++) if (s.pairIn[p] !== m.k) return false;
  const { rows, cols } = m.puzzle;
  for (let r = 0; r < m.height; r++) if (rows[r] != null && s.rowHoles[r] !== rows[r]) return false;
  for (let c = 0; c < m.width; c++) if (cols[c] != null && s.colHoles[c] !== cols[c]) return false;
  return true;
}

/**
 * `tryInFirst(c)` says which branch of candidate c the search visits first (default: stitch in).
 * The order never changes a finished count, only how soon answers turn up: the generator passes
 * its planted answer, so the search reaches it first and then looks at its near neighbours,
 * where a second answer usually sits.
 */
export function countAnswers(model: Model, options: SolveOptions = {}, tryInFirst: (c: number) => boolean = () => true): Count {
  const rungs = rungsFor(options.rungs);
  const max = options.maxSolutions ?? 2;
  const budget = new NodeBudget(options.nodeBudget ?? DEFAULT_NODE_BUDGET);
  const s = new State(model);
  const log = emptyLog(rungs);
  let solutions = 0;
  let first: number[] | null = null;
  let stop = false;

  const visit = (root: boolean): void => {
    if (!budget.spend()) { stop = true; return; }
    const mark = s.trail.mark();
    if (runLadder(s, rungs, root ? log : undefined)) {
      const c = branchCandidate(s);
      if (c < 0) {
        if (isAnswer(s)) {
          solutions++;
          first ??= s.placed();
          if (solutions >= max) stop = true;
        }
      } else {
        const inFirst = tryInFirst(c);
        const inner = s.trail.mark();
        if (inFirst ? s.setIn(c) : s.setOut(c)) visit(false);
        s.trail.undo(inner);
        if (!stop && (inFirst ? s.setOut(c) : s.setIn(c))) visit(false);
      }
    }
    s.trail.undo(mark);
  };
  visit(true);
  return {
    solutions, capped: solutions >= max, exhausted: budget.exhausted,
    nodes: Math.min(budget.used, budget.limit), log, first,
  };
}

export function solve(puzzle: StitchesPuzzle, options: SolveOptions = {}): SolveReport<StitchesAnswer> {
  const model = buildModel(puzzle);
  const count = countAnswers(model, options);
  return {
    solutions: count.solutions,
    capped: count.capped,
    exhausted: count.exhausted,
    unique: count.solutions === 1 && !count.capped && !count.exhausted,
    solution: count.first ? answerOf(model, count.first) : null,
    nodes: count.nodes,
    rungs: count.log,
  };
}

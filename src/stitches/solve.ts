/**
 * Exact answer counting: the ladder at every node, then a branch on the most constrained pair
 * (fewest places per stitch still owed), stitch in first, then out. Counts up to maxSolutions
 * under a node budget; a stopped count is a floor.
 */
import { emptyLog, runLadder, type LadderLog, type Rung } from '../core/ladder.ts';
import { NodeBudget } from '../core/search.ts';
import { solveStop, type SolveOptions, type SolveReport } from '../core/genre.ts';
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
  /** stitches the probe rung assumed, at every node */
  probes: number;
  /** decisions of each rung at the root, before any branching */
  log: LadderLog;
  /** the first answer's stitches as candidate ids, or null */
  first: number[] | null;
  /** the second answer's, or null */
  second: number[] | null;
}

/** The rungs an option list names; an unknown id is a RangeError (the CLI checks ids first). */
export function rungsFor(ids?: readonly string[]): Rung<State>[] {
  const rungs = chooseRungs(ids);
  if (typeof rungs === 'string') throw new RangeError(rungs);
  return rungs;
}

/**
 * The candidate to branch on, or -1 when every candidate is decided. The one whose two
 * branches together settle the most, as the last probes measured: placing it settled
 * probeReach[c]; ruling it out leaves its pair the other open places, each about as telling as
 * their mean reach, but spread over as many alternatives.
 */
function branchCandidate(s: State): number {
  const m = s.model, k = m.k, reach = s.probeReach;
  let best = -1, bestScore = -1;
  for (let p = 0; p < m.pairCount; p++) {
    if (s.pairIn[p]! >= k || s.pairOpen[p] === 0) continue;
    let total = 0, open = 0;
    for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) {
      const c = m.pairCands[i]!;
      if (s.cand[c] === UNKNOWN) { total += reach[c]!; open++; }
    }
    for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) {
      const c = m.pairCands[i]!;
      if (s.cand[c] !== UNKNOWN) continue;
      const others = open > 1 ? (total - reach[c]!) / ((open - 1) * (open - 1)) : 0;
      const score = (reach[c]! + 1) * (others + 1);
      if (score > bestScore) { bestScore = score; best = c; }
    }
  }
  // without the pair rung, a full pair may still have open places
  if (best < 0) best = s.cand.indexOf(UNKNOWN);
  return best;
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
  s.checkPairs = rungs.some((r) => r.id === 'pair');
  s.checkLines = rungs.some((r) => r.id === 'line');
  const log = emptyLog(rungs);
  let solutions = 0;
  let first: number[] | null = null, second: number[] | null = null;
  let stop = false;

  const visit = (root: boolean): void => {
    if (!budget.spend()) { stop = true; return; }
    const mark = s.trail.mark();
    if (runLadder(s, rungs, root ? log : undefined)) {
      const c = branchCandidate(s);
      if (c < 0) {
        if (isAnswer(s)) {
          solutions++;
          if (solutions === 1) first = s.placed();
          else if (solutions === 2) second = s.placed();
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
    nodes: Math.min(budget.used, budget.limit), probes: s.probes, log, first, second,
  };
}

export function solve(puzzle: StitchesPuzzle, options: SolveOptions = {}): SolveReport<StitchesAnswer> {
  const model = buildModel(puzzle);
  const count = countAnswers(model, options);
  return {
    solutions: count.solutions,
    capped: count.capped,
    exhausted: count.exhausted,
    stop: solveStop(count.capped, count.exhausted),
    unique: count.solutions === 1 && !count.capped && !count.exhausted,
    solution: count.first ? answerOf(model, count.first) : null,
    second: count.second ? answerOf(model, count.second) : null,
    nodes: count.nodes,
    rungs: count.log,
  };
}

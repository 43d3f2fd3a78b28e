/**
 * Rubbing numbers off a board whose walk is unique, keeping a removal only while a judge still
 * accepts the board.
 *
 * Two kinds of number say nothing and go first with no check: a one-cell region is entered
 * exactly once (leaving and coming back would pass through its cell twice), so its number is
 * always 1; and S is the first cell of its region's first entry, so its number is 1 as well.
 * The rest are tried smallest region first, in random order within a size.
 *
 * Judges, by style:
 * - 'minimal': the walk stays unique (a search counts walks up to two within a node budget).
 *   Removing numbers only adds walks, so a number whose removal once left two walks can never
 *   come off later: one pass reaches the fixed point (minimal to the node budget).
 * - 'gentle': the four cheap rungs and probe still finish the walk with no search, so the pass
 *   stops part-way, where a person can still solve the board by reasoning alone. (That was the
 *   graded ladder up to probe before local moved in front of it; the judge keeps its rungs, so
 *   a `,gentle` seed id still names the board it always named.)
 * - a grade (generate.ts): the ladder of that grade still finishes the walk; the same kind of
 *   judge with another ladder. A finished ladder proves uniqueness, as every rung only draws
 *   what is forced.
 */
import type { Rung } from '../core/ladder.ts';
import { runLadder } from '../core/ladder.ts';
import { Cancelled, type Progress } from '../core/progress.ts';
import type { Rng } from '../core/rng.ts';
import { compileBoard, type HaisuPuzzle } from './model.ts';
import { ALL_RUNGS, CHEAP_RUNGS, probe } from './rungs/index.ts';
import { countWalks } from './solve.ts';
import { HaisuState } from './state.ts';

export type RubStyle = 'minimal' | 'gentle';

/**
 * Rungs for uniqueness checks: the cheap four. Probe and local decide more per node but cost
 * more than the nodes they save here (`npm run bench -- haisu-generate` shows both).
 */
export const CHECK_RUNG_IDS: readonly string[] = CHEAP_RUNGS.map((r) => r.id);

/** The ladder a gentle board must be finished by: the four cheap rungs and probe. */
const GENTLE_RUNGS: readonly Rung<HaisuState>[] = [...CHEAP_RUNGS, probe];

/** What a judge says of a board: accepted or not, whether its search ran out, nodes spent. */
interface Judgement {
  accept: boolean;
  exhausted: boolean;
  nodes: number;
}

export type Judge = (p: HaisuPuzzle) => Judgement;

/** Accepts a board whose walk is proved unique within `budget` nodes by a search on `rungIds`. */
export function uniqueJudge(budget: number, rungIds: readonly string[] = CHECK_RUNG_IDS): Judge {
  const rungs = ALL_RUNGS.filter((r) => rungIds.includes(r.id));
  return (p) => {
    const r = countWalks(compileBoard(p), { maxSolutions: 2, nodeBudget: budget, rungs });
    return { accept: r.walks === 1 && !r.capped && !r.exhausted, exhausted: r.exhausted && r.walks < 2, nodes: r.nodes };
  };
}

/** Accepts a board the ladder `rungs` finishes with no search. */
export function ladderJudge(rungs: readonly Rung<HaisuState>[] = GENTLE_RUNGS): Judge {
  return (p) => {
    const s = new HaisuState(compileBoard(p));
    return { accept: s.sound && runLadder(s, rungs) && s.complete, exhausted: false, nodes: 0 };
  };
}

/** Numbers that can never rule out a walk: on a one-cell region, or on S. */
export function isSilent(p: HaisuPuzzle, r: number, c: number): boolean {
  if (r === p.start[0] && c === p.start[1]) return true;
  const id = p.regions[r]![c]!;
  const same = (rr: number, cc: number) => p.regions[rr]?.[cc] === id;
  return !same(r - 1, c) && !same(r + 1, c) && !same(r, c - 1) && !same(r, c + 1);
}

interface RubResult {
  puzzle: HaisuPuzzle;
  checks: number;
  nodes: number;
  /** checks whose search ran out of nodes (their numbers stay: minimal to the budget) */
  exhausted: number;
}

/** Rubs numbers off a puzzle the judge accepts (see the module comment). */
export function rubNumbers(p: HaisuPuzzle, judge: Judge, rng: Rng, progress: Progress = {}): RubResult {
  const sizeOf = new Map<number, number>();
  for (const row of p.regions) for (const id of row) sizeOf.set(id, (sizeOf.get(id) ?? 0) + 1);
  const regionSize = (n: HaisuPuzzle['numbers'][number]) => sizeOf.get(p.regions[n.r]![n.c]!)!;
  const spoken = p.numbers.filter((n) => !isSilent(p, n.r, n.c));
  // random order first, then a stable sort by region size: ties stay shuffled
  const order = rng.shuffle(spoken.slice()).sort((a, b) => regionSize(a) - regionSize(b));
  const kept = new Set(spoken);
  const current = (): HaisuPuzzle => ({ ...p, numbers: spoken.filter((n) => kept.has(n)) });
  let checks = 0, nodes = 0, exhausted = 0;
  for (let i = 0; i < order.length; i++) {
    if (progress.cancelled?.()) throw new Cancelled();
    progress.report?.(i, order.length, 'rubbing numbers off');
    const n = order[i]!;
    kept.delete(n);
    const j = judge(current());
    checks++;
    nodes += j.nodes;
    if (j.exhausted) exhausted++;
    if (!j.accept) kept.add(n);
  }
  progress.report?.(order.length, order.length, 'rubbing numbers off');
  return { puzzle: current(), checks, nodes, exhausted };
}

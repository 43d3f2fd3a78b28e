/**
 * Rubbing numbers off a board whose walk is unique, keeping a removal only while the walk stays
 * unique.
 *
 * Two kinds of number say nothing and go first with no check: a one-cell region is entered
 * exactly once (leaving and coming back would pass through its cell twice), so its number is
 * always 1; and S is the first cell of its region's first entry, so its number is 1 as well.
 * The rest are tried smallest region first, in random order within a size.
 *
 * Removing numbers only adds walks, so a number whose removal once left two walks can never
 * come off later: a single pass reaches the fixed point ('minimal', minimal to the node budget).
 * 'gentle' stops the pass once the numbers fall to GENTLE_SHARE of the cells.
 */
import { Cancelled, type Progress } from '../core/progress.ts';
import type { Rng } from '../core/rng.ts';
import { compileBoard, type HaisuPuzzle } from './model.ts';
import { countWalks } from './solve.ts';
import { RUNGS } from './rungs/index.ts';

/**
 * Rungs for uniqueness checks: the cheap four. Probe and local decide more per node but cost
 * more than the nodes they save here (`npm run bench -- haisu-generate` shows both).
 */
export const CHECK_RUNG_IDS = ['degree', 'region', 'segment', 'reach'];
const CHECK_RUNGS = RUNGS.filter((r) => CHECK_RUNG_IDS.includes(r.id));

export type RubStyle = 'minimal' | 'gentle';
export const RUB_STYLES: readonly RubStyle[] = ['minimal', 'gentle'];

/** A gentle board stops rubbing when no more than this share of its cells carry numbers. */
export const GENTLE_SHARE = 0.5;

/** What a uniqueness check proved: one walk, more than one, or nothing (the budget ran out). */
export type Verdict = 'unique' | 'several' | 'unknown';

/** Counts the puzzle's walks up to two within the node budget. */
export function checkUnique(p: HaisuPuzzle, budget: number): { verdict: Verdict; nodes: number } {
  const r = countWalks(compileBoard(p), { maxSolutions: 2, nodeBudget: budget, rungs: CHECK_RUNGS });
  // the planted walk is always there, so "no walk" cannot happen and would count as unknown
  const verdict = r.walks >= 2 ? 'several' : r.walks === 1 && !r.exhausted ? 'unique' : 'unknown';
  return { verdict, nodes: r.nodes };
}

/** Numbers that can never rule out a walk: on a one-cell region, or on S. */
export function isSilent(p: HaisuPuzzle, r: number, c: number): boolean {
  if (r === p.start[0] && c === p.start[1]) return true;
  const id = p.regions[r]![c]!;
  const same = (rr: number, cc: number) => p.regions[rr]?.[cc] === id;
  return !same(r - 1, c) && !same(r + 1, c) && !same(r, c - 1) && !same(r, c + 1);
}

export interface RubResult {
  puzzle: HaisuPuzzle;
  checks: number;
  nodes: number;
  /** checks that ran out of nodes (their numbers stay: the board is minimal to the budget) */
  unknown: number;
}

/** Rubs numbers off a uniquely solvable puzzle (see the module comment). */
export function rubNumbers(p: HaisuPuzzle, style: RubStyle, budget: number, rng: Rng, progress: Progress = {}): RubResult {
  const sizeOf = new Map<number, number>();
  for (const row of p.regions) for (const id of row) sizeOf.set(id, (sizeOf.get(id) ?? 0) + 1);
  const regionSize = (n: HaisuPuzzle['numbers'][number]) => sizeOf.get(p.regions[n.r]![n.c]!)!;
  const spoken = p.numbers.filter((n) => !isSilent(p, n.r, n.c));
  // random order first, then a stable sort by region size: ties stay shuffled
  const order = rng.shuffle(spoken.slice()).sort((a, b) => regionSize(a) - regionSize(b));
  const kept = new Set(spoken);
  const floor = style === 'gentle' ? Math.floor(GENTLE_SHARE * p.width * p.height) : 0;
  const current = (): HaisuPuzzle => ({ ...p, numbers: spoken.filter((n) => kept.has(n)) });
  let checks = 0, nodes = 0, unknown = 0;
  for (let i = 0; i < order.length && kept.size > floor; i++) {
    if (progress.cancelled?.()) throw new Cancelled();
    progress.report?.(i, order.length, 'rubbing numbers off');
    const n = order[i]!;
    kept.delete(n);
    const r = checkUnique(current(), budget);
    checks++;
    nodes += r.nodes;
    if (r.verdict === 'unknown') unknown++;
    if (r.verdict !== 'unique') kept.add(n);
  }
  progress.report?.(order.length, order.length, 'rubbing numbers off');
  return { puzzle: current(), checks, nodes, unknown };
}

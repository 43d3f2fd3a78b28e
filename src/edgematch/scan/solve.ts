/**
 * A whole board from scratch: the scan backtracker (scan.ts) for a node budget, then BANDSAW
 * polishing (polish.ts) for another. When the scan finds no whole board within its budget, its
 * deepest partial board is completed by the greedy row fill (fill.ts) before polishing. Every
 * stage is counted in nodes and seeded, so the settings fix the board byte for byte.
 */
import type { Progress } from '../../core/progress.ts';
import { Rng } from '../../core/rng.ts';
import { fillRows } from '../fill.ts';
import type { Board, Instance, Placement } from '../model.ts';
import { polishBoard } from '../polish.ts';
import { scoreBoard } from '../score.ts';
import { DEFAULT_SCHEDULE, OFFICIAL_CLUES, ScanSearch, type Schedule } from './scan.ts';

export interface SolveSettings {
  seed: string;
  /** scan nodes */
  maxNodes: number;
  /** scan restarts every this many nodes (0 = never) */
  restartNodes: number;
  schedule: Schedule;
  badFirst: boolean;
  /** place the five official clue pieces (16x16 only) */
  clues: boolean;
  /** BANDSAW polishing nodes after the scan (0 = none), over bands of `polishRows` rows */
  polishNodes: number;
  polishRows: number;
}

export const DEFAULT_SETTINGS: Omit<SolveSettings, 'seed' | 'maxNodes'> = {
  restartNodes: 20_000_000, schedule: DEFAULT_SCHEDULE, badFirst: false, clues: false, polishNodes: 0, polishRows: 2,
};

export interface SolveResult {
  board: Board;
  /** score after the scan (of its best whole board, or of the greedy completion of its deepest partial) */
  scanScore: number;
  /** whether the scan itself found a whole board */
  scanWhole: boolean;
  score: number;
  nodes: number;
  polishNodes: number;
  restarts: number;
  /** the scan's improvements: node count and score */
  trace: { node: number; score: number }[];
  /** 'done': the budgets ran out or the search ended; 'cancelled': stopped by the caller */
  stop: 'done' | 'cancelled';
}

/** Nodes the scan runs between two looks at the progress callback and the cancel flag. */
export const SLICE = 1 << 20;

export function cluesFor(instance: Instance, wanted: boolean) {
  if (!wanted) return [];
  if (instance.width !== 16 || instance.height !== 16) throw new RangeError('the official clues are for the 16x16 set');
  return OFFICIAL_CLUES;
}

/** A scan search set up from the settings (the command line runs it in slices itself). */
export function scanFor(instance: Instance, s: SolveSettings): ScanSearch {
  return new ScanSearch(instance, { seed: s.seed, schedule: s.schedule, restartNodes: s.restartNodes, badFirst: s.badFirst, clues: cluesFor(instance, s.clues) });
}

/** What comes after the scan: the whole board (or the completed partial), polished. */
export function finish(instance: Instance, search: ScanSearch, s: SolveSettings, cancelled = false): SolveResult {
  const whole = search.bestBoard();
  const partial = whole ?? search.deepestBoard() ?? { ...instance, cells: new Array<Placement | null>(instance.width * instance.height).fill(null) };
  const board = whole ?? fillRows(partial, instance.height, Rng.fromSeed(`${s.seed}/fill`));
  const scanScore = scoreBoard(board).score;
  const polished = s.polishNodes > 0 && !cancelled ? polishBoard(board, { rows: s.polishRows, maxNodes: s.polishNodes }) : null;
  const final = polished ? polished.board : board;
  return {
    board: final, scanScore, scanWhole: whole !== null, score: scoreBoard(final).score, nodes: search.nodes,
    polishNodes: polished?.nodes ?? 0, restarts: search.restarts, trace: search.trace, stop: cancelled ? 'cancelled' : 'done',
  };
}

export function solveBoard(instance: Instance, s: SolveSettings, progress?: Progress): SolveResult {
  const search = scanFor(instance, s);
  let cancelled = false;
  while (search.nodes < s.maxNodes) {
    if (search.run(Math.min(SLICE, s.maxNodes - search.nodes))) break;
    progress?.report?.(search.nodes, s.maxNodes, `best ${search.best.score ?? '-'}`);
    if (progress?.cancelled?.()) { cancelled = true; break; }
  }
  return finish(instance, search, s, cancelled);
}

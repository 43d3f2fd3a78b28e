/**
 * Table 5, weighing the three clue systems: on boards sewn as the generator sews them, the
 * answers (counted up to CAP) under the block map alone (the per-pair counts, no margins),
 * under the margins alone (which gaps are stitches still comes from the borders, but the
 * per-pair count is gone: margins-only.ts), and under both.
 */
import { buildModel, countAnswers } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { boardUnits, resultsBySide, type BoardSample, type BoardUnit } from './board-sample.ts';
import { sideName } from './figures.ts';
import { type BoardKind, barePuzzle, EXACT_NODES, sewnBoard } from './maps.ts';
import { countMarginsOnly } from './margins-only.ts';

/** answers are counted up to this many; a count that reaches it is a floor */
export const CAP = 500;

/** per board, answers under each system (CAP means at least CAP) */
interface Counts { blockMap: number[]; margins: number[]; both: number[] }

export interface ClueRow { kind?: BoardKind; size: string; blocks: number; boards: number; cap: number; blockMap: number[]; margins: number[]; both: number[] }

function exactCount(...args: Parameters<typeof countAnswers>): number {
  const c = countAnswers(...args);
  if (c.exhausted) throw new Error('a count ran out of nodes');
  return c.solutions;
}

export function clueCounts({ side, from, to, kind }: BoardUnit): Counts {
  const g = { width: side, height: side };
  const out: Counts = { blockMap: [], margins: [], both: [] };
  for (let i = from; i < to; i++) {
    const { puzzle } = sewnBoard(g, side, i, kind);
    out.blockMap.push(exactCount(buildModel(barePuzzle(g, 1, puzzle.regions)), { maxSolutions: CAP, nodeBudget: EXACT_NODES, rungs: ['pair', 'block', 'hall'] }));
    out.margins.push(countMarginsOnly(puzzle, CAP).answers);
    out.both.push(exactCount(buildModel(puzzle), { maxSolutions: CAP, nodeBudget: EXACT_NODES }));
  }
  return out;
}

function clueRows(s: BoardSample, counts: Counts[]): ClueRow[] {
  return resultsBySide(s, counts).map(({ kind, side, results: mine }): ClueRow => ({
    ...(kind ? { kind } : {}), size: sideName(side, side), blocks: side, boards: s.boards, cap: CAP,
    blockMap: mine.flatMap((c) => c.blockMap), margins: mine.flatMap((c) => c.margins), both: mine.flatMap((c) => c.both),
  }));
}

export const experiment = defineExperiment<BoardSample, BoardUnit, Counts>({
  name: 'stitches-clues',
  summary: 'Stitches table 5: answers under the block map only, the margins only, and both (capped), 400 boards per size',
  module: import.meta.url,
  sizes: { full: { sides: [8, 10, 12], boards: 400, perUnit: 25 }, quick: { sides: [8], boards: 6, perUnit: 3 } },
  plan: (s) => boardUnits(s, (side) => side ** 2),
  runUnit: clueCounts,
  gather: (s, counts) => ({ stats: clueRows(s, counts) }),
});

/** The same counts on boards sewn the write-up's way (maps.ts), to tell which difference moves the figures. */
export const writeupExperiment = defineExperiment<BoardSample, BoardUnit, Counts>({
  name: 'stitches-clues-writeup',
  summary: 'Stitches table 5 like for like: the three clue systems on boards sewn the write-up\'s way (unbalanced cutter, swap twins kept)',
  module: import.meta.url,
  sizes: { full: { sides: [8, 10, 12], boards: 400, perUnit: 25, kinds: ['writeup', 'unbalanced'] }, quick: { sides: [8], boards: 6, perUnit: 3, kinds: ['writeup', 'unbalanced'] } },
  plan: (s) => boardUnits(s, (side) => side ** 2),
  runUnit: clueCounts,
  gather: (s, counts) => ({ stats: clueRows(s, counts) }),
});

/**
 * Seed 001 like for like: its claim that on its standard 8×8 roughly one stitchable layout in
 * three yields margins a second stitching also meets. Boards sewn its way (maps.ts "seed001": blocks grown
 * smallest first, the degree screen, and a sewing that refuses neither a swap twin nor a lit
 * turnable square), full margins read off the answer; per board, whether a second answer fits
 * those margins, and whether the answer has a swap twin or lights a turnable square (the two
 * refusals our generator makes).
 */
import { buildModel, countAnswers, hasSwapTwin, turnableSquares } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { boardUnits, resultsBySide, type BoardSample, type BoardUnit } from './board-sample.ts';
import { sideName } from './figures.ts';
import { EXACT_NODES, sewnBoard } from './maps.ts';
import { WRITEUP_001 } from './writeup.ts';

interface Board { second: boolean; swapTwin: boolean; turnable: boolean }

export interface TwinsRow { size: string; blocks: number; boards: number; second: number; swapTwin: number; turnable: number; secondWithout: number }

function twinBoards({ side, from, to }: BoardUnit): Board[] {
  const g = { width: side, height: side };
  const out: Board[] = [];
  for (let i = from; i < to; i++) {
    const { puzzle, planted } = sewnBoard(g, side, i, 'seed001');
    const m = buildModel(puzzle);
    const count = countAnswers(m, { maxSolutions: 2, nodeBudget: EXACT_NODES });
    if (count.exhausted) throw new Error('a count ran out of nodes');
    const ids = [...planted.keys()].filter((c) => planted[c]);
    const sq = turnableSquares(m);
    const both = (x: number, y: number) => planted[sq[x]!] === 1 && planted[sq[y]!] === 1;
    let turnable = false;
    for (let j = 0; j < sq.length; j += 4) if (both(j, j + 1) || both(j + 2, j + 3)) turnable = true;
    out.push({ second: count.solutions > 1, swapTwin: hasSwapTwin(m, ids), turnable });
  }
  return out;
}

export const experiment = defineExperiment<BoardSample, BoardUnit, Board[]>({
  name: 'stitches-seed001-twins',
  summary: 'Stitches, the first write-up like for like: 8x8 boards sewn its way (no swap-twin or turnable refusal), how many fit a second stitching',
  module: import.meta.url,
  sizes: { full: { sides: [WRITEUP_001.twoAnswers.side], boards: 400, perUnit: 25 }, quick: { sides: [6], boards: 6, perUnit: 3 } },
  plan: (s) => boardUnits(s, (side) => side ** 2),
  runUnit: twinBoards,
  gather: (s, results) => ({
    stats: resultsBySide(s, results).map(({ side, results: mine }): TwinsRow => {
      const b = mine.flat();
      const n = (f: (x: Board) => boolean) => b.filter(f).length;
      return {
        size: sideName(side, side), blocks: side, boards: b.length, second: n((x) => x.second), swapTwin: n((x) => x.swapTwin), turnable: n((x) => x.turnable),
        secondWithout: n((x) => x.second && !x.swapTwin && !x.turnable),
      };
    }),
  }),
});

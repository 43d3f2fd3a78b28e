/**
 * Table 6, first half: two margins are free. The holes on a board total 2·k·(touching pairs),
 * which the block map fixes, so the last row count and the last column count are remainders.
 * Measured: on boards sewn as the generator sews them, the answers (up to CAP) with every
 * margin, and with the last row and column counts erased. The solver would fill a single missing
 * count back in from the total by itself (model.ts), which would make the check say nothing,
 * so here that fill-in is switched off and the search really runs without the two counts.
 */
import { type Model, type StitchesPuzzle, buildModel, countAnswers } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { boardUnits, resultsBySide, type BoardSample, type BoardUnit } from './board-sample.ts';
import { sideName } from './figures.ts';
import { EXACT_NODES, sewnBoard } from './maps.ts';
import { CAP } from './clues.ts';

interface Pairs { full: number[]; dropped: number[] }

export interface FreeMarginRow { size: string; boards: number; cap: number; full: number[]; dropped: number[] }

/** The puzzle without its last row and column counts, and a model that does not infer them. */
export function withoutLastMargins(p: StitchesPuzzle): Model {
  const m = buildModel({ ...p, rows: [...p.rows.slice(0, -1), null], cols: [...p.cols.slice(0, -1), null] });
  m.rowTarget[p.height - 1] = -1;
  m.colTarget[p.width - 1] = -1;
  return m;
}

const count = (m: Model): number => {
  const c = countAnswers(m, { maxSolutions: CAP, nodeBudget: EXACT_NODES });
  if (c.exhausted) throw new Error('a count ran out of nodes');
  return c.solutions;
};

function freeMarginCounts({ side, from, to }: BoardUnit): Pairs {
  const out: Pairs = { full: [], dropped: [] };
  for (let i = from; i < to; i++) {
    const { puzzle } = sewnBoard({ width: side, height: side }, side, i);
    out.full.push(count(buildModel(puzzle)));
    out.dropped.push(count(withoutLastMargins(puzzle)));
  }
  return out;
}

export const experiment = defineExperiment<BoardSample, BoardUnit, Pairs>({
  name: 'stitches-free-margins',
  summary: 'Stitches table 6: answer counts with all margins and without the last row and column count, 120 boards per size',
  module: import.meta.url,
  sizes: { full: { sides: [8, 10, 12], boards: 120, perUnit: 20 }, quick: { sides: [8], boards: 4, perUnit: 2 } },
  plan: (s) => boardUnits(s, (side) => side ** 2),
  runUnit: freeMarginCounts,
  gather: (s, pairs) => ({
    stats: resultsBySide(s, pairs).map(({ side, results: mine }): FreeMarginRow => ({
      size: sideName(side, side), boards: s.boards, cap: CAP, full: mine.flatMap((p) => p.full), dropped: mine.flatMap((p) => p.dropped),
    })),
  }),
});

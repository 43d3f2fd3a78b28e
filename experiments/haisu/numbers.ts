/**
 * Table 6, how many numbers a board needs: boards with a real walk (boards.ts, the default
 * region count), the walk's ordinal written on a random share of the cells, and whether those
 * numbers alone pin the walk (a search counting up to two walks within BUDGET nodes; one that
 * runs out counts as not pinned, and is counted). Each board's cells are shuffled once and the
 * first k keep their numbers, so a board's shares are nested: a number added never unpins.
 */
import { Rng } from '../../src/core/rng.ts';
import { SEARCH_RUNGS, defaultRegions, uniqueJudge } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks, sideName } from '../stitches/figures.ts';
import { walkedBoard } from './boards.ts';

const BUDGET = 100_000;

interface Size { sides: number[]; percents: number[]; boards: number; perUnit: number }
interface Unit { side: number; percents: number[]; from: number; to: number }
/** per share: boards pinned, boards whose search ran out */
interface Tally { pinned: number[]; ranOut: number[] }

export interface NumbersRow { size: string; regions: number; boards: number; percents: number[]; pinned: number[]; ranOut: number[] }

function numbersUnit({ side, percents, from, to }: Unit): Tally {
  const judge = uniqueJudge(BUDGET, SEARCH_RUNGS.map((r) => r.id));
  const t: Tally = { pinned: percents.map(() => 0), ranOut: percents.map(() => 0) };
  const cells = side * side, regions = defaultRegions(side, side);
  for (let i = from; i < to; i++) {
    const rng = Rng.fromSeed(`haisu-numbers ${side}x${side} #${i}`);
    const b = walkedBoard(side, regions, rng);
    const order = rng.shuffle(Array.from({ length: cells }, (_, c) => c));
    percents.forEach((pc, j) => {
      const verdict = judge(b.puzzle(order.slice(0, Math.round((pc / 100) * cells))));
      if (verdict.accept) t.pinned[j]!++;
      if (verdict.exhausted) t.ranOut[j]!++;
    });
  }
  return t;
}

export const experiment = defineExperiment<Size, Unit, Tally>({
  name: 'haisu-numbers',
  summary: 'Haisu table 6: share of boards pinned against share of cells numbered, per size',
  module: import.meta.url,
  sizes: {
    full: { sides: [5, 6, 7, 8, 9], percents: [10, 20, 30, 40, 50, 60, 70, 80, 90, 100], boards: 60, perUnit: 10 },
    quick: { sides: [5], percents: [20, 60, 100], boards: 6, perUnit: 3 },
  },
  plan: (s) => s.sides.flatMap((side) => chunks(s.boards, s.perUnit).map(({ from, to }) => ({ params: { side, percents: s.percents, from, to }, cost: (to - from) * side ** 4 }))),
  runUnit: numbersUnit,
  gather: (s, tallies) => {
    const per = chunks(s.boards, s.perUnit).length;
    const rows = s.sides.map((side, i): NumbersRow => {
      const mine = tallies.slice(i * per, (i + 1) * per);
      const add = (key: keyof Tally) => s.percents.map((_, j) => mine.reduce((a, t) => a + t[key][j]!, 0));
      return { size: sideName(side, side), regions: defaultRegions(side, side), boards: s.boards, percents: s.percents, pinned: add('pinned'), ranOut: add('ranOut') };
    });
    return { stats: rows };
  },
});

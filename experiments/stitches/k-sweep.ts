/**
 * Table 8, what happens as k goes up: on 12×12, for block counts from 4 to 12, the same maps
 * screened and checked for an answer at k = 1, 2 and 3, with our cutter and the write-up-like
 * one. k·d ≤ |R| grows with k while the cells do not, so fewer maps pass, and fewer still can
 * be sewn.
 */
import { passesDegreeCounts, passesScreen } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks } from './figures.ts';
import { bareModel, hasAnswer, sampleMap, type CutterName } from './maps.ts';
import { CUTTERS } from './map-sample.ts';

const KS = [1, 2, 3];

interface Size { side: number; blocks: number[]; maps: number; perUnit: number }
interface Unit { cutter: CutterName; side: number; blocks: number; from: number; to: number }
/**
 * per k (KS order): maps that pass the screen, and of those, maps with an answer; and maps that
 * pass the write-up's screen, which has the counting tests but not the border test
 */
interface Tally { passed: number[]; answered: number[]; passedCounts: number[] }

export interface KSweepRow {
  cutter: CutterName;
  size: string;
  blocks: number;
  k: number;
  maps: number;
  passed: number;
  answered: number;
  /** maps that pass the counting tests alone (the write-up's screen) */
  passedCounts: number;
}

function kTally({ cutter, side, blocks, from, to }: Unit): Tally {
  const g = { width: side, height: side };
  const t: Tally = { passed: KS.map(() => 0), answered: KS.map(() => 0), passedCounts: KS.map(() => 0) };
  for (let i = from; i < to; i++) {
    const regions = sampleMap(cutter, g, blocks, i);
    KS.forEach((k, j) => {
      const m = bareModel(g, k, regions);
      if (passesDegreeCounts(m)) t.passedCounts[j]!++;
      if (!passesScreen(m)) return;
      t.passed[j]!++;
      if (hasAnswer(m)) t.answered[j]!++;
    });
  }
  return t;
}

const settings = (s: Size) => CUTTERS.flatMap((cutter) => s.blocks.map((blocks) => ({ cutter, blocks })));

export const experiment = defineExperiment<Size, Unit, Tally>({
  name: 'stitches-k',
  summary: 'Stitches table 8: share of 12x12 maps that pass the screen and that have an answer, 4 to 12 blocks, k = 1, 2, 3',
  module: import.meta.url,
  sizes: {
    full: { side: 12, blocks: [4, 5, 6, 7, 8, 9, 10, 11, 12], maps: 2_000, perUnit: 500 },
    quick: { side: 12, blocks: [4, 8], maps: 20, perUnit: 20 },
  },
  plan: (s) => settings(s).flatMap(({ cutter, blocks }) =>
    chunks(s.maps, s.perUnit).map(({ from, to }) => ({ params: { cutter, side: s.side, blocks, from, to }, cost: (to - from) * KS.length }))),
  runUnit: kTally,
  gather: (s, tallies) => {
    const per = chunks(s.maps, s.perUnit).length;
    const rows: KSweepRow[] = settings(s).flatMap(({ cutter, blocks }, i) => {
      const mine = tallies.slice(i * per, (i + 1) * per);
      return KS.map((k, j) => ({
        cutter, size: `${s.side}x${s.side}`, blocks, k, maps: s.maps,
        passed: mine.reduce((a, t) => a + t.passed[j]!, 0), answered: mine.reduce((a, t) => a + t.answered[j]!, 0),
        passedCounts: mine.reduce((a, t) => a + t.passedCounts[j]!, 0),
      }));
    });
    return { stats: rows };
  },
});

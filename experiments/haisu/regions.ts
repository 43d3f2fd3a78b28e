/**
 * Table 2, the region dial, and how many regions a generated Haisu board should have: for each
 * size and region count, the share of fully numbered boards (uniform walk, every cell carrying
 * its ordinal) whose numbers already pin the walk. Both ends of the dial are included: one
 * region (every number is 1) and one region per cell (every number is 1 again), with the
 * write-up's peaks. The generator can only start from such a board, so the peak of each row is
 * where it wastes the fewest attempts; `defaultRegions` follows the peaks.
 * `npm run stats -- haisu-regions`; one work unit per size and region count.
 */
import { Rng } from '../../src/core/rng.ts';
import { CHECK_BUDGET, defaultRegions, numberedBoard, uniqueJudge } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { WRITEUP_DIAL } from './writeup.ts';

export interface RegionRow {
  size: string;
  regions: number;
  /** average cells per region */
  cellsPerRegion: number;
  boards: number;
  pinned: number;
  /** checks that ran out of nodes (counted as not pinned) */
  unknown: number;
  /** the count defaultRegions picks for this size */
  isDefault: boolean;
}

const CELLS_PER_REGION = [1.5, 2, 3, 4, 5, 6, 8, 12];

export function regionCountsFor(side: number): number[] {
  const n = side * side;
  const peaks = WRITEUP_DIAL.peaks.filter((p) => p.size === `${side}x${side}`).map((p) => p.regions);
  const counts = CELLS_PER_REGION.map((k) => Math.round(n / k)).concat(defaultRegions(side, side), 1, n, peaks);
  return [...new Set(counts)].sort((a, b) => a - b);
}

interface Size { sides: number[]; boards: number }
interface Unit { side: number; regions: number; boards: number }

/** One row: `boards` fully numbered boards of a size and region count, judged. */
function regionRow({ side, regions, boards }: Unit): RegionRow {
  const judge = uniqueJudge(CHECK_BUDGET);
  const rng = Rng.fromSeed(`haisu-regions ${side} ${regions}`);
  let pinned = 0, unknown = 0;
  for (let i = 0; i < boards; i++) {
    const j = judge(numberedBoard(side, side, regions, rng).puzzle);
    if (j.accept) pinned++;
    if (j.exhausted) unknown++;
  }
  return {
    size: `${side}x${side}`, regions, cellsPerRegion: Math.round((side * side / regions) * 10) / 10, boards, pinned, unknown,
    isDefault: regions === defaultRegions(side, side),
  };
}

export const experiment = defineExperiment<Size, Unit, RegionRow>({
  name: 'haisu-regions',
  summary: 'Haisu table 2: share of fully numbered boards whose numbers pin the walk, per size and region count, from one region to one per cell',
  module: import.meta.url,
  sizes: { full: { sides: [5, 6, 7, 8, 10], boards: WRITEUP_DIAL.boards }, quick: { sides: [5], boards: 8 } },
  plan: ({ sides, boards }) => sides.flatMap((side) => regionCountsFor(side).map((regions) => ({ params: { side, regions, boards }, cost: boards * side ** 3 }))),
  runUnit: regionRow,
  gather: (_size, rows) => ({ stats: rows }),
});

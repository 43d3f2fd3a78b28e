/**
 * A sample of maps per cutter and grid, split into units of consecutive map numbers; tables 1
 * and 4 run over the same sample (map i is the same map in both, see mapRng).
 */
import { chunks, sideName, sumTallies } from './figures.ts';
import type { CutterName } from './maps.ts';

export const CUTTERS: readonly CutterName[] = ['balanced', 'unbalanced'];

export interface MapSample { grids: { side: number; blocks: number }[]; maps: number; perUnit: number }
export interface MapUnit { cutter: CutterName; side: number; blocks: number; from: number; to: number }

/** The write-up's three grids, 20,000 maps each; the quick size cuts 60 maps of 8×8. */
export const MAP_SAMPLE_SIZES = {
  full: { grids: [{ side: 8, blocks: 8 }, { side: 10, blocks: 10 }, { side: 12, blocks: 12 }], maps: 20_000, perUnit: 1_000 },
  quick: { grids: [{ side: 8, blocks: 8 }], maps: 60, perUnit: 30 },
};

const groups = (s: MapSample) => CUTTERS.flatMap((cutter) => s.grids.map((g) => ({ cutter, ...g })));

export const mapUnits = (s: MapSample): { params: MapUnit; cost: number }[] =>
  groups(s).flatMap(({ cutter, side, blocks }) =>
    chunks(s.maps, s.perUnit).map(({ from, to }) => ({ params: { cutter, side, blocks, from, to }, cost: (to - from) * side * side })));

/** The units' tallies (in plan order) added up per cutter and grid. */
export function tallyByGrid<T extends Record<string, number>>(s: MapSample, tallies: readonly T[]): ({ cutter: CutterName; size: string; blocks: number } & T)[] {
  const per = chunks(s.maps, s.perUnit).length;
  return groups(s).map(({ cutter, side, blocks }, i) => ({ cutter, size: sideName(side, side), blocks, ...sumTallies(tallies.slice(i * per, (i + 1) * per)) }));
}

/**
 * Boards with a real walk on them, for the Haisu tables: regions cut by the shared cutter (or,
 * like for like, the unbalanced one) and a walk drawn uniformly over every Hamiltonian walk of
 * the grid (its ends become S and G, one way round or the other). Which cells carry which
 * numbers is the caller's choice.
 */
import { cutRegions } from '../../src/core/regions.ts';
import type { Rng } from '../../src/core/rng.ts';
import { type Cell, type HaisuPuzzle, entriesOf, randomWalk } from '../../src/haisu/research.ts';
import { type CutterName, cutUnbalanced } from '../stitches/maps.ts';

interface WalkedBoard {
  side: number;
  regionCount: number;
  region: Int32Array;
  /** cell ids from S to G */
  walk: number[];
  /** per cell: the entry of its region the walk is on there */
  entry: Int32Array;
  /** per region: entries in all */
  total: Int32Array;
  /** the puzzle with numbers n(cell) on the given cells */
  puzzle(cells: readonly number[], n?: (cell: number) => number): HaisuPuzzle;
}

export function walkedBoard(side: number, regionCount: number, rng: Rng, cutter: CutterName = 'balanced'): WalkedBoard {
  const region = (cutter === 'balanced' ? cutRegions : cutUnbalanced)({ width: side, height: side }, regionCount, rng);
  const walk = randomWalk(side, side, rng);
  if (rng.int(2)) walk.reverse();
  const { entry, total } = entriesOf(walk, region, regionCount);
  const at = (c: number): Cell => [Math.floor(c / side), c % side];
  const regions = Array.from({ length: side }, (_, r) => Array.from(region.subarray(r * side, (r + 1) * side)));
  return {
    side, regionCount, region, walk, entry, total,
    puzzle: (cells, n = (c) => entry[c]!) => ({
      width: side, height: side, start: at(walk[0]!), goal: at(walk[walk.length - 1]!), regions,
      numbers: cells.map((c) => ({ r: at(c)[0], c: at(c)[1], n: n(c) })),
    }),
  };
}

/** Cells of each region, by region id. */
export function cellsByRegion(b: WalkedBoard): number[][] {
  const out: number[][] = Array.from({ length: b.regionCount }, () => []);
  b.region.forEach((r, c) => out[r]!.push(c));
  return out;
}

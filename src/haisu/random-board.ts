/**
 * Random boards for tests, benchmarks and experiments (not the puzzle generator): regions cut
 * by the core cutter, S and G the ends of a uniformly drawn walk, and numbers written on a
 * random share of the cells, either true for that walk (so it stays an answer) or arbitrary.
 */
import { cutRegions } from '../core/regions.ts';
import { Rng } from '../core/rng.ts';
import type { Cell, HaisuPuzzle, Reading } from './model.ts';
import { WalkSampler } from './sample.ts';

interface RandomBoardOptions {
  width: number;
  height: number;
  regions: number;
  /** share of cells that get a number, 0..1 */
  numbered: number;
  /** numbers true for the planted walk under this reading, or 'noise' for arbitrary ones 1..3 */
  truth: Reading | 'noise';
}

const samplers = new Map<string, WalkSampler>();

/** A walk through every cell drawn uniformly over all walks of the grid (cell ids). */
export function randomWalk(width: number, height: number, rng: Rng): number[] {
  const key = `${width}x${height}`;
  let s = samplers.get(key);
  if (!s) { s = new WalkSampler(width, height); samplers.set(key, s); }
  return s.draw(rng)!;
}

/** Entry number of its region the walk is on at each cell, and each region's total entries. */
export function entriesOf(walk: readonly number[], region: ArrayLike<number>, regionCount: number): { entry: Int32Array; total: Int32Array } {
  const entry = new Int32Array(walk.length);
  const total = new Int32Array(regionCount);
  walk.forEach((c, k) => {
    const r = region[c]!;
    if (k === 0 || region[walk[k - 1]!] !== r) total[r]!++;
    entry[c] = total[r]!;
  });
  return { entry, total };
}

export function randomBoard(o: RandomBoardOptions, rng: Rng): { puzzle: HaisuPuzzle; walk: number[] } {
  const { width: w, height: h } = o;
  const region = cutRegions({ width: w, height: h }, o.regions, rng);
  const walk = randomWalk(w, h, rng);
  if (rng.int(2)) walk.reverse();
  const { entry, total } = entriesOf(walk, region, o.regions);
  const at = (id: number): Cell => [Math.floor(id / w), id % w];
  const numbers: HaisuPuzzle['numbers'] = [];
  for (let id = 0; id < w * h; id++) {
    if (rng.float() >= o.numbered) continue;
    const n = o.truth === 'noise' ? 1 + rng.int(3) : o.truth === 'ordinal' ? entry[id]! : total[region[id]!]!;
    numbers.push({ r: Math.floor(id / w), c: id % w, n });
  }
  const puzzle: HaisuPuzzle = {
    width: w, height: h, start: at(walk[0]!), goal: at(walk[walk.length - 1]!), numbers,
    regions: Array.from({ length: h }, (_, r) => Array.from(region.subarray(r * w, (r + 1) * w))),
  };
  return { puzzle, walk };
}

/** A mixed stream of small boards: sizes 1..5 a side, 1..8 regions, true or arbitrary numbers. */
export function smallBoards(seed: string, count: number): RandomBoardOptions[] {
  const rng = Rng.fromSeed(seed);
  const truths = ['ordinal', 'cardinal', 'noise'] as const;
  return Array.from({ length: count }, () => {
    const width = 1 + rng.int(5), height = 1 + rng.int(5);
    return {
      width, height, regions: 1 + rng.int(Math.min(8, width * height)),
      numbered: [0, 0.2, 0.5, 1][rng.int(4)]!, truth: truths[rng.int(3)]!,
    };
  });
}

/**
 * Table 1, ordinal against cardinal. A board (boards.ts): regions cut by the shared cutter, a
 * walk drawn uniformly over all Hamiltonian walks of the grid (its ends are S and G), and one
 * number per region on a cell picked at random inside it. The same digits on the same cells are then read
 * two ways: as ordinals (the Haisu rule: the walk is on that entry of the region there) and as
 * cardinals (the region is entered exactly that many times). Walks are counted up to CAP under
 * each reading within a node budget; a count stopped by the budget "ran out".
 *
 * Like for like (writeupExperiment): the same table with regions cut by the unbalanced cutter
 * (stitches/maps.ts), which grows regions from random seeds with no balancing, as the Stitches
 * write-up's cutter did (the Haisu write-up says only that its regions are grown); only the
 * cutter changes.
 */
import { Rng } from '../../src/core/rng.ts';
import { type HaisuPuzzle, type Reading, compileBoard, countWalks } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks, median, sideName } from '../stitches/figures.ts';
import { type CutterName } from '../stitches/maps.ts';
import { cellsByRegion, walkedBoard } from './boards.ts';
import { WRITEUP_READINGS } from './writeup.ts';

const READINGS: readonly Reading[] = ['ordinal', 'cardinal'];
const CAP = WRITEUP_READINGS.cap;

interface Size { grids: { side: number; regions: number[]; boards: number }[]; perUnit: number; budget: number; cutter?: CutterName }
interface Unit { side: number; regions: number; from: number; to: number; budget: number; cutter?: CutterName }
/** Per board and reading: walks found (CAP when capped), or -1 when the budget ran out. */
type Counts = [number, number][];

/** The two puzzles of board i: the same digits, written for each reading. */
export function readingBoards(side: number, regions: number, i: number, cutter: CutterName = 'balanced'): Record<Reading, HaisuPuzzle> {
  const rng = Rng.fromSeed(`haisu-readings ${cutter === 'balanced' ? '' : `${cutter} `}${side}x${side} r${regions} #${i}`);
  const b = walkedBoard(side, regions, rng, cutter);
  const picked = cellsByRegion(b).map((cells) => cells[rng.int(cells.length)]!);
  return { ordinal: b.puzzle(picked), cardinal: b.puzzle(picked, (c) => b.total[b.region[c]!]!) };
}

function countReadings({ side, regions, from, to, budget, cutter }: Unit): Counts {
  const out: Counts = [];
  for (let i = from; i < to; i++) {
    const boards = readingBoards(side, regions, i, cutter);
    const [o, c] = READINGS.map((reading) => {
      const w = countWalks(compileBoard(boards[reading], reading), { maxSolutions: CAP, nodeBudget: budget });
      return w.exhausted ? -1 : w.walks;
    });
    out.push([o!, c!]);
  }
  return out;
}

export interface ReadingRow {
  /** absent: our cutter */
  cutter?: CutterName;
  size: string;
  regions: number;
  boards: number;
  budget: number;
  /** per reading: boards with exactly one walk, boards whose count ran out of nodes */
  pinned: Record<Reading, number>;
  ranOut: Record<Reading, number>;
  /** boards where both counts finished, the median walks of each there, and who left fewer */
  bothFinished: number;
  median: Record<Reading, number>;
  ordinalFewer: number;
  cardinalFewer: number;
}

function readingRow(s: Size, side: number, regions: number, counts: Counts): ReadingRow {
  const both = counts.filter(([o, c]) => o >= 0 && c >= 0);
  const tally = (k: 0 | 1, want: (n: number) => boolean) => counts.filter((x) => want(x[k])).length;
  return {
    ...(s.cutter ? { cutter: s.cutter } : {}), size: sideName(side, side), regions, boards: counts.length, budget: s.budget,
    pinned: { ordinal: tally(0, (n) => n === 1), cardinal: tally(1, (n) => n === 1) },
    ranOut: { ordinal: tally(0, (n) => n < 0), cardinal: tally(1, (n) => n < 0) },
    bothFinished: both.length,
    median: { ordinal: both.length ? median(both.map((x) => x[0])) : 0, cardinal: both.length ? median(both.map((x) => x[1])) : 0 },
    ordinalFewer: both.filter(([o, c]) => o < c).length,
    cardinalFewer: both.filter(([o, c]) => c < o).length,
  };
}

const groups = (s: Size) => s.grids.flatMap((g) => g.regions.map((regions) => ({ side: g.side, regions, boards: g.boards })));

const READING_GRIDS: Size['grids'] = [{ side: 6, regions: [4, 6, 8, 10, 12, 14, 16, 18], boards: 90 }, { side: 8, regions: [4, 8, 12, 16, 20, 24, 28], boards: 120 }];
const QUICK_GRIDS: Size['grids'] = [{ side: 5, regions: [3, 8], boards: 4 }];

const readingsExperiment = (name: string, summary: string, cutter?: CutterName) => defineExperiment<Size, Unit, Counts>({
  name,
  summary,
  module: import.meta.url,
  sizes: {
    full: { grids: READING_GRIDS, perUnit: 30, budget: 100_000, ...(cutter ? { cutter } : {}) },
    quick: { grids: QUICK_GRIDS, perUnit: 4, budget: 20_000, ...(cutter ? { cutter } : {}) },
  },
  plan: (s) => groups(s).flatMap(({ side, regions, boards }) =>
    chunks(boards, s.perUnit).map(({ from, to }) => ({ params: { side, regions, from, to, budget: s.budget, ...(s.cutter ? { cutter: s.cutter } : {}) }, cost: (to - from) * side ** 4 }))),
  runUnit: countReadings,
  gather: (s, results) => {
    const per = (boards: number) => chunks(boards, s.perUnit).length;
    let at = 0;
    const rows = groups(s).map(({ side, regions, boards }) => {
      const mine = results.slice(at, at + per(boards)).flat();
      at += per(boards);
      return readingRow(s, side, regions, mine);
    });
    return { stats: rows };
  },
});

export const experiment = readingsExperiment('haisu-readings',
  'Haisu table 1: one number per region read as an ordinal and as a cardinal, walks counted up to 80 (6x6 over 720 boards, 8x8 over 840)');

export const writeupExperiment = readingsExperiment('haisu-readings-writeup',
  'Haisu table 1 like for like: the two readings on regions cut by the unbalanced cutter, nothing else changed', 'unbalanced');

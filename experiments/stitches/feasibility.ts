/**
 * `npm run stats -- stitches-feasibility`: for every measured grid shape and k, cuts boards with a
 * rising block count and counts how many can be stitched (pass the screen, then sew within the
 * generator's sewing budget, avoiding turnable squares). The rows go to
 * experiments/stitches-feasibility.json, one a line; what they offer (at each shape and k, the
 * block counts from 3 up whose share of usable cuts, and every smaller count's, reaches
 * FEASIBLE_SHARE) goes to src/stitches/feasibility.json, the small table the CLI and the pages
 * read. stats.json keeps a summary. One work unit per shape and k (its sweep over block counts).
 *
 * A setting is sampled in two stages so the run stays short: FIRST_CUTS cuts, and when fewer than
 * CLEAR_SHARE of them are usable, more up to MAX_CUTS (the same random stream continues, so a
 * row's first cuts are the same either way). With 12 or more usable cuts out of 20, a setting whose
 * true share were below 0.2 would pass with odds of about 1 in 10,000.
 */
import { join } from 'node:path';
import type { GridSize } from '../../src/core/grid.ts';
import { Rng } from '../../src/core/rng.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { type OfferedTable, cutAndSew, emptyStats, sizeKey } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

const ROWS_PATH = 'experiments/stitches-feasibility.json';
const OFFERED_PATH = 'src/stitches/feasibility.json';
export const ROWS_FILE = join(import.meta.dirname, '..', '..', ROWS_PATH);

/** about one usable layout in five */
export const FEASIBLE_SHARE = 0.2;
export const KS = [1, 2, 3];
export const FIRST_CUTS = 20;
export const MAX_CUTS = 100;
export const CLEAR_SHARE = 0.6;
/** the sweep stops after this many block counts in a row fall below the threshold */
const FAILS_TO_STOP = 2;

export interface FeasibilityRow extends GridSize {
  k: number;
  blocks: number;
  cuts: number;
  /** cuts the screen discarded, and cuts that passed it but could not be sewn */
  screened: number;
  unsewn: number;
}

export interface Measurement {
  threshold: number;
  maxCuts: number;
  rows: FeasibilityRow[];
}

export const usableShare = (r: FeasibilityRow): number => (r.cuts - r.screened - r.unsewn) / r.cuts;

/**
 * The shapes measured, width <= height (a board turned a quarter is the same problem): every
 * square side from 5 to 20, and every rectangle up to 20 whose long side is at most twice its
 * short side (longer strips are not what printed collections use); past 20, the squares in
 * LARGE_SQUARES, the large boards the generator offers.
 */
export function shapes(from = 5, to = 20): GridSize[] {
  const out: GridSize[] = [];
  for (let width = from; width <= to; width++) {
    for (let height = width; height <= Math.min(2 * width, to); height++) out.push({ width, height });
  }
  for (const side of LARGE_SQUARES) if (side > to) out.push({ width: side, height: side });
  return out;
}

/** square sides past the full table that are measured and offered */
const LARGE_SQUARES = [25, 30];

/**
 * Settings whose cuts can be stitched but whose unique puzzles take too long to make, so they
 * are not offered. At 30×30 k = 1 nearly every answer the generator sews has a second answer
 * under full margins: the last bench run that made one (bench/stitches-generate.ts) needed
 * 12,916 cuts, 13.9 M nodes and 861 s for a single puzzle, against seconds at k = 2.
 */
export const WITHHELD: readonly { size: string; k: number }[] = [{ size: '30x30', k: 1 }];

const withheld = (r: FeasibilityRow): boolean =>
  WITHHELD.some((w) => w.size === sizeKey(r.width, r.height) && w.k === r.k);

/** One setting, cut and sewn in the two stages the header describes. */
export function measure({ width, height }: GridSize, k: number, blocks: number, maxCuts = MAX_CUTS): FeasibilityRow {
  const rng = Rng.fromSeed(`feasibility ${width}x${height} k${k} b${blocks}`);
  const stats = emptyStats();
  const first = Math.min(FIRST_CUTS, maxCuts);
  let cuts = 0;
  for (; cuts < first; cuts++) cutAndSew({ width, height, k, blocks }, rng, new NodeBudget(Infinity), stats);
  if (cuts - stats.screened - stats.unsewn < CLEAR_SHARE * cuts) {
    for (; cuts < maxCuts; cuts++) cutAndSew({ width, height, k, blocks }, rng, new NodeBudget(Infinity), stats);
  }
  return { width, height, k, blocks, cuts, screened: stats.screened, unsewn: stats.unsewn };
}

/** Block counts from 3 upwards for one shape and k, until the share stays low. */
function sweepShape(shape: GridSize, k: number, maxCuts = MAX_CUTS): FeasibilityRow[] {
  const rows: FeasibilityRow[] = [];
  let fails = 0;
  for (let blocks = 3; blocks <= (shape.width * shape.height) / 2 && fails < FAILS_TO_STOP; blocks++) {
    const row = measure(shape, k, blocks, maxCuts);
    rows.push(row);
    fails = usableShare(row) < FEASIBLE_SHARE ? fails + 1 : 0;
  }
  return rows;
}

/** Sweeps block counts from 3 upwards for every shape and k. */
export function sweep(list: readonly GridSize[], maxCuts = MAX_CUTS): Measurement {
  return { threshold: FEASIBLE_SHARE, maxCuts, rows: list.flatMap((shape) => KS.flatMap((k) => sweepShape(shape, k, maxCuts))) };
}

/** What the rows offer: per shape, the largest block count offered at each k (0: none, or withheld). */
export function offeredFrom(m: Measurement): OfferedTable {
  const largest: Record<string, number[]> = {};
  for (const r of m.rows) {
    const key = sizeKey(r.width, r.height);
    const perK = (largest[key] ??= KS.map(() => 0));
    const i = KS.indexOf(r.k);
    // rows come in rising block order, so a count extends the run only right after the last one offered
    if (perK[i] === (r.blocks === 3 ? 0 : r.blocks - 1) && usableShare(r) >= m.threshold && !withheld(r)) perK[i] = r.blocks;
  }
  return { threshold: m.threshold, maxCuts: m.maxCuts, largest };
}

/** JSON with one entry a line, so the files read and diff as tables. */
function tableJson(head: Record<string, unknown>, listName: string, entries: string[], brackets: '[]' | '{}'): string {
  const fields = Object.entries(head).map(([name, value]) => ` ${JSON.stringify(name)}: ${JSON.stringify(value)},\n`).join('');
  return `{\n${fields} ${JSON.stringify(listName)}: ${brackets[0]}\n  ${entries.join(',\n  ')}\n ${brackets[1]}\n}\n`;
}

export const rowsJson = (m: Measurement): string =>
  tableJson({ threshold: m.threshold, maxCuts: m.maxCuts }, 'rows', m.rows.map((r) => JSON.stringify(r)), '[]');

export const offeredJson = (t: OfferedTable): string =>
  tableJson({ threshold: t.threshold, maxCuts: t.maxCuts }, 'largest', Object.entries(t.largest).map(([key, list]) => `${JSON.stringify(key)}: ${JSON.stringify(list)}`), '{}');

interface Size { shapes: GridSize[]; maxCuts: number }
interface Unit extends GridSize { k: number; maxCuts: number }

export const experiment = defineExperiment<Size, Unit, FeasibilityRow[]>({
  name: 'stitches-feasibility',
  summary: 'Stitches: which sizes, k and block counts can be stitched often enough to offer (writes src/stitches/feasibility.json)',
  module: import.meta.url,
  sizes: { full: { shapes: shapes(), maxCuts: MAX_CUTS }, quick: { shapes: [{ width: 5, height: 5 }, { width: 5, height: 6 }], maxCuts: FIRST_CUTS } },
  plan: ({ shapes: list, maxCuts }) => list.flatMap(({ width, height }) => KS.map((k) => ({ params: { width, height, k, maxCuts }, cost: width * height * k }))),
  runUnit: ({ width, height, k, maxCuts }) => sweepShape({ width, height }, k, maxCuts),
  gather: ({ maxCuts }, perUnit) => {
    const m: Measurement = { threshold: FEASIBLE_SHARE, maxCuts, rows: perUnit.flat() };
    const offered = offeredFrom(m);
    return {
      stats: { shapes: Object.keys(offered.largest).length, settings: m.rows.length, cuts: m.rows.reduce((sum, r) => sum + r.cuts, 0) },
      files: { [ROWS_PATH]: rowsJson(m), [OFFERED_PATH]: offeredJson(offered) },
    };
  },
});

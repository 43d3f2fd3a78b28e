/**
 * A whole board from our own machinery: the official 16x16 Eternity II set filled by the seeded
 * greedy row scan (src/edgematch/fill.ts), then polished by BANDSAW as a finisher (polish.ts):
 * bands of rows and of columns re-solved exactly, with the rest of the board fixed, while the
 * score rises, within a node budget. One work unit per seed; the best final board of the full
 * size is written to experiments/bandsaw-polish.board.json, which `puzzlelab score` checks.
 * `npm run stats -- bandsaw-polish` (about ten minutes on one worker, 2.5 per seed); the quick size polishes
 * Brendan's 6x6 set to a settled board.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../../src/core/rng.ts';
import { type Board, DEFAULT_SETTINGS, type Placement, emptyBoard, fillRows, parseInstance, polishBoard, scoreBoard, serializeBoard, solveBoard } from '../../src/edgematch/research.ts';
import { dataFile } from '../../data/paths.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

interface Size { set: string; seeds: string[]; rows: number; maxNodes: number; bandNodes: number }
interface Unit { set: string; seed: string; rows: number; maxNodes: number; bandNodes: number }

export interface PolishRow extends Unit {
  /** score of the greedy fill, and after polishing (internal edges matched) */
  fill: number;
  score: number;
  maximum: number;
  stop: 'settled' | 'max-nodes';
  sweeps: number;
  /** band searches run, those that ended proven, those that improved their band */
  bands: number;
  proven: number;
  improved: number;
  nodes: number;
  /** the final board's cells, row-major */
  cells: Placement[];
}

const SIZES: Record<'full' | 'quick', Size> = {
  full: { set: 'e2_official_16x16.txt', seeds: ['polish-1', 'polish-2', 'polish-3', 'polish-4'], rows: 2, maxNodes: 1.2e8, bandNodes: 5e6 },
  quick: { set: 'brendan_set1_06x06.txt', seeds: ['polish-1'], rows: 2, maxNodes: 1e7, bandNodes: 1e6 },
};

/** A row of bandsaw-polish-scan: "fill" is then the scan's board (or its greedy completion). */
export type ScanStartRow = PolishRow & { scanNodes: number };

/** Where the full size's best board is written. */
export const BOARD_FILE = 'experiments/bandsaw-polish.board.json';
/** The same for the polishing started from the scan backtracker. */
export const SCAN_START_BOARD_FILE = 'experiments/bandsaw-polish-scan.board.json';

export function setBoard(set: string): Board {
  const r = parseInstance(readFileSync(join(dataFile('edgematch'), set), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return emptyBoard(r.value);
}

function polishUnit(u: Unit): PolishRow {
  const empty = setBoard(u.set);
  return polished(u, fillRows(empty, empty.height, Rng.fromSeed(u.seed)));
}

/** The unit's start board polished within its budgets, as a row. */
function polished(u: Unit, start: Board): PolishRow {
  const p = polishBoard(start, { rows: u.rows, maxNodes: u.maxNodes, bandNodes: u.bandNodes });
  return {
    ...u, fill: p.start, score: p.score, maximum: scoreBoard(p.board).maximum, stop: p.stop, sweeps: p.sweeps,
    bands: p.bands.length, proven: p.bands.filter((b) => b.best !== null).length,
    improved: p.bands.filter((b) => b.best !== null && b.best < b.before).length, nodes: p.nodes,
    cells: p.board.cells as Placement[],
  };
}

/**
 * The start the write-up's way: its whole board came out of the exact machinery, a pruned
 * branch-and-bound and then exact bands, where bandsaw-polish starts from the greedy fill. Here the
 * start is the scan backtracker (default settings, no piece fixed) for `scanNodes`, completed by the
 * greedy fill when it has no whole board yet, then polished as above.
 */
function polishScanUnit({ scanNodes, ...u }: Unit & { scanNodes: number }): ScanStartRow {
  const scanned = solveBoard(setBoard(u.set), { ...DEFAULT_SETTINGS, seed: u.seed, maxNodes: scanNodes });
  return { ...polished(u, scanned.board), scanNodes };
}

/** The best row's board as the file `file`, for `puzzlelab score`. */
function bestBoardFile(rows: readonly PolishRow[], file: string): Record<string, string> {
  const best = bestRow(rows);
  return { [file]: serializeBoard({ ...setBoard(best.set), cells: best.cells }) };
}

/** The highest-scoring row (the first of equals). */
export function bestRow(rows: readonly PolishRow[]): PolishRow {
  return rows.reduce((a, b) => (b.score > a.score ? b : a));
}

export const experiment = defineExperiment<Size, Unit, PolishRow>({
  name: 'bandsaw-polish',
  summary: 'BANDSAW as a finisher: the official 16x16 set filled greedily, then bands of rows and columns re-solved exactly while the score rises',
  module: import.meta.url,
  inputs: ['data/edgematch/e2_official_16x16.txt', 'data/edgematch/brendan_set1_06x06.txt'],
  sizes: SIZES,
  plan: ({ seeds, ...rest }) => seeds.map((seed) => ({ params: { ...rest, seed }, cost: rest.maxNodes })),
  runUnit: polishUnit,
  gather: (_size, rows) => ({ stats: rows, files: bestBoardFile(rows, BOARD_FILE) }),
});

/** bandsaw-polish started from the scan backtracker's board instead of the greedy fill (the write-up's order: search, then exact bands). */
export const scanStartExperiment = defineExperiment<Size & { scanNodes: number }, Unit & { scanNodes: number }, ScanStartRow>({
  name: 'bandsaw-polish-scan',
  summary: 'BANDSAW as a finisher the write-up\'s way: the official 16x16 set from the scan backtracker, then bands of rows and columns re-solved exactly',
  module: import.meta.url,
  inputs: experiment.inputs,
  sizes: {
    full: { ...SIZES.full, scanNodes: 1e7 },
    quick: { ...SIZES.quick, scanNodes: 1e4 },
  },
  plan: ({ seeds, ...rest }) => seeds.map((seed) => ({ params: { ...rest, seed }, cost: rest.maxNodes + rest.scanNodes })),
  runUnit: polishScanUnit,
  gather: (_size, rows) => ({ stats: rows, files: bestBoardFile(rows, SCAN_START_BOARD_FILE) }),
});

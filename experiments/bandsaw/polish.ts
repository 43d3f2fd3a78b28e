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
import { type Board, type Placement, emptyBoard, fillRows, parseInstance, polishBoard, scoreBoard, serializeBoard } from '../../src/edgematch/research.ts';
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

/** Where the full size's best board is written. */
export const BOARD_FILE = 'experiments/bandsaw-polish.board.json';

export function setBoard(set: string): Board {
  const r = parseInstance(readFileSync(join(dataFile('edgematch'), set), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return emptyBoard(r.value);
}

function polishUnit(u: Unit): PolishRow {
  const empty = setBoard(u.set);
  const filled = fillRows(empty, empty.height, Rng.fromSeed(u.seed));
  const p = polishBoard(filled, { rows: u.rows, maxNodes: u.maxNodes, bandNodes: u.bandNodes });
  return {
    ...u, fill: p.start, score: p.score, maximum: scoreBoard(p.board).maximum, stop: p.stop, sweeps: p.sweeps,
    bands: p.bands.length, proven: p.bands.filter((b) => b.best !== null).length,
    improved: p.bands.filter((b) => b.best !== null && b.best < b.before).length, nodes: p.nodes,
    cells: p.board.cells as Placement[],
  };
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
  sizes: {
    full: { set: 'e2_official_16x16.txt', seeds: ['polish-1', 'polish-2', 'polish-3', 'polish-4'], rows: 2, maxNodes: 1.2e8, bandNodes: 5e6 },
    quick: { set: 'brendan_set1_06x06.txt', seeds: ['polish-1'], rows: 2, maxNodes: 1e7, bandNodes: 1e6 },
  },
  plan: ({ seeds, ...rest }) => seeds.map((seed) => ({ params: { ...rest, seed }, cost: rest.maxNodes })),
  runUnit: polishUnit,
  gather: (_size, rows) => {
    const best = bestRow(rows);
    const board = { ...setBoard(best.set), cells: best.cells };
    return { stats: rows, files: { [BOARD_FILE]: serializeBoard(board) } };
  },
});

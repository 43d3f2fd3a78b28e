/**
 * Score against search work for the scan backtracker on the official 16x16 set: one unit per
 * seed, each a `puzzlelab scan` run of the default settings for the size's node budget, with the
 * best score it held at each checkpoint (from the search's improvements), so the rows give the
 * distribution over seeds at every fixed budget. Node budgets turn into CPU time at the nodes/s
 * `npm run bench -- scan` measures. Through `npm run stats -- e2-scan --queue URL` the seeds
 * run on many machines. The quick size runs Brendan's 6x6 set.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFile } from '../../data/paths.ts';
import { DEFAULT_SETTINGS, type Placement, parseInstance, solveBoard } from '../../src/edgematch/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

interface Size { set: string; seeds: string[]; maxNodes: number; checkpoints: number[] }
interface Unit { set: string; seed: string; maxNodes: number; checkpoints: number[] }

export interface ScanRow extends Unit {
  /** best whole-board score held at each checkpoint (null before the first whole board) */
  scores: (number | null)[];
  score: number;
  restarts: number;
  cells: Placement[];
}

function scanUnit(u: Unit): ScanRow {
  const r = parseInstance(readFileSync(join(dataFile('edgematch'), u.set), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const result = solveBoard(r.value, { ...DEFAULT_SETTINGS, seed: u.seed, maxNodes: u.maxNodes });
  const scores = u.checkpoints.map((c) => result.trace.filter((t) => t.node <= c).reduce<number | null>((a, t) => Math.max(a ?? t.score, t.score), null));
  return { ...u, scores, score: result.score, restarts: result.restarts, cells: result.board.cells as Placement[] };
}

const seeds = (n: number) => Array.from({ length: n }, (_, i) => `scan-${i + 1}`);

export const experiment = defineExperiment<Size, Unit, ScanRow>({
  name: 'e2-scan',
  summary: 'The scan backtracker on the official 16x16 set: best score over seeds at fixed node budgets',
  module: import.meta.url,
  inputs: ['data/edgematch/e2_official_16x16.txt', 'data/edgematch/brendan_set1_06x06.txt'],
  sizes: {
    full: { set: 'e2_official_16x16.txt', seeds: seeds(16), maxNodes: 2e8, checkpoints: [1e6, 1e7, 5e7, 1e8, 2e8] },
    quick: { set: 'brendan_set1_06x06.txt', seeds: seeds(2), maxNodes: 2e5, checkpoints: [1e3, 1e4, 1e5, 2e5] },
  },
  plan: ({ seeds: list, ...rest }) => list.map((seed) => ({ params: { ...rest, seed }, cost: rest.maxNodes })),
  runUnit: scanUnit,
  gather: (_size, rows) => ({ stats: rows }),
});

/**
 * One seed of `scan --seeds N --queue URL` as a queue job: the instance and the settings with the
 * seed's own seed (S/i). A worker runs the same solve the threads of `scan --workers` run, to the
 * end of its node budgets (no stop flag), so the board is the same bytes wherever it was made. The
 * result is the SolveResult without the instance: the board travels as its cells.
 */
import { fileURLToPath } from 'node:url';
import type { Json } from '../../core/canonical-json.ts';
import type { Instance, Placement } from '../../edgematch/index.ts';
import { solveBoard, type SolveResult, type SolveSettings } from '../../edgematch/scan/solve.ts';
import { parseInstance, serializeInstance } from '../../edgematch/io.ts';
import { describeError } from '../../core/result.ts';
import { hashFiles, importGraph } from '../../node/code-hash.ts';
import type { TypedJob } from '../../queue/jobs.ts';
import type { JobKind } from '../../queue/kinds.ts';

export type ScanSeedJob = {
  /** an Instance (width, height, pieces) */
  instance: Json;
  /** SolveSettings, the seed already the job's own */
  settings: Json;
};

/** The seed's SolveResult with its board as cells, row-major, each [piece, rotation] (a worker's result always ran to the end). */
export type ScanSeedResult = Omit<SolveResult, 'board' | 'stop'> & { cells: [number, number][] };

/** The instance a job names, read as `scan` reads an instance file (the same reader and limits): a job is whatever is in Redis. */
function instanceOf(value: Json): Instance {
  let text: string;
  try {
    text = serializeInstance(value as unknown as Instance);
  } catch {
    throw new Error('the instance it describes is refused: expected {width, height, pieces}');
  }
  const read = parseInstance(text);
  if (!read.ok) throw new Error(`the instance it describes is refused: ${describeError(read.error)}`);
  return read.value;
}

export function runScanSeed(job: ScanSeedJob): ScanSeedResult {
  const r = solveBoard(instanceOf(job.instance), job.settings as unknown as SolveSettings);
  return {
    cells: r.board.cells.map((c) => {
      if (c === null) throw new Error('the solve left an empty cell');
      return [c[0], c[1]];
    }),
    scanScore: r.scanScore, scanWhole: r.scanWhole, score: r.score, nodes: r.nodes, polishNodes: r.polishNodes, restarts: r.restarts,
    trace: r.trace.map((t) => ({ node: t.node, score: t.score })),
  };
}

/** The result as the SolveResult of the seed on a thread. */
export const solveResultOf = (instance: Instance, r: ScanSeedResult): SolveResult => ({
  board: { ...instance, cells: r.cells.map((c): Placement => [c[0], c[1]]) },
  scanScore: r.scanScore, scanWhole: r.scanWhole, score: r.score, nodes: r.nodes, polishNodes: r.polishNodes, restarts: r.restarts,
  trace: r.trace, stop: 'done',
});

export const jobKind: JobKind<ScanSeedJob, ScanSeedResult> = {
  name: 'scan',
  run: runScanSeed,
  measureVersions: (root) => ({ scan: hashFiles(root, importGraph(fileURLToPath(import.meta.url))) }),
};

/** Seed `seed` of a `scan --seeds N --queue` run. */
export const scanSeedJob = (instance: Instance, settings: SolveSettings, code: string): TypedJob<ScanSeedJob, ScanSeedResult> => ({
  kind: 'scan', codeName: 'scan', code, label: `scan seed ${settings.seed}`,
  payload: { instance: instance as unknown as Json, settings: settings as unknown as Json },
});

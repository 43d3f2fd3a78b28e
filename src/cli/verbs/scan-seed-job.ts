/**
 * One seed of `scan --seeds N --queue URL` as a queue job: the instance and the settings with the
 * seed's own seed (S/i). A worker runs the same solve the threads of `scan --workers` run, to the
 * end of its node budgets (no stop flag), so the board is the same bytes wherever it was made. The
 * result is the SolveResult without the instance: the board travels as its cells.
 */
import { fileURLToPath } from 'node:url';
import type { Json } from '../../core/canonical-json.ts';
import type { Instance, Placement } from '../../edgematch/index.ts';
import { scanFor, solveBoard, type SolveResult, type SolveSettings } from '../../edgematch/scan/solve.ts';
import { parseInstance, serializeInstance } from '../../edgematch/io.ts';
import { describeError } from '../../core/result.ts';
import { hashFiles, importGraph } from '../../node/code-hash.ts';
import type { TypedJob } from '../../queue/jobs.ts';
import type { JobKind } from '../../queue/kinds.ts';

type ScanSeedJob = {
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

const WHOLE = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;

/**
 * The settings a job names, held to what `scan` takes from its flags (whole budgets, polish bands
 * of 2 rows up to the board's height, clues and a schedule the search accepts): a job is whatever
 * is in Redis, and a bad one must fail in one line, not deep in the search.
 */
function settingsOf(value: Json, instance: Instance): SolveSettings {
  const refused = (why: string) => new Error(`the settings it describes are refused: ${why}`);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refused('not a JSON object');
  const s = value as unknown as SolveSettings;
  if (typeof s.seed !== 'string') throw refused('seed is not a string');
  for (const f of ['maxNodes', 'restartNodes', 'polishNodes'] as const) if (!WHOLE(s[f])) throw refused(`${f} is not a whole number`);
  if (!WHOLE(s.polishRows) || s.polishRows < 2 || s.polishRows > instance.height) throw refused(`polishRows is not 2..${instance.height}`);
  if (typeof s.badFirst !== 'boolean' || typeof s.clues !== 'boolean') throw refused('badFirst and clues are not booleans');
  try {
    scanFor(instance, s); // what the command line asks of its settings too (the clues fit, the schedule reads)
  } catch (e) {
    throw refused((e as Error).message);
  }
  return s;
}

export function runScanSeed(job: ScanSeedJob): ScanSeedResult {
  const instance = instanceOf(job.instance);
  const r = solveBoard(instance, settingsOf(job.settings, instance));
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

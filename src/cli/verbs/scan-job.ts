/**
 * One seed of `puzzlelab scan --workers N` on its own thread: the scan in slices, its progress
 * posted after each, the stop flag (shared memory the main thread sets on Ctrl-C) read between
 * them, and the finished board posted at the end.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Instance } from '../../edgematch/index.ts';
import { finish, scanFor, SLICE, type SolveResult, type SolveSettings } from '../../edgematch/scan/solve.ts';

export interface ScanJob {
  instance: Instance;
  settings: SolveSettings;
  /** Int32 flag: non-zero asks the search to stop */
  stop: SharedArrayBuffer;
}

export type ScanJobMessage =
  | { type: 'progress'; nodes: number; best: number | null }
  | { type: 'done'; result: SolveResult };

const job = workerData as ScanJob;
const stop = new Int32Array(job.stop);
const post = (m: ScanJobMessage) => parentPort!.postMessage(m);
const search = scanFor(job.instance, job.settings);
let cancelled = false;
while (search.nodes < job.settings.maxNodes) {
  if (search.run(Math.min(SLICE, job.settings.maxNodes - search.nodes))) break;
  post({ type: 'progress', nodes: search.nodes, best: search.best.score });
  if (Atomics.load(stop, 0) !== 0) { cancelled = true; break; }
}
post({ type: 'done', result: finish(job.instance, search, job.settings, cancelled) });

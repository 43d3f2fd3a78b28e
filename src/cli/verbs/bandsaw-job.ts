/**
 * The worker side of `puzzlelab bandsaw`: runs the search off the main thread, so that the main
 * thread stays free to draw progress and to hear Ctrl-C. The stop flag is shared memory the
 * main thread sets; the search polls it and ends with the bracket it has proven.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BandProblem } from '../../edgematch/band.ts';
import { bandsaw, type BandsawOptions } from '../../edgematch/bandsaw/ratchet.ts';
import type { PassRecord } from '../../edgematch/bandsaw/certificate.ts';

export interface BandsawJob {
  problem: BandProblem;
  options: Pick<BandsawOptions, 'maxBytes' | 'maxBudget' | 'maxNodes' | 'split'>;
  /** Int32 flag: non-zero asks the search to stop */
  stop: SharedArrayBuffer;
}

export type BandsawJobMessage =
  | { type: 'pass'; round: number; pass: PassRecord }
  | { type: 'progress'; nodes: number; label: string }
  | { type: 'done'; result: ReturnType<typeof bandsaw> };

const job = workerData as BandsawJob;
const stop = new Int32Array(job.stop);
const post = (m: BandsawJobMessage) => parentPort!.postMessage(m);
const result = bandsaw(job.problem, {
  ...job.options,
  onPass: (round, pass) => post({ type: 'pass', round, pass }),
  progress: {
    cancelled: () => Atomics.load(stop, 0) !== 0,
    report: (nodes, _total, label) => post({ type: 'progress', nodes, label: label ?? '' }),
  },
});
post({ type: 'done', result });

/**
 * A slice runner's thread for `puzzlelab bandsaw --workers N` (bandsaw-pool.ts): takes the cuts of
 * the band as the pool's thread built them (bound tables in shared memory), then runs the probes
 * and slices it is sent, one at a time. A job comes with its
 * first task on this thread and is kept for the next ones. Shared flags stop a slice early: word
 * 0 set is Ctrl-C, word 1 holds the lowest job number still wanted.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { BandProblem } from '../../edgematch/band.ts';
import type { CutModel } from '../../edgematch/bandsaw/cuts.ts';
import type { Slice } from '../../edgematch/bandsaw/enumerate.ts';
import { SliceRunner, type EnumerationJob, type ProbeResult, type SliceResult } from '../../edgematch/bandsaw/slices.ts';

export interface SliceThreadData {
  problem: BandProblem;
  flags: SharedArrayBuffer;
}

/**
 * pool → thread: a probe or one slice of a job (the job itself when this thread has not seen it;
 * its slices always, as they are cut after the probe)
 */
export interface SliceTask {
  type: 'probe' | 'run';
  jobId: number;
  job?: EnumerationJob;
  slices: Slice[];
  index: number;
  /** the cut the job is on, built by the pool's thread, when this thread has not had it */
  cut?: Omit<CutModel, 'packer'>;
}

/** thread → pool */
export interface SliceAnswer {
  result: ProbeResult | SliceResult;
}

const data = workerData as SliceThreadData;
const flags = new Int32Array(data.flags);
const runner = new SliceRunner(data.problem);
const port = parentPort!;
let job: EnumerationJob | null = null;

port.on('message', (t: SliceTask) => {
  if (t.cut) runner.model.adopt(t.cut);
  if (t.job) job = t.job;
  if (!job || job.id !== t.jobId) throw new Error(`slice thread: job ${t.jobId} was never sent`);
  job.slices = t.slices;
  const id = job.id;
  const hooks = { cancelled: () => Atomics.load(flags, 0) !== 0 || Atomics.load(flags, 1) > id };
  const result = t.type === 'probe' ? runner.probe(job, hooks) : runner.run(job, t.index, hooks);
  const transfer = 'nodes' in result ? [result.keys, result.costs, result.chosen, result.key].filter((a) => a !== undefined).map((a) => a.buffer as ArrayBuffer) : [];
  port.postMessage({ result } satisfies SliceAnswer, transfer);
});

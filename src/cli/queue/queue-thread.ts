/**
 * A thread of `puzzlelab worker`: runs the jobs its process hands it, one at a time, each
 * through the same function the local pool and the command line use (experiment units through
 * experiments/pipeline/worker-task.ts, puzzles through generate-job.ts, BANDSAW slices through
 * band-job.ts). Work runs here, off the process's main thread, so that thread keeps renewing the
 * queue's locks however long a job runs.
 */
import { parentPort } from 'node:worker_threads';
import type { Json, WorkUnit } from '../../../experiments/pipeline/experiment.ts';
import { runWorkUnit } from '../../../experiments/pipeline/worker-task.ts';
import { runBandJob, type BandJob } from './band-job.ts';
import { runGenerateJob, type GenerateJob } from './generate-job.ts';
import type { JobSpec } from './jobs.ts';

/** process → thread */
export interface ThreadTask { spec: JobSpec }
/** thread → process */
export type ThreadReply = { ok: true; result: Json } | { ok: false; error: string };

function run(spec: JobSpec): Json {
  switch (spec.kind) {
    case 'unit': return runWorkUnit(spec.payload as unknown as WorkUnit) as unknown as Json;
    case 'generate': return runGenerateJob(spec.payload as unknown as GenerateJob);
    case 'band': return runBandJob(spec.payload as unknown as BandJob);
  }
}

const port = parentPort!;
port.on('message', ({ spec }: ThreadTask) => {
  let reply: ThreadReply;
  try {
    reply = { ok: true, result: run(spec) };
  } catch (e) {
    reply = { ok: false, error: String((e as Error)?.message ?? e).split('\n')[0]! };
  }
  port.postMessage(reply);
});

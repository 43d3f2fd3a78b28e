/**
 * A thread of `puzzlelab worker`: runs the jobs its process hands it, one at a time, each by its
 * kind's own function (kinds.ts), the one the local pool and the command line use too. Work runs
 * here, off the process's main thread, so that thread keeps renewing the queue's locks however
 * long a job runs. A thread fetches the blobs its jobs name (blobs.ts) by a connection of its
 * own, opened when first needed, to the queue's Redis (its workerData).
 */
import { parentPort, workerData } from 'node:worker_threads';
import type IORedis from 'ioredis';
import type { Json } from '../core/canonical-json.ts';
import { fetchBlob } from './blobs.ts';
import { connectQueue, type QueueAddress } from './connection.ts';
import type { JobSpec } from './jobs.ts';
import { loadKind } from './kinds.ts';

/** process → thread */
export interface ThreadTask { spec: JobSpec }
/** thread → process */
export type ThreadReply = { ok: true; result: Json } | { ok: false; error: string };

let redis: IORedis | null = null;
const fetch = (name: string): Promise<Buffer | null> => {
  if (!redis) {
    redis = connectQueue(workerData as QueueAddress, 'puzzlelab-worker-blobs');
    redis.on('error', () => {}); // the process's own connection says when Redis is away
  }
  return fetchBlob(redis, name);
};

/** The reply to one task: a job that throws is a reply too, never a rejection. */
async function answer({ spec }: ThreadTask): Promise<ThreadReply> {
  try {
    return { ok: true, result: await (await loadKind(spec.kind)).run(spec.payload, fetch) };
  } catch (e) {
    return { ok: false, error: String((e as Error)?.message ?? e).split('\n')[0]! };
  }
}

const port = parentPort!;
port.on('message', (task: ThreadTask) => void answer(task).then((reply) => port.postMessage(reply)));

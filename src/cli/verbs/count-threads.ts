/**
 * Exact walk counts on several threads: the compact frontier counter split into shards by a
 * hash of the state, one shard per worker thread. Each cell is one round: every shard expands
 * its states, the successors each shard owes another are handed over, and each shard adds them
 * into its table. The shards never share a table, so the count is the sum of theirs.
 */
import type { Worker } from 'node:worker_threads';
import { limbsValue } from '../../haisu/frontier.ts';
import { frontierCount } from '../../haisu/count.ts';
import type { ShardCommand, ShardJob, ShardReply } from './count-shard.ts';
import { startThread } from '../../node/threads.ts';

interface ThreadedCount {
  count: bigint;
  /** most states held in one step, over all shards */
  peakStates: number;
  /** bytes of the tables and hand-over records at their largest step, over all shards */
  peakBytes: number;
}

export async function countPathsThreaded(width: number, height: number, ends: number[], threads: number): Promise<ThreadedCount> {
  if (width * height === 1) return frontierCount(1, 1, ends);
  const workers = Array.from({ length: threads }, (_, shard) => {
    const job: ShardJob = { spec: { width, height, ends, shard, shards: threads } };
    return startThread('count-shard', import.meta.url, job);
  });
  const ask = (w: Worker, m: ShardCommand, transfer: ArrayBuffer[] = []): Promise<ShardReply> => new Promise((resolve, reject) => {
    const onError = (e: Error) => reject(e);
    w.once('error', onError);
    w.once('message', (r: ShardReply) => { w.off('error', onError); resolve(r); });
    w.postMessage(m, transfer);
  });
  try {
    let peakStates = 0, peakBytes = 0;
    for (let k = 0; k < width * height; k++) {
      const sent = await Promise.all(workers.map((w) => ask(w, { type: 'step', k })));
      const stepped = await Promise.all(workers.map((w, to) => {
        const records = sent.map((r) => (r.type === 'sent' ? r.boxes[to]! : new Uint32Array(0))).filter((b) => b.length > 0);
        return ask(w, { type: 'absorb', records }, records.map((b) => b.buffer as ArrayBuffer));
      }));
      let states = 0, bytes = 0;
      for (const r of stepped) if (r.type === 'stepped') { states += r.states; bytes += r.bytes; }
      peakStates = Math.max(peakStates, states);
      peakBytes = Math.max(peakBytes, bytes);
    }
    let count = 0n;
    for (const w of workers) {
      const r = await ask(w, { type: 'total' });
      if (r.type === 'total') count += limbsValue(r.done, 0, r.limbs);
    }
    return { count, peakStates, peakBytes };
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
}

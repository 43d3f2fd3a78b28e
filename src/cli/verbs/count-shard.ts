/**
 * The worker side of a threaded count: one shard of the compact frontier counter. The main
 * thread (count-threads.ts) steps every shard through each cell and passes each shard the
 * successors the others found for it.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { CompactCounter, type CompactSpec } from '../../haisu/frontier.ts';

export interface ShardJob {
  spec: CompactSpec;
}

/** main → shard */
export type ShardCommand =
  | { type: 'step'; k: number }
  | { type: 'absorb'; records: Uint32Array[] }
  | { type: 'total' };

/** shard → main */
export type ShardReply =
  | { type: 'sent'; boxes: Uint32Array[] }
  | { type: 'stepped'; states: number; bytes: number }
  | { type: 'total'; done: Uint32Array; limbs: number };

const job = workerData as ShardJob;
const counter = new CompactCounter(job.spec);
const port = parentPort!;
const reply = (m: ShardReply, transfer: ArrayBuffer[] = []) => port.postMessage(m, transfer);

port.on('message', (m: ShardCommand) => {
  if (m.type === 'step') {
    counter.step(m.k);
    const boxes = counter.outboxes.map((box) => box.take());
    reply({ type: 'sent', boxes }, boxes.map((b) => b.buffer as ArrayBuffer));
  } else if (m.type === 'absorb') {
    let inbound = 0;
    for (const records of m.records) { counter.absorb(records); inbound += records.byteLength; }
    const bytes = counter.cur.bytes + counter.next.bytes + inbound;
    reply({ type: 'stepped', states: counter.finishStep(), bytes });
  } else {
    reply({ type: 'total', done: counter.done, limbs: counter.limbs });
    port.close();
  }
});

/**
 * BANDSAW on several threads: the search runs here (drive.ts) and its slices run on worker
 * threads (bandsaw-slice.ts), each task going to the first idle thread. The certificate is the
 * one a single thread writes, byte for byte.
 */
import type { Worker } from 'node:worker_threads';
import { startThread } from '../../node/threads.ts';
import type { BandProblem } from '../../edgematch/band.ts';
import type { BoundTable } from '../../edgematch/bandsaw/bounds.ts';
import { BandModel, type CutModel, type HalfModel } from '../../edgematch/bandsaw/cuts.ts';
import type { Split } from '../../edgematch/bandsaw/halves.ts';
import { bandsawPooled, type SlicePool } from '../../edgematch/bandsaw/drive.ts';
import type { BandsawOptions, BandsawResult } from '../../edgematch/bandsaw/ratchet.ts';
import type { EnumerationJob, ProbeResult, SliceResult } from '../../edgematch/bandsaw/slices.ts';
import type { SliceAnswer, SliceTask, SliceThreadData } from './bandsaw-slice.ts';

interface Pending {
  task: Omit<SliceTask, 'job' | 'slices'>;
  job: EnumerationJob;
  resolve(r: ProbeResult | SliceResult): void;
  reject(e: Error): void;
}

const DROPPED: SliceResult = { nodes: 0, partials: 0, capped: false, cancelled: true };

/** A copy of a typed array in shared memory. */
function shared<T extends Int32Array | Uint8Array>(a: T): T {
  const copy = new (a.constructor as new (b: SharedArrayBuffer) => T)(new SharedArrayBuffer(a.byteLength));
  copy.set(a);
  return copy;
}

/** A cut to hand to the threads: its halves copied, its bound tables (the bulk) in shared memory. */
function sharedCut(cut: CutModel): Omit<CutModel, 'packer'> {
  const half = (h: HalfModel): HalfModel => {
    const share = (t: BoundTable) => Object.fromEntries(Object.entries(t).map(([k, v]) => [k, ArrayBuffer.isView(v) ? shared(v as Int32Array) : v])) as unknown as BoundTable;
    return { ...h, frameTable: share(h.frameTable), seamTable: share(h.seamTable) };
  };
  return { split: cut.split, first: half(cut.first), second: half(cut.second) };
}

class ThreadPool implements SlicePool {
  private readonly threads: { worker: Worker; jobId: number; cuts: Set<Split>; busy: Pending | null }[];
  private readonly cuts = new Map<Split, Omit<CutModel, 'packer'>>();
  private readonly queue: Pending[] = [];
  private readonly flags: Int32Array;
  private failed: Error | null = null;
  /** enumeration nodes of every slice a thread answered, read or not (what the threads spent, free of the machine's load) */
  ran = 0;

  constructor(p: BandProblem, private readonly model: BandModel, count: number, readonly stop: SharedArrayBuffer) {
    this.flags = new Int32Array(stop);
    this.threads = Array.from({ length: count }, () => {
      const t = { worker: startThread('bandsaw-slice', import.meta.url, { problem: p, flags: stop } satisfies SliceThreadData), jobId: -1, cuts: new Set<Split>(), busy: null as Pending | null };
      t.worker.on('message', (a: SliceAnswer) => {
        const done = t.busy!;
        t.busy = null;
        if ('nodes' in a.result) this.ran += a.result.nodes;
        done.resolve(a.result);
        this.next();
      });
      t.worker.on('error', (e) => {
        this.failed = e;
        t.busy?.reject(e);
        for (const q of this.queue.splice(0)) q.reject(e);
      });
      return t;
    });
  }

  probe(job: EnumerationJob): Promise<ProbeResult> {
    return this.ask(job, { type: 'probe', jobId: job.id, index: 0 }) as Promise<ProbeResult>;
  }

  run(job: EnumerationJob, index: number): Promise<SliceResult> {
    return this.ask(job, { type: 'run', jobId: job.id, index }) as Promise<SliceResult>;
  }

  dropBefore(id: number): void {
    Atomics.store(this.flags, 1, id);
    for (const q of this.queue.splice(0)) {
      if (q.job.id < id) q.resolve(DROPPED);
      else this.queue.push(q);
    }
  }

  close(): Promise<number[]> {
    return Promise.all(this.threads.map((t) => t.worker.terminate()));
  }

  private sharedCut(split: Split): Omit<CutModel, 'packer'> {
    let cut = this.cuts.get(split);
    if (!cut) this.cuts.set(split, cut = sharedCut(this.model.cut(split)));
    return cut;
  }

  private ask(job: EnumerationJob, task: Pending['task']): Promise<ProbeResult | SliceResult> {
    if (this.failed) return Promise.reject(this.failed);
    return new Promise((resolve, reject) => {
      this.queue.push({ task, job, resolve, reject });
      this.next();
    });
  }

  private next(): void {
    for (const t of this.threads) {
      if (t.busy || this.queue.length === 0) continue;
      const q = this.queue.shift()!;
      t.busy = q;
      const split = q.job.split;
      const message: SliceTask = {
        ...q.task, slices: q.job.slices, ...(t.jobId !== q.job.id ? { job: q.job } : {}), ...(t.cuts.has(split) ? {} : { cut: this.sharedCut(split) }),
      };
      t.jobId = q.job.id;
      t.cuts.add(split);
      t.worker.postMessage(message);
    }
  }
}

/**
 * BANDSAW with its slices on `threads` worker threads. `stop` is a shared Int32 flag word (word 0
 * non-zero stops the search with its bracket, as Ctrl-C does); the search polls it through
 * options.progress as well. `slicesRan` counts the nodes of every slice the threads answered,
 * those the search never read included (the cost of running slices ahead of the search).
 */
export async function bandsawThreaded(p: BandProblem, options: BandsawOptions, threads: number, stop = new SharedArrayBuffer(8)): Promise<BandsawResult & { slicesRan: number }> {
  const model = new BandModel(p);
  const pool = new ThreadPool(p, model, threads, stop);
  const flags = new Int32Array(stop);
  try {
    const result = await bandsawPooled(p, { ...options, progress: { ...options.progress, cancelled: () => Atomics.load(flags, 0) !== 0 || options.progress?.cancelled?.() === true } }, pool, model);
    return { ...result, slicesRan: pool.ran };
  } finally {
    await pool.close();
  }
}

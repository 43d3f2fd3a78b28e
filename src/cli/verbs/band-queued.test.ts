import { describe, expect, it } from 'vitest';
import { canonicalJson, type Json } from '../../core/canonical-json.ts';
import type { BandProblem } from '../../edgematch/band.ts';
import { slicesOf, type EnumerationJob, type StreamJob } from '../../edgematch/bandsaw/slices.ts';
import { QueuePool, type SliceQueue } from './band-queued.ts';
import { storedBlob, type BandJob } from './band-job.ts';
import type { Blob } from '../../queue/blobs.ts';
import type { JobSpec, TypedJob } from '../../queue/jobs.ts';
import { fromWire } from '../../queue/wire.ts';

/** A queue that takes jobs and blobs down and never answers. */
class Recorder implements SliceQueue {
  readonly sent: JobSpec[] = [];
  /** what happened to blobs, in order: "hold NAME", "release NAME" */
  readonly blobs: string[] = [];
  run<P extends Json, R extends Json>(spec: TypedJob<P, R>): Promise<R> {
    this.sent.push(spec);
    return new Promise(() => {});
  }
  withdraw(): void {}
  hold(blob: Blob): void { this.blobs.push(`hold ${blob.name}`); }
  release(name: string): void { this.blobs.push(`release ${name}`); }
}

/** A band stand-in of a realistic size (the pool never runs a job, so any JSON does). */
const problem = { width: 16, rows: 4, pieces: Array.from({ length: 80 }, (_, i) => [i % 23, (i * 7) % 23, (i * 11) % 23, (i * 13) % 23]) } as unknown as BandProblem;

/** A stream job against `count` stored entries of three key words, every byte set. */
function streamJob(id: number, count: number): EnumerationJob & StreamJob {
  const keys = new Uint32Array(count * 3).map((_, i) => Math.imul(i + id, 2654435761) >>> 0);
  const costs = new Uint8Array(count).map((_, i) => i % 9);
  return { kind: 'stream', split: 'columns', half: 'left', budget: 5, joinBudget: 11, storedName: `columns/right/${id}`, stored: { count, keys, costs }, id, round: 11, maxNodes: 1e9, slices: [] };
}

/** The probe and 64 slices of the job, as the search asks for them; the size of each job's data as JSON text. */
function sendAll(pool: QueuePool, queue: Recorder, job: EnumerationJob): number[] {
  const from = queue.sent.length;
  void pool.probe(job);
  job.slices = slicesOf({ depth: 4, prefixes: 5000 });
  for (let i = 0; i < job.slices.length; i++) void pool.run(job, i);
  return queue.sent.slice(from).map((s) => canonicalJson(s as unknown as Json).length);
}

describe('a band proof through the queue', () => {
  it('a stream job\'s probe and slices carry only the name of its stored entries, which the queue holds once for the job', () => {
    const queue = new Recorder();
    const pool = new QueuePool(queue, problem, 'c0de');
    const large = streamJob(1, 300_000), small = streamJob(2, 10);
    const bandBytes = canonicalJson(problem as unknown as Json).length;
    const largeSizes = sendAll(pool, queue, large);
    expect(largeSizes).toHaveLength(65);
    // megabytes of stored entries, none of them in a job: the band and the bounds of the 64 slices are most of it
    expect(large.stored.keys.byteLength).toBeGreaterThan(2 ** 20);
    expect(Math.max(...largeSizes)).toBeLessThan(bandBytes + 8192);
    // the job's data is the same size whatever the stored side's
    const smallSizes = sendAll(pool, queue, small);
    expect(smallSizes).toEqual(largeSizes);
    const [a, b] = [storedBlob(large.stored), storedBlob(small.stored)].map((x) => x.name);
    // one blob per job, not one per probe or slice; the first let go once the search asked for the second job
    expect(queue.blobs).toEqual([`hold ${a}`, `release ${a}`, `hold ${b}`]);
    const names = queue.sent.map((s) => fromWire<{ storedName: string }>((s.payload as unknown as BandJob).job).storedName);
    expect(names).toEqual([...new Array<string>(65).fill(a!), ...new Array<string>(65).fill(b!)]);
  });

  it('a job with no stored entries lets the held blob go and holds none', () => {
    const queue = new Recorder();
    const pool = new QueuePool(queue, problem, 'c0de');
    const stream = streamJob(1, 100);
    sendAll(pool, queue, stream);
    void pool.probe({ kind: 'store', split: 'columns', half: 'right', budget: 5, maxBytes: 1 << 20, id: 2, round: 12, maxNodes: 1e9, slices: [] });
    expect(queue.blobs).toEqual([`hold ${storedBlob(stream.stored).name}`, `release ${storedBlob(stream.stored).name}`]);
  });
});

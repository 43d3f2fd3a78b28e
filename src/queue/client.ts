/**
 * The gathering side of the job queue (BullMQ on Redis): hands jobs to whatever `puzzlelab
 * worker`s are listening and resolves each with its result, in whatever order they finish.
 *
 * Nothing is lost and nothing counted twice:
 * - a job's id is the hash of what makes its result (jobs.ts), so asking again for work the queue
 *   already holds finds it instead of adding it (a rerun after the gatherer died takes the results
 *   finished meanwhile), and a result that comes twice is taken once;
 * - results come by BullMQ's event stream, and a sweep looks at every job still awaited now and
 *   then: a finished job whose event was missed is taken, a job Redis no longer has (restarted
 *   without persistence) is added again;
 * - a worker that dies mid-job loses its lock, and another worker takes the job (worker.ts).
 *
 * A full Redis (maxmemory reached, nothing to evict) is no outage to wait out: it refuses the jobs
 * and the results both, for as long as nobody makes room. A refused write, or a sweep that finds
 * Redis full, fails every job awaited with one line saying so.
 *
 * Values many jobs share go into Redis once, as blobs (blobs.ts) the jobs name: the gatherer
 * holds a blob there from before the first job naming it goes in until it lets it go (or
 * closes), and the sweep puts it back if Redis has lost it, before adding lost jobs again.
 */
import { randomUUID } from 'node:crypto';
import { Job, Queue, QueueEvents, type JobsOptions } from 'bullmq';
import type IORedis from 'ioredis';
import { canonicalJson, type Json } from '../core/canonical-json.ts';
import { oneLine } from '../core/json.ts';
import { dropBlob, putBlob, type Blob } from './blobs.ts';
import { connectQueue, fullLine, fullMemory, loggedIn, QUEUE_NAME, refusedAsFull, type QueueAddress } from './connection.ts';
import { JobFailed, QueueUnreachable } from './errors.ts';
import { jobIdOf, type JobSpec, type TypedJob } from './jobs.ts';

/** Finished and failed jobs stay a day, so a rerun after the gatherer died finds them. */
const KEEP_SECONDS = 24 * 3600;
export const JOB_OPTIONS: JobsOptions = {
  attempts: 1,
  removeOnComplete: { age: KEEP_SECONDS },
  removeOnFail: { age: KEEP_SECONDS },
};

/** The sweep runs this often at least, and never takes more than a twentieth of the gatherer's time. */
const SWEEP_MS = 2000;
const ADD_BATCH = 1000;
const CONNECT_MS = 15_000;

interface Awaited {
  id: string;
  spec: JobSpec;
  /** handed to the queue (the sweep leaves alone what is not yet) */
  added: boolean;
  done: boolean;
  promise: Promise<Json>;
  /** what is wrong with a result that does not have the shape the asker reads, or null */
  check: ResultCheck | undefined;
  resolve(value: Json): void;
  reject(e: Error): void;
}

/** What is wrong with a job's result, or null when it has the shape the asker reads. */
export type ResultCheck = (result: Json) => string | null;

export interface QueueCounts {
  /** jobs this gatherer asked for */
  asked: number;
  /** of those, found already finished in the queue (by workers, before this gatherer asked) */
  found: number;
  /** added again because Redis had lost them */
  readded: number;
}

export class JobQueue {
  private readonly awaited = new Map<string, Awaited>();
  private toAdd: Awaited[] = [];
  private flushing: Promise<void> = Promise.resolve();
  private sweepTimer: NodeJS.Timeout | undefined;
  private closed = false;
  /** the Redis problem last reported, so an outage is said once */
  private trouble: string | null = null;
  /** why every job fails, once Redis is full (and whether that is being found out) */
  private full: string | null = null;
  private fullSaid = false;
  /** blobs held in Redis for the jobs, by name */
  private readonly held = new Map<string, Blob>();
  /** names this gatherer among the holders of a blob */
  private readonly holder = randomUUID();
  readonly counts: QueueCounts = { asked: 0, found: 0, readded: 0 };

  private constructor(
    readonly address: QueueAddress,
    private readonly queue: Queue,
    private readonly events: QueueEvents,
    private readonly connections: IORedis[],
    private readonly since: number,
    private readonly notice: (line: string) => void,
  ) {}

  /** Connects (or says in one line why it cannot, after a while) and listens for results. */
  static async open(address: QueueAddress, notice: (line: string) => void = () => {}): Promise<JobQueue> {
    const connections: IORedis[] = [];
    let last = '';
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new QueueUnreachable(`cannot reach Redis at ${address.shown}${last ? ` (${last})` : ''}`)), CONNECT_MS);
    });
    // one at a time: the second is opened once the first is in, so a refused login or
    // certificate is met by one connection only (a second one torn down mid-handshake made
    // Node throw the server's TLS alert, an unhandled error)
    let gaveUp = false;
    const open = async (name: string): Promise<IORedis> => {
      if (gaveUp) throw new QueueUnreachable(`cannot reach Redis at ${address.shown}`);
      const c = connectQueue(address, name);
      connections.push(c);
      c.on('error', (e: Error) => { last = e.message; });
      await loggedIn(c, address);
      return c;
    };
    let queue: Queue | undefined, events: QueueEvents | undefined;
    try {
      const [main, listening] = await Promise.race([(async () => [await open('puzzlelab-gatherer'), await open('puzzlelab-gatherer-events')])(), timeout]);
      queue = new Queue(QUEUE_NAME, { connection: main!, defaultJobOptions: JOB_OPTIONS });
      events = new QueueEvents(QUEUE_NAME, { connection: listening! });
      await Promise.race([Promise.all([queue.waitUntilReady(), events.waitUntilReady()]), timeout]);
    } catch (e) {
      gaveUp = true;
      await Promise.all([queue?.close(), events?.close()]).catch(() => {});
      for (const c of connections) c.disconnect();
      throw e;
    } finally {
      clearTimeout(timer);
    }
    const q = new JobQueue(address, queue, events, connections, Date.now(), notice);
    queue.on('error', (e) => q.troubled(e));
    events.on('error', (e) => q.troubled(e));
    events.on('completed', ({ jobId, returnvalue }) => q.settle(jobId, returnvalue as unknown as Json));
    events.on('failed', ({ jobId, failedReason }) => q.fail(jobId, failedReason));
    q.scheduleSweep(SWEEP_MS);
    return q;
  }

  /**
   * Runs a job somewhere; resolves with its result. The same job asked twice is one job (asked
   * again once done, the queue finds it finished). A result `check` refuses fails the job, with one
   * line, instead of reaching the asker.
   */
  run<P extends Json, R extends Json>(spec: TypedJob<P, R>, check?: ResultCheck): Promise<R> {
    return this.runSpec(spec, check) as Promise<R>;
  }

  private runSpec(spec: JobSpec, check?: ResultCheck): Promise<Json> {
    if (this.full !== null) return Promise.reject(new JobFailed(this.full));
    const id = jobIdOf(spec);
    const known = this.awaited.get(id);
    if (known) return known.promise;
    let resolve!: (v: Json) => void, reject!: (e: Error) => void;
    const promise = new Promise<Json>((res, rej) => { resolve = res; reject = rej; });
    const a: Awaited = { id, spec, added: false, done: false, promise, check, resolve, reject };
    this.awaited.set(id, a);
    this.counts.asked++;
    // jobs asked for in one turn of the event loop go in together, in the order asked
    if (this.toAdd.push(a) === 1) setImmediate(() => void this.inTurn(() => this.flush()));
    return promise;
  }

  /**
   * Puts `blob` into Redis before any job asked for after this call goes in, and keeps it there
   * (put back if Redis loses it) until released or the queue closes.
   */
  hold(blob: Blob): void {
    if (this.held.has(blob.name)) return;
    this.held.set(blob.name, blob);
    void this.inTurn(() => putBlob(this.redis, blob, this.holder));
  }

  /** Lets a blob go: it leaves Redis once the jobs asked for before this call are in. */
  release(name: string): void {
    if (this.held.delete(name)) void this.inTurn(() => dropBlob(this.redis, name, this.holder));
  }

  /** Stops listening. With `withdraw`, jobs not yet started leave the queue (finished ones stay for a rerun). */
  async close(withdraw: boolean): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.sweepTimer);
    const left = [...this.awaited.values()].filter((a) => !a.done);
    const tidy = async () => {
      await this.flushing;
      if (withdraw) await this.removeWaiting(left);
      await Promise.all([...this.held.keys()].map((name) => dropBlob(this.redis, name, this.holder)));
      await this.events.close();
      await this.queue.close();
    };
    // with Redis away this would wait for ever; give it a moment, then just hang up
    await Promise.race([tidy().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 3000).unref())]);
    for (const c of this.connections) c.disconnect();
  }

  /**
   * Jobs no longer wanted (their promises never settle): they leave the queue unless a worker has
   * started them, and a result that comes for one is not taken.
   */
  withdraw(specs: readonly JobSpec[]): void {
    const gone: Awaited[] = [];
    for (const spec of specs) {
      const a = this.awaited.get(jobIdOf(spec));
      if (!a || a.done) continue;
      this.finished(a);
      gone.push(a);
    }
    // after the flush that adds them, if it is still to come
    if (gone.length > 0) void this.inTurn(() => this.removeWaiting(gone));
  }

  /** Runs `work` after the adds, removals and blobs asked for before, in turn. */
  private inTurn(work: () => Promise<unknown>): Promise<void> {
    this.flushing = this.flushing.then(work).then(() => {}, (e: Error) => this.troubled(e));
    return this.flushing;
  }

  /** The connection the queue's own commands go by. */
  private get redis(): IORedis {
    return this.connections[0]!;
  }

  private async removeWaiting(list: readonly Awaited[]): Promise<void> {
    await Promise.all(list.map(async (a) => {
      const job = await Job.fromId(this.queue, a.id);
      if (job && ['waiting', 'delayed', 'prioritized'].includes(await job.getState())) await job.remove().catch(() => {});
    }));
  }

  private async flush(): Promise<void> {
    const batch = this.toAdd.filter((a) => !a.done);
    this.toAdd = [];
    try {
      for (let i = 0; i < batch.length; i += ADD_BATCH) {
        await this.queue.addBulk(batch.slice(i, i + ADD_BATCH).map((a) => ({ name: a.spec.kind, data: a.spec, opts: { jobId: a.id } })));
      }
    } catch (e) {
      // the sweep adds whatever did not get in
      this.troubled(e as Error);
    }
    for (const a of batch) a.added = true;
    // the queue may hold some of these already, finished (or failed) before this run asked
    await this.check(batch);
  }

  private scheduleSweep(ms: number): void {
    if (this.closed) return;
    // nothing waits on the sweep, and it never rejects: inTurn and check report their own trouble
    this.sweepTimer = setTimeout(() => void this.sweep(), ms);
  }

  private async sweep(): Promise<void> {
    const started = performance.now();
    // a blob Redis has lost goes back before the jobs that name it
    await this.inTurn(() => Promise.all([...this.held.values()].map((blob) => putBlob(this.redis, blob, this.holder))));
    await this.check([...this.awaited.values()]);
    // with Redis full the workers' results cannot come in either, so a gatherer only waiting would wait for ever
    if (await fullMemory(this.redis).catch(() => null)) await this.failAll();
    this.scheduleSweep(Math.max(SWEEP_MS, 20 * (performance.now() - started)));
  }

  /** Looks at each job still awaited: takes finished results, re-adds lost jobs, retries stale failures. */
  private async check(list: readonly Awaited[]): Promise<void> {
    try {
      await Promise.all(list.filter((a) => a.added && !a.done).map(async (a) => {
        // the state first: a job read before its state could be one read while still running,
        // with no result yet, that finishes in between
        const state = await this.queue.getJobState(a.id);
        if (this.closed || a.done) return;
        if (state === 'unknown') {
          this.counts.readded++;
          await this.queue.add(a.spec.kind, a.spec, { jobId: a.id });
          return;
        }
        if (state !== 'completed' && state !== 'failed') return;
        // finished jobs change no more (until they expire, and then the next sweep adds them again)
        let job: Job | undefined;
        try {
          job = await Job.fromId(this.queue, a.id);
        } catch (e) {
          // BullMQ parses the job's data as it reads it: data that is not JSON is the job's fault, not Redis's
          if (!(e instanceof SyntaxError)) throw e;
          this.fail(a.id, `its data in Redis is not JSON (${oneLine(e.message, 80)})`);
          return;
        }
        if (!job || this.closed || a.done) return;
        if (state === 'completed') {
          if ((job.finishedOn ?? 0) < this.since) this.counts.found++;
          this.settle(a.id, job.returnvalue as Json, job.data as JobSpec);
        } else {
          // a failure from an earlier run is tried again; one in this run ends the run
          if ((job.finishedOn ?? 0) < this.since) await job.retry('failed');
          else this.fail(a.id, job.failedReason);
        }
      }));
      if (this.trouble) {
        this.notice(`Redis at ${this.address.shown} answers again`);
        this.trouble = null;
      }
    } catch (e) {
      this.troubled(e as Error);
    }
  }

  private settle(id: string, value: Json, data?: JobSpec): void {
    const a = this.awaited.get(id);
    if (!a || a.done) return;
    // an id names its work by a hash: a job holding other work is a collision, not a result
    if (data && canonicalJson(data) !== canonicalJson(a.spec)) return;
    this.finished(a);
    const problem = a.check?.(value) ?? null;
    if (problem === null) a.resolve(value);
    else a.reject(new JobFailed(`${a.spec.label}: the worker's result is malformed (${problem})`));
  }

  private fail(id: string, reason: string): void {
    const a = this.awaited.get(id);
    if (!a || a.done) return;
    this.finished(a);
    const why = /stalled more than allowable limit/.test(reason)
      ? `${a.spec.label}: its worker died or stopped answering each time it ran it`
      : reason.startsWith('refused ') ? reason : `${a.spec.label}: ${reason}`;
    a.reject(new JobFailed(why));
  }

  /**
   * Done with: no longer looked at by the sweep, nor held (a long band proof asks for many
   * thousands of slices, each with its payload); a result that comes again finds nothing awaiting it.
   */
  private finished(a: Awaited): void {
    a.done = true;
    this.awaited.delete(a.id);
  }

  /** Redis is full: every job awaited, and every one asked for from now, fails with the one line that says so. */
  private async failAll(): Promise<void> {
    if (this.fullSaid) return;
    this.fullSaid = true;
    this.full = await fullLine(this.redis, this.address);
    const failure = new JobFailed(this.full);
    for (const a of [...this.awaited.values()]) {
      this.finished(a);
      a.reject(failure);
    }
  }

  private troubled(e: Error): void {
    if (refusedAsFull(e)) { void this.failAll(); return; }
    if (this.closed || this.trouble === e.message) return;
    this.trouble = e.message;
    this.notice(`Redis at ${this.address.shown}: ${e.message}; waiting for it`);
  }
}

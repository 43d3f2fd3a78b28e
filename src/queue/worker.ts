/**
 * `puzzlelab worker URL`: takes jobs from the queue (BullMQ on Redis) and runs them, as many at
 * once as it has threads, until stopped. Any number of workers on any machines may serve one
 * queue; each must run the same code as the gatherer that made the jobs, and refuses, with one
 * line, a job made by other code.
 *
 * A job is held under a lock the worker renews while it runs; a worker that dies (or loses its
 * network) stops renewing, and once the lease has run out another worker takes the job again.
 */
import { hostname } from 'node:os';
import type { Worker as Thread } from 'node:worker_threads';
import { UnrecoverableError, Worker, type Job, type JobJson } from 'bullmq';
import type { Json } from '../core/canonical-json.ts';
import { oneLine } from '../core/json.ts';
import { startThread } from '../node/threads.ts';
import { codeVersions } from './code-versions.ts';
import { connectQueue, fullLine, fullMemory, loggedIn, QUEUE_NAME, hopeless, refusedAsFull, type QueueAddress } from './connection.ts';
import { QueueUnreachable } from './errors.ts';
import { jobSpecFault, ownVersion, refusal, type JobSpec } from './jobs.ts';
import type { ThreadReply, ThreadTask } from './queue-thread.ts';

export interface WorkerSettings {
  threads: number;
  /** seconds a job stays with a worker that stopped answering before another takes it */
  lease: number;
}

/** A job may lose its worker this many times; after that it fails (a job that kills every worker). */
export const MAX_LOST = 3;

/** Threads that each run one job at a time; a thread that dies is replaced. */
class Threads {
  private idle: Thread[] = [];
  private readonly all = new Set<Thread>();

  /** `address`: the queue's, where a thread fetches the blobs its jobs name */
  constructor(private readonly address: QueueAddress) {}

  run(spec: JobSpec): Promise<Json> {
    const thread = this.idle.pop() ?? this.start();
    return new Promise<Json>((resolve, reject) => {
      const onExit = (code: number) => { this.all.delete(thread); reject(new Error(`the thread running it stopped (exit code ${code})`)); };
      thread.once('exit', onExit);
      thread.once('message', (r: ThreadReply) => {
        thread.off('exit', onExit);
        this.idle.push(thread);
        if (r.ok) resolve(r.result);
        else reject(new Error(r.error));
      });
      thread.postMessage({ spec } satisfies ThreadTask);
    });
  }

  private start(): Thread {
    const thread = startThread('queue-thread', import.meta.url, this.address);
    this.all.add(thread);
    return thread;
  }

  async close(): Promise<void> {
    await Promise.all([...this.all].map((t) => t.terminate()));
  }
}

/** Jobs whose data could not be read as JSON, with why: the processor fails them. */
const unreadable = new WeakMap<Job, string>();

/**
 * BullMQ reads a job's data as JSON before the processor sees it, and a throw there surfaces as a
 * connection error while the job stays active for ever. This worker hands such a job on with no
 * data, for the processor to fail with one line like any other bad job.
 */
class JobWorker extends Worker {
  protected override createJob(raw: JobJson, id: string): Job {
    try {
      return super.createJob(raw, id);
    } catch (e) {
      const job = super.createJob({ ...raw, data: 'null' }, id);
      unreadable.set(job, `its data is not JSON (${oneLine(String((e as Error)?.message ?? e), 80)})`);
      return job;
    }
  }
}

/** Serves the queue until SIGINT or SIGTERM (the jobs under way finish first; a second signal, or the first while Redis is away, stops at once). */
export async function serveQueue(address: QueueAddress, settings: WorkerSettings, say: (line: string) => void): Promise<number> {
  const versions = await codeVersions();
  const threads = new Threads(address);
  const name = `${hostname()}:${process.pid}`;
  let ran = 0, refused = 0, trouble: string | null = null;
  const processor = async (job: Job): Promise<Json> => {
    const fault = unreadable.get(job) ?? jobSpecFault(job.data);
    if (fault !== null) {
      refused++;
      const line = `failed job ${oneLine(job.id ?? '?', 80)}: ${fault}`;
      say(line);
      throw new UnrecoverableError(line);
    }
    const spec = job.data as JobSpec;
    const own = ownVersion(versions, spec);
    if (own !== spec.code) {
      refused++;
      const line = refusal(spec, own);
      say(line);
      throw new UnrecoverableError(line);
    }
    const result = await threads.run(spec);
    ran++;
    return result;
  };
  const connection = connectQueue(address, 'puzzlelab-worker');
  // a full Redis refuses the results as well as the jobs: no waiting mends it, so the worker stops
  let status = 0, quitFull = (): void => {};
  const troubled = (e: Error): void => {
    if (refusedAsFull(e)) { quitFull(); return; }
    // a refused login or certificate is said once, below, and ends the worker
    if (trouble === e.message || hopeless(e) !== null) return;
    trouble = e.message;
    say(`Redis at ${address.shown}: ${e.message}; waiting for it`);
  };
  connection.on('error', troubled);
  try {
    await loggedIn(connection, address);
  } catch (e) {
    if (!(e instanceof QueueUnreachable)) throw e;
    say(e.message);
    return 2;
  }
  if (await fullMemory(connection).catch(() => null)) {
    say(await fullLine(connection, address));
    connection.disconnect();
    return 1;
  }
  const worker = new JobWorker(QUEUE_NAME, processor, {
    connection, name, concurrency: settings.threads, autorun: false,
    lockDuration: settings.lease * 1000, stalledInterval: settings.lease * 1000, maxStalledCount: MAX_LOST,
  });
  worker.on('error', troubled);
  connection.on('ready', () => {
    if (trouble !== null) say(`Redis at ${address.shown} answers again`);
    trouble = null;
  });
  const cpu0 = process.cpuUsage(), wall0 = performance.now();
  let stopping = false, forced = (): void => {};
  const abandoned = new Promise<void>((resolve) => { forced = resolve; });
  const stop = (): void => {
    if (stopping) process.exit(130);
    stopping = true;
    if (connection.status !== 'ready') {
      // with Redis gone no result can be handed in, and a graceful close would wait for Redis
      say(`stopping at once: Redis at ${address.shown} is not answering, so the jobs under way go back to the queue when it does`);
      connection.disconnect();
      void worker.close(true);
      forced(); // worker.run() does not settle without Redis
      return;
    }
    say('stopping: finishing the jobs under way (again to stop at once)');
    void worker.close();
  };
  quitFull = () => {
    if (status !== 0) return;
    status = 1;
    stopping = true;
    void fullLine(connection, address).then((line) => {
      say(`${line}; stopping (the jobs under way go back to the queue once it has room)`);
      void worker.close(true);
      forced();
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  say(`serving ${address.shown} on ${settings.threads} thread${settings.threads === 1 ? '' : 's'} as ${name}`);
  await Promise.race([worker.run(), abandoned]);
  await threads.close();
  connection.disconnect();
  const cpu = process.cpuUsage(cpu0);
  say(`stopped after ${ran} jobs (${refused} refused) in ${((performance.now() - wall0) / 1000).toFixed(1)} s, ${((cpu.user + cpu.system) / 1e6).toFixed(1)} CPU s`);
  return status;
}

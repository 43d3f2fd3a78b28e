/**
 * Where units run. The stats command only needs `run(unit)` and `close()`, so the job queue
 * (`--queue URL`: BullMQ on Redis, units run by `puzzlelab worker`s on any machines) stands in
 * for the local pool without touching anything else.
 */
import Tinypool from 'tinypool';
import type { UnitOutcome, UnitRunner } from './experiment.ts';
import type { QueueCounts } from '../../src/queue/client.ts';
import { outcomeFault } from './cache.ts';

/** A pool of worker threads (tinypool), one unit per worker at a time. */
export function localPool(workers: number): UnitRunner {
  const pool = new Tinypool({
    filename: new URL('./worker.mjs', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    // a worker is kept for the whole run; the modules it loaded stay warm
    idleTimeout: 60_000,
  });
  return {
    parallel: workers,
    run: (unit) => pool.run(unit) as Promise<UnitOutcome>,
    close: () => pool.destroy(),
  };
}

/** The job queue at `url`: units go to whatever workers serve it; a stop withdraws the units not yet started. */
export async function queueRunner(url: string, notice: (line: string) => void): Promise<UnitRunner & { shown: string; counts: QueueCounts }> {
  // loaded only here, so a run on the local pool never loads the queue's client
  const [{ JobQueue }, { readQueueAddress }, { unitJob }] = await Promise.all([
    import('../../src/queue/client.ts'), import('../../src/queue/connection.ts'), import('./unit-job.ts'),
  ]);
  const queue = await JobQueue.open(readQueueAddress(url), notice);
  return {
    parallel: Infinity,
    shown: queue.address.shown,
    counts: queue.counts,
    // a worker's outcome is checked as a cache entry's is: the result and its time there
    run: (unit) => queue.run(unitJob(unit), outcomeFault),
    close: () => queue.close(true),
  };
}

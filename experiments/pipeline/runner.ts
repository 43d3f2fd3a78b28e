/**
 * Where units run. The stats command only needs `run(unit)` and `close()`, so a job queue can
 * stand in for the local pool without touching anything else.
 */
import Tinypool from 'tinypool';
import type { UnitOutcome, WorkUnit } from './experiment.ts';
import { runWorkUnit } from './worker-task.ts';

export interface UnitRunner {
  /** how many units may run at once */
  readonly parallel: number;
  run(unit: WorkUnit): Promise<UnitOutcome>;
  /** stops at once: units still running are abandoned */
  close(): Promise<void>;
}

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

/** Runs units one at a time in this thread: for tests of a single experiment, and for debugging. */
export function inlineRunner(): UnitRunner {
  return {
    parallel: 1,
    run: async (unit) => runWorkUnit(unit),
    close: async () => {},
  };
}

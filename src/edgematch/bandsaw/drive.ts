/**
 * Runs BANDSAW's search (ratchet.ts, a generator of requests) with its slices answered by a pool
 * of runners that may work in parallel (worker threads in Node, Web Workers in a page). When the
 * search asks for the first slice of a job, every slice of that job goes to the pool at once; the
 * answers are handed back to the search in slice order, so the search sees exactly what it would
 * see in one thread, and writes the same certificate whatever the number of runners (slices the
 * search has kept from an earlier try of the round are not run again). Slices past the one that
 * ended a job (a join met, a cap reached) are not read: those that finished are kept for the
 * next try of the same enumeration, and the pool is told to drop the rest.
 */
import type { BandProblem } from '../band.ts';
import { BandModel } from './cuts.ts';
import { bandsawSteps, type BandsawOptions, type BandsawReply, type BandsawResult } from './ratchet.ts';
import type { EnumerationJob, ProbeResult, SliceResult } from './slices.ts';

/** Runs slices somewhere; results must not depend on which runner ran them. */
export interface SlicePool {
  probe(job: EnumerationJob): Promise<ProbeResult>;
  /** runs slice `index` of the job (the pool may queue it) */
  run(job: EnumerationJob, index: number): Promise<SliceResult>;
  /** slices of jobs numbered below `id` will never be read: stop or skip them */
  dropBefore(id: number): void;
}

export async function bandsawPooled(p: BandProblem, options: BandsawOptions, pool: SlicePool, model: BandModel = new BandModel(p)): Promise<BandsawResult> {
  const steps = bandsawSteps(p, options, model);
  let launched: { id: number; results: Map<number, Promise<SliceResult>> } | null = null;
  let step = steps.next();
  while (!step.done) {
    const q = step.value;
    if (launched && launched.id !== q.job.id) { pool.dropBefore(q.job.id); launched = null; }
    let reply: BandsawReply;
    if (q.type === 'probe') reply = await pool.probe(q.job);
    else {
      if (!launched) {
        const job = q.job;
        launched = { id: job.id, results: new Map(q.pending.map((i) => [i, pool.run(job, i)])) };
        // every slice that finishes is kept, read or not; one dropped later may reject, and only the ones read matter
        for (const [i, r] of launched.results) r.then((x) => q.keep(i, x), () => undefined);
      }
      reply = await launched.results.get(q.index)!;
    }
    step = steps.next(reply);
  }
  if (launched) pool.dropBefore(DROP_ALL);
  return step.value;
}

/** A job number above every real one (fits a shared Int32 flag). */
const DROP_ALL = 0x7fffffff;

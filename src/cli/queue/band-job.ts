/**
 * A BANDSAW probe or slice as a queue job (`bandsaw --queue`): the band, the enumeration job and
 * the slice's number, sent as wire JSON (wire.ts). A worker runs it with the SliceRunner the
 * threads of `bandsaw --workers` use, without a stop flag, so a result is always the slice's
 * whole answer and the same bytes wherever it ran.
 *
 * A worker keeps the runner of the band it ran last (its cut models, and the join index of the
 * stored side last streamed against); the stored side is named by a hash of its entries, so a
 * kept index never serves other entries.
 */
import { createHash } from 'node:crypto';
import type { Json } from '../../../experiments/pipeline/experiment.ts';
import { canonicalJson } from '../../../experiments/pipeline/canonical.ts';
import type { BandProblem } from '../../edgematch/band.ts';
import { SliceRunner, type EnumerationJob } from '../../edgematch/bandsaw/slices.ts';
import { fromWire, toWire } from './wire.ts';

export interface BandJob {
  /** the band (plain JSON) */
  problem: Json;
  /** the enumeration job, wire JSON */
  job: Json;
  type: 'probe' | 'run';
  index: number;
}

/** The enumeration job as it travels (made once per job, shared by its slices): a stream job's stored entries named by their content. */
export function wireJob(job: EnumerationJob): Json {
  return toWire(job.kind === 'stream' ? { ...job, storedName: entriesHash(job.stored.keys, job.stored.costs) } : job);
}

function entriesHash(keys: Uint32Array, costs: Uint8Array): string {
  const h = createHash('sha256');
  h.update(new Uint8Array(keys.buffer, keys.byteOffset, keys.byteLength));
  h.update(new Uint8Array(costs.buffer, costs.byteOffset, costs.byteLength));
  return h.digest('hex').slice(0, 32);
}

let kept: { band: string; runner: SliceRunner } | null = null;

/** Runs the job; the result (a ProbeResult or a SliceResult) as wire JSON. */
export function runBandJob(b: BandJob): Json {
  const band = canonicalJson(b.problem);
  if (kept?.band !== band) {
    kept = null; // let the old band's tables go first
    kept = { band, runner: new SliceRunner(b.problem as unknown as BandProblem) };
  }
  const job = fromWire<EnumerationJob>(b.job);
  return toWire(b.type === 'probe' ? kept.runner.probe(job) : kept.runner.run(job, b.index));
}

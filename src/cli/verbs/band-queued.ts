/**
 * `bandsaw ... --queue URL`: the search runs here (drive.ts), and every probe and slice it asks
 * for is a queue job that any `puzzlelab worker` may run. The search reads the answers in slice
 * order, as with threads, so the certificate is the bytes of the run on one thread. Slices of a
 * job the search has left (a join met, a cap reached) are taken back from the queue if no worker
 * has started them.
 *
 * A stream job's stored entries go into Redis once, as a blob its probe and slices name
 * (band-job.ts); the queue holds the blob of the job under way, and lets it go when the search
 * asks for a job that names other entries or none (every job before that one is over by then).
 */
import type { Json } from '../../core/canonical-json.ts';
import type { BandProblem } from '../../edgematch/band.ts';
import { bandsawPooled, type SlicePool } from '../../edgematch/bandsaw/drive.ts';
import type { BandsawOptions, BandsawResult } from '../../edgematch/bandsaw/ratchet.ts';
import type { EnumerationJob, ProbeResult, SliceResult } from '../../edgematch/bandsaw/slices.ts';
import { bandSliceJob, wireJob, type BandJob } from './band-job.ts';
import type { Blob } from '../../queue/blobs.ts';
import { withQueue } from '../with-queue.ts';
import type { JobQueue } from '../../queue/client.ts';
import { codeVersions } from '../../queue/code-versions.ts';
import type { JobSpec } from '../../queue/jobs.ts';
import { fromWire } from '../../queue/wire.ts';

const DROPPED: SliceResult = { nodes: 0, partials: 0, capped: false, cancelled: true };

const WHOLE = (v: Json | undefined) => typeof v === 'number' && Number.isSafeInteger(v) && v >= 0;
/** A typed array as wire JSON (wire.ts) of the one type a field holds. */
const WIRED = (v: Json | undefined, [type, size]: [string, number]) =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && v['$typed'] === type && typeof v['base64'] === 'string'
  && Buffer.from(v['base64'], 'base64').byteLength % size === 0;
const SLICE_ARRAYS: Record<string, [string, number]> = { keys: ['Uint32Array', 4], costs: ['Uint8Array', 1], chosen: ['Int32Array', 4], key: ['Uint32Array', 4] };

/** What is wrong with a worker's probe or slice result (wire JSON), or null: the search reads only these shapes. */
export function bandResultProblem(type: BandJob['type'], r: Json): string | null {
  if (typeof r !== 'object' || r === null || Array.isArray(r)) return 'not an object';
  if (type === 'probe') return WHOLE(r['depth']) && WHOLE(r['prefixes']) ? null : 'a probe gives whole numbers depth and prefixes';
  if (!WHOLE(r['nodes']) || !WHOLE(r['partials'])) return 'a slice gives whole numbers nodes and partials';
  if (typeof r['capped'] !== 'boolean' || typeof r['cancelled'] !== 'boolean') return 'a slice gives booleans capped and cancelled';
  for (const [field, typed] of Object.entries(SLICE_ARRAYS)) if (r[field] !== undefined && !WIRED(r[field], typed)) return `${field} is not a ${typed[0]}`;
  if (r['cost'] !== undefined && !WHOLE(r['cost'])) return 'cost is not a whole number';
  if (r['outOfMemory'] !== undefined && typeof r['outOfMemory'] !== 'boolean') return 'outOfMemory is not a boolean';
  return null;
}

/** What the pool asks of the job queue (client.ts). */
export type SliceQueue = Pick<JobQueue, 'run' | 'withdraw' | 'hold' | 'release'>;

export class QueuePool implements SlicePool {
  private readonly problem: Json;
  /** the last job sent, in wire JSON (its slices are set after its probe, so the wire copy is made again then) */
  private wired: { job: EnumerationJob; slices: unknown; wire: Json } | null = null;
  /** the name of the blob the queue holds for the last job sent */
  private held: string | null = null;
  private asked: { jobId: number; spec: JobSpec; resolve(r: SliceResult): void }[] = [];
  /** jobs handed to the queue */
  sent = 0;

  constructor(private readonly queue: SliceQueue, problem: BandProblem, private readonly code: string) {
    this.problem = problem as unknown as Json;
  }

  probe(job: EnumerationJob): Promise<ProbeResult> {
    return this.ask(job, 'probe', 0) as Promise<ProbeResult>;
  }

  run(job: EnumerationJob, index: number): Promise<SliceResult> {
    return this.ask(job, 'run', index) as Promise<SliceResult>;
  }

  dropBefore(id: number): void {
    const dropped = this.asked.filter((a) => a.jobId < id);
    this.asked = this.asked.filter((a) => a.jobId >= id);
    this.queue.withdraw(dropped.map((a) => a.spec));
    for (const a of dropped) a.resolve(DROPPED);
  }

  private ask(job: EnumerationJob, type: BandJob['type'], index: number): Promise<ProbeResult | SliceResult> {
    if (this.wired?.job !== job || this.wired.slices !== job.slices) {
      const wired = wireJob(job);
      this.hold(wired.stored);
      this.wired = { job, slices: job.slices, wire: wired.job };
    }
    const payload: BandJob = { problem: this.problem, job: this.wired.wire, type, index };
    const what = type === 'probe' ? 'probe' : `slice ${index + 1} of ${job.slices.length}`;
    const spec = bandSliceJob(payload, `bandsaw round ${job.round} job ${job.id} ${what}`, this.code);
    this.sent++;
    return new Promise((resolve, reject) => {
      const entry = { jobId: job.id, spec, resolve };
      this.asked.push(entry);
      const settled = () => { this.asked = this.asked.filter((a) => a !== entry); };
      this.queue.run(spec, (r) => bandResultProblem(type, r)).then((r) => { settled(); resolve(fromWire(r)); }, (e: Error) => { settled(); reject(e); });
    });
  }

  private hold(blob: Blob | null): void {
    if (blob?.name === this.held) return;
    if (this.held !== null) this.queue.release(this.held);
    if (blob) this.queue.hold(blob);
    this.held = blob?.name ?? null;
  }
}

/** BANDSAW with its probes and slices run by the workers serving the queue at `url`. */
export function bandsawThroughQueue(url: string, p: BandProblem, options: BandsawOptions): Promise<BandsawResult> {
  return withQueue(url, 'bandsaw', async (queue) => bandsawPooled(p, options, new QueuePool(queue, p, (await codeVersions()).band!)));
}

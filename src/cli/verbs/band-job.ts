/**
 * A BANDSAW probe or slice as a queue job (`bandsaw --queue`): the band, the enumeration job and
 * the slice's number, sent as wire JSON (wire.ts). A worker runs it with the SliceRunner the
 * threads of `bandsaw --workers` use, without a stop flag, so a result is always the slice's
 * whole answer and the same bytes wherever it ran.
 *
 * A stream job's stored entries (megabytes on a large band, read by every probe and slice of the
 * job) do not travel in it: they go into Redis once, as a blob named by a hash of their bytes
 * (blobs.ts), and the job carries the name. A worker keeps the runner of the band it ran last
 * (its cut models, and the join index of the stored side last streamed against) and the stored
 * entries it last fetched, so it fetches them only when a job names others; the name is their
 * content, so kept entries never serve other ones. A band is checked as `bandsaw` checks its own
 * (band-check.ts) before anything is built for it.
 */
import { fileURLToPath } from 'node:url';
import { canonicalJson, type Json } from '../../core/canonical-json.ts';
import { checkBand } from '../../edgematch/band-check.ts';
import { describeError } from '../../core/result.ts';
import type { StoredEntries } from '../../edgematch/bandsaw/join.ts';
import { SliceRunner, type EnumerationJob } from '../../edgematch/bandsaw/slices.ts';
import { blobOf, type Blob, type FetchBlob } from '../../queue/blobs.ts';
import type { TypedJob } from '../../queue/jobs.ts';
import type { JobKind } from '../../queue/kinds.ts';
import { hashFiles, importGraph } from '../../node/code-hash.ts';
import { fromWire, toWire } from '../../queue/wire.ts';

export type BandJob = {
  /** the band (plain JSON) */
  problem: Json;
  /** the enumeration job, wire JSON (a stream job without its stored entries: `storedName` names their blob) */
  job: Json;
  type: 'probe' | 'run';
  index: number;
};

/** An enumeration job as it travels. */
type TravellingJob = Exclude<EnumerationJob, { kind: 'stream' }> | Omit<Extract<EnumerationJob, { kind: 'stream' }>, 'stored'>;

/** The enumeration job as it travels (made once per job, shared by its slices), and a stream job's stored entries as the blob it names. */
export function wireJob(job: EnumerationJob): { job: Json; stored: Blob | null } {
  if (job.kind !== 'stream') return { job: toWire(job), stored: null };
  const { stored: entries, ...travelling } = job;
  const stored = storedBlob(entries);
  return { job: toWire({ ...travelling, storedName: stored.name } satisfies TravellingJob), stored };
}

/** Stored entries as a blob: their count, key words and costs, as they lie in memory. */
export function storedBlob(s: StoredEntries): Blob {
  const bytes = (a: Uint32Array | Uint8Array) => new Uint8Array(a.buffer, a.byteOffset, a.byteLength);
  return blobOf([bytes(Uint32Array.of(s.count)), bytes(s.keys), bytes(s.costs)]);
}

function storedFrom(blob: Uint8Array): StoredEntries {
  // a copy of its own, aligned for the key words
  const bytes = new Uint8Array(blob);
  const count = bytes.byteLength >= 4 ? new Uint32Array(bytes.buffer, 0, 1)[0]! : -1;
  const keyBytes = bytes.byteLength - 4 - count;
  if (count < 0 || keyBytes < 0 || keyBytes % 4 !== 0) throw new Error(`a blob of ${bytes.byteLength} bytes is not stored entries`);
  return { count, keys: new Uint32Array(bytes.buffer, 4, keyBytes / 4), costs: new Uint8Array(bytes.buffer, 4 + keyBytes, count) };
}

interface Kept {
  band: string;
  runner: SliceRunner;
  stored: { name: string; entries: StoredEntries } | null;
  /** the cuts the band was checked with */
  cuts: Set<unknown>;
}
let kept: Kept | null = null;

/** Runs the job; the result (a ProbeResult or a SliceResult) as wire JSON. A stream job's stored entries come by `fetch` unless kept. */
export async function runBandJob(b: BandJob, fetch: FetchBlob): Promise<Json> {
  const sent = fromWire<TravellingJob>(b.job);
  const band = canonicalJson(b.problem);
  // the band as `bandsaw` checks its own, with the cut the job names: a job is whatever is in Redis
  if (kept?.band !== band || !kept.cuts.has(sent.split)) {
    const checked = checkBand(b.problem, sent.split);
    if (!checked.ok) throw new Error(`the band it describes is refused: ${describeError(checked.error)}`);
    if (kept?.band !== band) {
      kept = null; // let the old band's tables go first
      kept = { band, runner: new SliceRunner(checked.value), stored: null, cuts: new Set() };
    }
    kept.cuts.add(sent.split);
  }
  const k = kept;
  const job: EnumerationJob = sent.kind === 'stream' ? { ...sent, stored: await storedNamed(k, sent.storedName, fetch) } : sent;
  return toWire(b.type === 'probe' ? k.runner.probe(job) : k.runner.run(job, b.index));
}

async function storedNamed(k: Kept, name: string, fetch: FetchBlob): Promise<StoredEntries> {
  if (k.stored?.name !== name) {
    k.stored = null;
    const blob = await fetch(name);
    if (blob === null) throw new Error(`its stored entries (blob ${name}) are not in Redis: the gatherer that asked for it has ended, or Redis lost them`);
    k.stored = { name, entries: storedFrom(blob) };
  }
  return k.stored.entries;
}

export const jobKind: JobKind<BandJob, Json> = {
  name: 'band',
  run: runBandJob,
  measureVersions: (root) => ({ band: hashFiles(root, importGraph(fileURLToPath(import.meta.url))) }),
};

/** A probe or slice of a `bandsaw --queue` run (what `label` says of it is for people); its result is wire JSON. */
export const bandSliceJob = (job: BandJob, label: string, code: string): TypedJob<BandJob, Json> => ({
  kind: 'band', codeName: 'band', code, label, payload: job,
});

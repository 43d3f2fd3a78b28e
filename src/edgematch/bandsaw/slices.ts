/**
 * The work of a BANDSAW round as units that can run anywhere: an enumeration job (store one half
 * within a budget, stream the other against the stored fillings, or find a stored filling
 * again) and the slices it is cut into, each the subtrees of a run of the states at one depth
 * (enumerate.ts). A job and a slice result are plain values (typed arrays included), so the
 * slices of a job can go to worker threads, or to another machine, and come back in any order:
 * the ratchet reads them in slice order, which makes a run's certificate the same whatever ran
 * the slices.
 *
 * A `SliceRunner` holds what a thread needs to run slices of one band (its model, and the join
 * index of the stored side last streamed against); the ratchet's own thread uses one, and so
 * does every worker.
 */
import type { BandProblem } from '../band.ts';
import { BandModel } from './cuts.ts';
import { enumerateHalf, type EnumerationCounts, type Partial, type Slice } from './enumerate.ts';
import type { HalfName, Split } from './halves.ts';
import { SeamIndex, SeamTable, type JoinIndex, type JoinIndexClass, type StoredEntries } from './join.ts';

export interface StoreJob {
  kind: 'store';
  split: Split;
  half: HalfName;
  budget: number;
  /** ceiling of a slice's own table, in bytes */
  maxBytes: number;
}

export interface StreamJob {
  kind: 'stream';
  split: Split;
  /** the streamed half (filled from the seam) */
  half: HalfName;
  budget: number;
  /** the round: a streamed filling and a stored one must fit it together */
  joinBudget: number;
  /** names the stored entries: equal names carry equal entries within a run (a worker keeps the last index it built) */
  storedName: string;
  stored: StoredEntries;
}

export interface FindJob {
  kind: 'find';
  split: Split;
  /** the stored half, enumerated again (from the frame) within its budget until the key turns up */
  half: HalfName;
  budget: number;
  key: Uint32Array;
  cost: number;
}

export type EnumerationJob = (StoreJob | StreamJob | FindJob) & {
  /** numbers the jobs of a run, so that a worker knows a job it has seen */
  id: number;
  /** the round (budget of the whole band) the job belongs to */
  round: number;
  /** node cap of each slice (the pass's cap; the ratchet adds the slices up in order) */
  maxNodes: number;
  slices: Slice[];
};

export interface SliceResult {
  nodes: number;
  partials: number;
  capped: boolean;
  cancelled: boolean;
  /** a store slice: its fillings by key, the fewest mismatches per key; or its table filled up */
  keys?: Uint32Array;
  costs?: Uint8Array;
  outOfMemory?: boolean;
  /** a stream slice: the first join met (the streamed half's chosen candidates and the stored key); a find slice: the filling found */
  chosen?: Int32Array;
  key?: Uint32Array;
  cost?: number;
}

/** What a probe found: the shallowest depth with enough states to share out, and how many there are. */
export interface ProbeResult {
  depth: number;
  prefixes: number;
}

/** Slices a job aims at; a pass shares these among however many workers run it. */
const SLICES = 64;

/** Hooks a slice is run with: a stop flag polled now and then, and node reports. */
interface SliceHooks {
  cancelled?: () => boolean;
  report?: (nodes: number, label: string) => void;
}

/** Cuts `prefixes` states at `depth` into at most SLICES runs of about equal length; the first takes the head. */
export function slicesOf(probe: ProbeResult): Slice[] {
  const n = Math.max(1, Math.min(SLICES, probe.prefixes));
  return Array.from({ length: n }, (_, i) => ({
    depth: probe.depth,
    from: Math.floor((i * probe.prefixes) / n),
    to: i === n - 1 ? Number.POSITIVE_INFINITY : Math.floor(((i + 1) * probe.prefixes) / n),
    head: i === 0,
  }));
}

/** The whole enumeration as one slice. */
export const WHOLE: Slice[] = [{ depth: Number.POSITIVE_INFINITY, from: 0, to: 0, head: true }];

export class SliceRunner {
  readonly model: BandModel;
  /** enumeration nodes of the slices this runner has run (a load-free count of its work) */
  ran = 0;
  private index: { name: string; index: JoinIndex } | null = null;

  /** `Index` builds the join index of a stream job (the baseline of bench/bandsaw passes the first one, scan-index.ts) */
  constructor(p: BandProblem, model?: BandModel, private readonly Index: JoinIndexClass = SeamIndex) {
    this.model = model ?? new BandModel(p);
  }

  /** The shallowest depth (up to the half's size less one) at which the job meets at least SLICES states. */
  probe(job: EnumerationJob, hooks: SliceHooks = {}): ProbeResult {
    const size = this.model.side(job.split, job.half)[job.kind === 'stream' ? 'seam' : 'frame'].size;
    let found: ProbeResult = { depth: 1, prefixes: 0 };
    for (let depth = 1; depth < size; depth++) {
      const counts = this.enumerate(job, { depth, from: Number.POSITIVE_INFINITY, to: Number.POSITIVE_INFINITY, head: false }, hooks, () => true);
      found = { depth, prefixes: counts.prefixes };
      if (counts.prefixes === 0 || counts.prefixes >= SLICES || counts.stopped) break;
    }
    return found;
  }

  /** Runs slice `index` of a job. */
  run(job: EnumerationJob, index: number, hooks: SliceHooks = {}): SliceResult {
    const r = this.runSlice(job, job.slices[index]!, hooks);
    this.ran += r.nodes;
    return r;
  }

  private runSlice(job: EnumerationJob, slice: Slice, hooks: SliceHooks): SliceResult {
    if (job.kind === 'store') return this.store(job, slice, hooks);
    let found: Pick<SliceResult, 'chosen' | 'key' | 'cost'> = {};
    const model = this.model, packer = model.cut(job.split).packer;
    const probe = new Uint32Array(packer.words);
    const counts = this.enumerate(job, slice, hooks, (x) => {
      if (job.kind === 'stream') {
        // every streamed filling that reaches its end joins (the guide let it through)
        found = { chosen: x.chosen.slice(), ...this.indexFor(job).partner(model.side(job.split, job.half).seam.size)! };
        return false;
      }
      if (x.cost !== job.cost) return true;
      packer.pack(x, probe, null);
      if (!probe.every((v, i) => v === job.key[i])) return true;
      found = { chosen: x.chosen.slice() };
      return false;
    });
    return { ...outcome(counts), ...found };
  }

  private store(job: EnumerationJob & StoreJob, slice: Slice, hooks: SliceHooks): SliceResult {
    const packer = this.model.cut(job.split).packer;
    const table = new SeamTable(packer.words, job.maxBytes);
    const key = new Uint32Array(packer.words);
    let outOfMemory = false;
    const counts = this.enumerate(job, slice, hooks, (x) => {
      packer.pack(x, key, null);
      if (table.insert(key, x.cost)) return true;
      outOfMemory = true;
      return false;
    });
    const keys = new Uint32Array(table.size * packer.words), costs = new Uint8Array(table.size);
    let e = 0;
    table.forEachKey((k, c) => { keys.set(k, e * packer.words); costs[e++] = c; });
    return { ...outcome(counts), keys, costs, outOfMemory };
  }

  private enumerate(job: EnumerationJob, slice: Slice, hooks: SliceHooks, visit: (x: Partial) => boolean): EnumerationCounts {
    const side = this.model.side(job.split, job.half);
    const label = `round ${job.round}: ${{ store: 'storing', stream: 'streaming', find: 'finding again' }[job.kind]} ${job.half} <= ${job.budget}`;
    const report = hooks.report;
    const common = {
      budget: job.budget, poolSize: this.model.p.pool.length, maxNodes: job.maxNodes, slice, visit,
      ...(hooks.cancelled ? { cancelled: hooks.cancelled } : {}), ...(report ? { report: (n: number) => report(n, label) } : {}),
    };
    if (job.kind !== 'stream') return enumerateHalf({ ...common, half: side.frame, table: side.frameTable });
    return enumerateHalf({
      ...common, half: side.seam, table: side.seamTable, guide: this.indexFor(job), joinBudget: job.joinBudget,
    });
  }

  /** The join index of a stream job's stored entries, kept while the next job streams against the same ones. */
  private indexFor(job: StreamJob): JoinIndex {
    if (this.index?.name !== job.storedName) {
      this.index = null; // let the old one go before the new one is built
      const cut = this.model.cut(job.split);
      this.index = { name: job.storedName, index: new this.Index(job.stored, cut.packer, this.model.side(job.split, job.half).seam.size, this.model.p.pool.length, this.model.palette.colours.length) };
    }
    return this.index.index;
  }

  /** Bytes of the join index held (for the ratchet's memory account). */
  get indexBytes(): number {
    return this.index?.index.bytes ?? 0;
  }
}

function outcome(counts: EnumerationCounts): SliceResult {
  return { nodes: counts.nodes, partials: counts.partials, capped: counts.capped, cancelled: counts.cancelled };
}

/**
 * BANDSAW: the exact best filling of a band by meeting in the middle, with a budget ratchet.
 *
 * Round k asks: is there a filling with at most k mismatches? A filling's mismatches are those
 * inside the first half (A), inside the second (B) and on the seam between them (S). One half is
 * stored (its fillings listed from the frame within a budget on their own mismatches, keyed by
 * piece set and seam colours); the other is streamed from the seam outward, paying for the seam
 * as it meets it, and joined on complementary piece sets and equal seams. With e = k - (bound of
 * the first half + bound of the second) the slack of the round, a filling within k has A within
 * the first bound + a, or else B within the second bound + e - a - 1, for any a in -1..e. So a
 * round is at most two passes: store the first half within its share and stream the second
 * within k less the first bound, then the other way round. The division is chosen from the
 * enumeration work (nodes) measured in earlier rounds so that the costlier stored side is as
 * cheap as possible; the stored partials never outnumber those nodes, so this bounds memory too.
 *
 * The ratchet starts at the sum of the half bounds and rises by one; the first round whose join
 * meets is the optimum, and the rounds before it, which met nothing, are its proof.
 *
 * A band can be cut between its middle columns or between rows (an odd band giving its extra
 * row to either half), and which is cheapest differs by orders of magnitude from band to band.
 * With split 'auto' the cuts race each round: each tries the round under a node cap, the cap
 * grows fourfold until one settles it, and a round settled by any cut is proven all the same.
 * Caps are counted in nodes, so the race and its certificate are deterministic.
 *
 * A capped try is not lost: the slices it finished within their cap (read, or finished by a
 * parallel runner past the one that stopped it) are kept for the rest of the round, and a later
 * try of the same enumeration (same cut, half, budgets and stored side, cut into the same
 * slices) reads them back instead of running them again (a slice that finished gives the same
 * result under any larger cap). The counts the certificate records and the caps are reckoned as
 * if each try ran alone, so the race, and the certificate, are those of running every try from
 * scratch; `reusedNodes` says how much work that saved.
 *
 * The search is a generator (`bandsawSteps`) that asks for its enumeration work a slice at a time
 * (slices.ts) and reads the answers in slice order; `bandsaw` answers in this thread, and a driver
 * with worker threads (the command line's --workers) answers the same questions in parallel.
 * Either way the certificate is the same, byte for byte.
 */
import type { Progress } from '../../core/progress.ts';
import { bandCost, poolFitsFrame, type BandProblem } from '../band.ts';
import type { Placement } from '../model.ts';
import type { Certificate, HalfRecord, PassRecord, RoundRecord } from './certificate.ts';
import { BandModel, MAX_BOUND_TABLE, type CutModel, type HalfModel } from './cuts.ts';
import { placements, type Split } from './halves.ts';
import { SeamIndex, SeamTable, sortedEntries, type StoredEntries } from './join.ts';
import { slicesOf, SliceRunner, WHOLE, type EnumerationJob, type FindJob, type ProbeResult, type SliceResult, type StoreJob, type StreamJob } from './slices.ts';

export interface BandsawOptions {
  /** ceiling for the join's tables in bytes; a round that needs more stops the run with a bracket */
  maxBytes?: number;
  /** stop with a bracket instead of running a round above this budget */
  maxBudget?: number;
  /** stop with a bracket once the passes have spent this many enumeration nodes in all */
  maxNodes?: number;
  /** how the band is cut (default 'auto': every cut that fits races each round) */
  split?: Split | 'auto';
  /** node cap of the first try when the splits race (default 2^20) */
  firstCap?: number;
  /** false: a try at a round runs every slice again, none kept from earlier tries (the bench compares the two) */
  keepSlices?: boolean;
  /** told after each pass */
  onPass?(round: number, pass: PassRecord): void;
  progress?: Progress;
}

/**
 * Why a run ended: it proved the optimum or that no filling exists, or it stopped early with a
 * bracket because of --max-budget, --max-nodes, --max-memory or a cancel (Ctrl-C, Stop).
 */
export type BandsawStop = 'optimal' | 'infeasible' | 'max-budget' | 'max-nodes' | 'max-memory' | 'cancelled';

export interface BandsawResult {
  stop: BandsawStop;
  /** the best band filling known (optimal when the status is 'optimal'), band cells row-major */
  cells: Placement[] | null;
  certificate: Certificate;
  /** largest size the join's tables reached, in bytes */
  peakBytes: number;
  /** enumeration nodes spent in all (what maxNodes caps), counting slices read back from an earlier try as spent again */
  nodes: number;
  /** of those, the nodes of slices read back from an earlier try of the round instead of run again */
  reusedNodes: number;
}

/**
 * What the search asks of whoever runs it: how to slice a job, or one slice's result. `pending`
 * lists the slices of the job the search may ask for (the others it has from an earlier try):
 * a runner in parallel starts those at the first request, and hands each one it finishes to
 * `keep`, asked for or not, so that a later try of the round reads back a slice finished past
 * the one that stopped this try instead of running it again.
 */
type BandsawRequest =
  | { type: 'probe'; job: EnumerationJob }
  | { type: 'slice'; job: EnumerationJob; index: number; pending: readonly number[]; keep(index: number, r: SliceResult): void };
export type BandsawReply = ProbeResult | SliceResult;
type BandsawSteps = Generator<BandsawRequest, BandsawResult, BandsawReply>;

/** Growth of a half's enumeration per extra mismatch assumed before it is measured. */
const ASSUMED_GROWTH = 20;
/** Node cap of a split's first try at a round when racing; each further try has four times more. */
const FIRST_CAP = 1 << 20;

interface Side {
  model: HalfModel;
  /** enumeration nodes measured per budget (complete enumerations only) */
  counts: Map<number, number>;
  /** nodes an enumeration within the budget spent before its node cap stopped it: the least it needs */
  floors: Map<number, number>;
  /** the last table stored for this side, reused while the round's plan stores the same budget */
  kept?: Stored;
}

/** A stored side: its table, its entries sorted for the join, and what listing it cost. */
interface Stored {
  budget: number;
  table: SeamTable;
  entries: StoredEntries;
  /** bytes of the join index built over the entries */
  indexBytes: number;
  nodes: number;
  partials: number;
}

/** One way of cutting the band: its two sides and what they keep between rounds. */
interface Cut {
  model: CutModel;
  first: Side;
  second: Side;
}

type Hit = { streamCells: Placement[]; key: Uint32Array; cost: number };

/** The slices of one enumeration that finished in an earlier try of the round, by index, and how it was cut. */
interface Finished {
  probe: ProbeResult;
  results: (SliceResult | undefined)[];
}

/** What makes two jobs the same enumeration (their caps aside). */
function jobKey(job: EnumerationJob): string {
  switch (job.kind) {
    case 'store': return `store ${job.split} ${job.half} ${job.budget} ${job.maxBytes}`;
    case 'stream': return `stream ${job.split} ${job.half} ${job.budget} ${job.joinBudget} ${job.storedName}`;
    case 'find': return `find ${job.split} ${job.half} ${job.budget}`;
  }
}

/** How one try at a round ended: proved empty, met (with the two halves), or stopped. */
type Attempt =
  | { kind: 'empty' }
  | { kind: 'met'; cells: Placement[] }
  | { kind: 'capped' }
  | { kind: 'outOfMemory' }
  | { kind: 'cancelled' };

/** BANDSAW in this thread (its slices run by `runner`, which a benchmark or a test may build with another join index). */
export function bandsaw(p: BandProblem, options: BandsawOptions = {}, runner: SliceRunner = new SliceRunner(p)): BandsawResult {
  const hooks = {
    ...(options.progress?.cancelled ? { cancelled: options.progress.cancelled } : {}),
    ...(options.progress?.report ? { report: (n: number, label: string) => options.progress!.report!(n, 0, label) } : {}),
  };
  const steps = bandsawSteps(p, options, runner.model);
  let step = steps.next();
  while (!step.done) {
    const q = step.value;
    step = steps.next(q.type === 'probe' ? runner.probe(q.job, hooks) : runner.run(q.job, q.index, hooks));
  }
  return step.value;
}

/** The search as a generator of requests (see the module comment); `model` may be shared with the thread's slice runner. */
export function bandsawSteps(p: BandProblem, options: BandsawOptions = {}, model: BandModel = new BandModel(p)): BandsawSteps {
  if (p.rows < 2) throw new RangeError('bandsaw needs a band of at least 2 rows');
  const fitting = fittingCuts(model, options.split ?? 'auto');
  if (fitting.splits.length === 0) throw new RangeError(tooLarge(p, fitting.least));
  return new Ratchet(p, options, model, fitting.splits).run();
}

/**
 * One BANDSAW run: the cuts it has built, the certificate it writes, and the work and memory it
 * has spent. `run` raises the budget round by round; `race` lets the cuts try a round; `attempt`
 * is one cut's try, a pass or two; `pass` stores one half and streams the other against it.
 */
class Ratchet {
  private readonly maxBytes: number;
  /** The cuts are built when they first race (a band the first one settles never builds the others). */
  private readonly built = new Map<Split, Cut>();
  /** the cuts in the order they race: the one that settled the last round first */
  private order: Split[];
  private readonly cert: Certificate;
  /** the cut the certificate names first; a round no cut settles is recorded under it */
  private readonly shown: Cut;
  private peakBytes = 0;
  /** enumeration nodes spent by every pass so far (a table kept from an earlier round costs none again) */
  private work = 0;
  /** node cap of the leading cut's first try at a round: near what the last round cost it */
  private firstCap: number;
  private jobs = 0;
  /** slices of this round's jobs that finished, by job (see jobKey); emptied when a round ends */
  private readonly finished = new Map<string, Finished>();
  private reused = 0;

  constructor(private readonly p: BandProblem, private readonly options: BandsawOptions, private readonly model: BandModel, splits: Split[]) {
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.order = splits;
    this.firstCap = options.firstCap ?? FIRST_CAP;
    const shown = this.shown = this.cutOf(this.order[0]!);
    this.cert = {
      method: 'bandsaw', width: p.width, height: p.height, rows: p.rows, split: options.split ?? 'auto',
      cut: shown.model.split, halves: halvesRecord(shown), pool: p.pool, above: p.above, ...(p.below ? { below: p.below, firstRow: p.firstRow! } : {}), given: p.given ? bandCost(p, p.given) : null,
      rounds: [], status: 'infeasible', lower: 0, upper: p.given ? bandCost(p, p.given) : null, witness: null,
    };
  }

  *run(): BandsawSteps {
    const { p, options, cert } = this;
    // Most mismatches any filling can have: every top edge and every inner vertical edge.
    const worst = p.width * p.rows + (p.width - 1) * p.rows;
    const start = this.shown.first.model.min + this.shown.second.model.min;
    if (!poolFitsFrame(p) || start > worst) return this.finish(null, 'infeasible');
    for (let k = start; ; k++) {
      if (cert.given !== null && k >= cert.given) {
        Object.assign(cert, { status: 'optimal', lower: cert.given, upper: cert.given, witness: 'given' });
        return this.finish([...p.given!], 'optimal');
      }
      if (k > worst) return this.finish(null, 'infeasible');
      if (options.maxBudget !== undefined && k > options.maxBudget) return this.bracket(k, 'max-budget');
      const outcome = yield* this.race(k);
      if (outcome.kind === 'capped') return this.bracket(k, 'max-nodes');
      if (outcome.kind === 'outOfMemory') return this.bracket(k, 'max-memory');
      if (outcome.kind === 'cancelled') return this.bracket(k, 'cancelled');
      if (outcome.kind === 'met') {
        Object.assign(cert, { status: 'optimal', lower: k, upper: k, witness: 'join' });
        return this.finish(outcome.cells, 'optimal');
      }
    }
  }

  private finish(cells: Placement[] | null, stop: BandsawStop): BandsawResult {
    return { stop, cells, certificate: this.cert, peakBytes: this.peakBytes, nodes: this.work, reusedNodes: this.reused };
  }

  private bracket(k: number, stop: BandsawStop): BandsawResult {
    Object.assign(this.cert, { status: 'bracket', lower: k });
    return this.finish(this.p.given ? [...this.p.given] : null, stop);
  }

  private cutOf(split: Split): Cut {
    const known = this.built.get(split);
    if (known) return known;
    const model = this.model.cut(split);
    const side = (m: HalfModel): Side => ({ model: m, counts: new Map(), floors: new Map() });
    const cut = { model, first: side(model.first), second: side(model.second) };
    this.built.set(split, cut);
    return cut;
  }

  /**
   * Round k: every cut tries it under a node cap, the cap growing fourfold until one settles it
   * (with a single cut, no cap). The cut that settled the last round leads; the others try at a
   * quarter of its cap, so a cut that keeps losing costs about a third more than the leader's own
   * work, not as much again.
   */
  private *race(k: number): Generator<BandsawRequest, Attempt, BandsawReply> {
    const record: RoundRecord = { budget: k, settledBy: null, passes: [] };
    this.cert.rounds.push(record);
    const leastCap = this.options.firstCap ?? FIRST_CAP;
    const maxNodes = this.options.maxNodes ?? Number.POSITIVE_INFINITY;
    let outcome: Attempt = { kind: 'capped' };
    let settled = this.shown;
    race: for (let cap = this.order.length > 1 ? this.firstCap : Number.POSITIVE_INFINITY; outcome.kind === 'capped'; cap *= 4) {
      for (const split of this.order) {
        const c = this.cutOf(split);
        const before = this.work;
        outcome = yield* this.attempt(c, record, k, Math.min(split === this.order[0] ? cap : Math.ceil(cap / 4), maxNodes - this.work));
        if (outcome.kind === 'capped' && this.work >= maxNodes) break race;
        if (outcome.kind !== 'capped') {
          settled = c;
          this.firstCap = Math.max(leastCap, this.work - before);
          break;
        }
      }
    }
    this.finished.clear();
    record.settledBy = settled.model.split;
    // the certificate names the cut whose rounds carry the result
    Object.assign(this.cert, { cut: settled.model.split, halves: halvesRecord(settled) });
    // the other cut's kept tables would only hold memory until it wins a round again
    for (const c of this.built.values()) if (c !== settled) { c.first.kept = undefined; c.second.kept = undefined; }
    this.order = [settled.model.split, ...this.order.filter((x) => x !== settled.model.split)];
    return outcome;
  }

  /** One try of a cut at round k within maxNodes nodes. */
  private *attempt(c: Cut, round: RoundRecord, k: number, maxNodes: number): Generator<BandsawRequest, Attempt, BandsawReply> {
    let left = maxNodes;
    for (const [store, storeBudget, stream, streamBudget] of plan(c.first, c.second, k)) {
      const r = yield* this.pass(c, round, k, store, storeBudget, stream, streamBudget, left);
      left -= r.nodes;
      if (r.cancelled || this.options.progress?.cancelled?.()) return { kind: 'cancelled' };
      if (r.outOfMemory) return { kind: 'outOfMemory' };
      if (r.capped) return { kind: 'capped' };
      if (r.hit) {
        const stored = yield* this.find(c, store, storeBudget, r.hit, k);
        const cells = merge(this.p, stored, r.hit.streamCells);
        if (bandCost(this.p, cells) !== k) throw new Error(`bandsaw: joined filling costs ${bandCost(this.p, cells)}, expected ${k}`);
        return { kind: 'met', cells };
      }
    }
    return { kind: 'empty' };
  }

  /** A job for the slices of one enumeration. */
  private job(fields: StoreJob | StreamJob | FindJob, round: number, maxNodes: number): EnumerationJob {
    return { ...fields, id: this.jobs++, round, maxNodes, slices: [] };
  }

  /**
   * Probes a job, cuts it into slices, and hands their results to `take` in order until it says
   * stop: a slice the same enumeration finished in an earlier try of the round, with fewer nodes
   * than this job's cap (so it would finish again), is read back; the others are asked for. A
   * finished slice is kept whether this try reads it or not (a parallel runner finishes some past
   * the one that stops the try).
   */
  private *slices(job: EnumerationJob, take: (r: SliceResult) => boolean, whole = false): Generator<BandsawRequest, void, BandsawReply> {
    const probe = whole ? null : (yield { type: 'probe', job }) as ProbeResult;
    job.slices = probe ? slicesOf(probe) : WHOLE;
    let finished: Finished | undefined;
    if (probe && this.options.keepSlices !== false) {
      const key = jobKey(job), known = this.finished.get(key);
      finished = known && known.probe.depth === probe.depth && known.probe.prefixes === probe.prefixes ? known : { probe, results: [] };
      this.finished.set(key, finished);
    }
    // what earlier tries kept, read before this try keeps its own (a runner in parallel keeps them out of order)
    const again = job.slices.map((_, index) => {
      const r = finished?.results[index];
      return r && r.nodes < job.maxNodes ? r : undefined;
    });
    const keep = (index: number, r: SliceResult): void => {
      if (finished && !r.capped && !r.cancelled && !r.outOfMemory) finished.results[index] = r;
    };
    const pending = again.flatMap((r, index) => (r ? [] : [index]));
    for (let index = 0; index < job.slices.length; index++) {
      let r = again[index];
      if (r) this.reused += r.nodes;
      else {
        r = (yield { type: 'slice', job, index, pending, keep }) as SliceResult;
        keep(index, r);
      }
      if (!take(r)) return;
    }
  }

  /**
   * One pass: store `store` within storeBudget, stream `stream` within streamBudget against it,
   * within `maxNodes` enumeration nodes in all. Returns the hit, or why it stopped, and the nodes spent.
   */
  private *pass(c: Cut, round: RoundRecord, k: number, store: Side, storeBudget: number, stream: Side, streamBudget: number, maxNodes: number) {
    const stored = yield* this.store(c, store, storeBudget, k, maxNodes);
    const storedWork = stored.reused ? 0 : stored.nodes;
    let hit: Hit | null = null;
    let nodes = 0, partials = 0, capped = stored.capped, cancelled = stored.cancelled;
    if (stored.complete && stored.entries && stored.entries.count > 0) {
      const cap = maxNodes - storedWork;
      const job = this.job({
        kind: 'stream', split: c.model.split, half: stream.model.name, budget: streamBudget, joinBudget: k,
        storedName: `${c.model.split}/${store.model.name}/${storeBudget}`, stored: stored.entries,
      }, k, cap);
      yield* this.slices(job, (r) => {
        nodes += r.nodes; partials += r.partials;
        if (r.cancelled) { cancelled = true; return false; }
        if (r.capped || nodes > cap) { capped = true; nodes = cap; return false; }
        if (r.chosen) hit = { streamCells: placements(this.p, stream.model.seam, r.chosen), key: r.key!, cost: r.cost! };
        return !r.chosen;
      });
    }
    const record: PassRecord = {
      split: c.model.split, stored: store.model.name, storedBudget: storeBudget, storedNodes: stored.nodes, storedPartials: stored.partials, reused: stored.reused,
      storedKeys: stored.keys, tableBytes: stored.bytes,
      streamed: stream.model.name, streamedBudget: streamBudget, streamedNodes: nodes, streamedPartials: partials,
      joined: hit !== null, outOfMemory: stored.outOfMemory, capped,
    };
    round.passes.push(record);
    this.options.onPass?.(k, record);
    this.work += storedWork + nodes;
    return { hit: hit as Hit | null, outOfMemory: stored.outOfMemory, capped, cancelled, nodes: storedWork + nodes };
  }

  /** The stored side of a pass: kept from an earlier round at the same budget, or listed now, slice by slice. */
  private *store(c: Cut, side: Side, budget: number, k: number, maxNodes: number) {
    const reuse = side.kept?.budget === budget ? side.kept : null;
    const others = this.otherBytes(side);
    const done = (s: Stored, reused: boolean) => {
      const bytes = s.table.bytes + s.indexBytes;
      this.peakBytes = Math.max(this.peakBytes, s.table.peakBytes + others, bytes + others);
      return { complete: true, reused, entries: s.entries, nodes: s.nodes, partials: s.partials, keys: s.table.size, bytes, capped: false, cancelled: false, outOfMemory: false };
    };
    if (reuse) return done(reuse, true);
    const table = new SeamTable(c.model.packer.words, this.maxBytes - others);
    const job = this.job({ kind: 'store', split: c.model.split, half: side.model.name, budget, maxBytes: this.maxBytes - others }, k, maxNodes);
    let nodes = 0, partials = 0, capped = false, cancelled = false, outOfMemory = false;
    const words = c.model.packer.words;
    yield* this.slices(job, (r) => {
      nodes += r.nodes;
      if (r.cancelled) { cancelled = true; return false; }
      if (r.capped || nodes > maxNodes) { capped = true; nodes = maxNodes; return false; }
      partials += r.partials;
      outOfMemory = r.outOfMemory === true;
      for (let e = 0; !outOfMemory && e < r.costs!.length; e++) outOfMemory = !table.insert(r.keys!.subarray(e * words, e * words + words), r.costs![e]!);
      return !outOfMemory;
    });
    if (capped) side.floors.set(budget, Math.max(nodes, side.floors.get(budget) ?? 0));
    if (capped || cancelled || outOfMemory) {
      this.peakBytes = Math.max(this.peakBytes, table.peakBytes + others);
      return { complete: false, reused: false, entries: null, nodes, partials, keys: table.size, bytes: table.bytes, capped, cancelled, outOfMemory };
    }
    const positions = c.model.first === side.model ? c.model.second.seam.size : c.model.first.seam.size;
    const indexBytes = SeamIndex.bytesFor(table.size, words, c.model.packer.seamLength, positions, this.p.pool.length, this.model.palette.colours.length);
    if (table.size > 0 && table.bytes + indexBytes + others > this.maxBytes) {
      this.peakBytes = Math.max(this.peakBytes, table.peakBytes + others);
      return { complete: false, reused: false, entries: null, nodes, partials, keys: table.size, bytes: table.bytes, capped, cancelled, outOfMemory: true };
    }
    const kept: Stored = { budget, table, entries: sortedEntries(table, c.model.packer), indexBytes, nodes, partials };
    side.counts.set(budget, nodes);
    side.kept = kept;
    return done(kept, false);
  }

  /** Finds again the stored filling with the hit's key and cost (the enumeration is deterministic). */
  private *find(c: Cut, s: Side, budget: number, hit: Hit, k: number): Generator<BandsawRequest, Placement[], BandsawReply> {
    const job = this.job({ kind: 'find', split: c.model.split, half: s.model.name, budget, key: hit.key, cost: hit.cost }, k, Number.POSITIVE_INFINITY);
    let found: Placement[] | null = null;
    yield* this.slices(job, (r) => {
      if (r.chosen) found = placements(this.p, s.model.frame, r.chosen);
      return !r.chosen;
    }, true);
    if (!found) throw new Error('bandsaw: a stored filling could not be found again');
    return found;
  }

  /** Bytes held by kept tables other than this side's. */
  private otherBytes(s: Side): number {
    let bytes = 0;
    for (const c of this.built.values()) {
      for (const o of [c.first, c.second]) if (o !== s && o.kept) bytes += o.kept.table.bytes + o.kept.indexBytes;
    }
    return bytes;
  }
}

/**
 * The passes of round k: [stored side, its budget, streamed side, its budget]. The division a
 * (first half stored within min + a, second within min + e - a - 1) minimises the larger
 * estimated work.
 */
function plan(first: Side, second: Side, k: number): [Side, number, Side, number][] {
  const e = k - first.model.min - second.model.min;
  let bestA = e, bestSize = Number.POSITIVE_INFINITY;
  for (let a = e; a >= -1; a--) {
    const size = Math.max(a >= 0 ? estimate(first, first.model.min + a) : 0, e - a - 1 >= 0 ? estimate(second, second.model.min + e - a - 1) : 0);
    if (size < bestSize) { bestSize = size; bestA = a; }
  }
  const passes: [Side, number, Side, number][] = [];
  if (bestA >= 0) passes.push([first, first.model.min + bestA, second, k - first.model.min]);
  if (e - bestA - 1 >= 0) passes.push([second, second.model.min + e - bestA - 1, first, k - second.model.min]);
  return passes;
}

export { MAX_BOUND_TABLE };

/** The cuts a run may try whose bound tables fit MAX_BOUND_TABLE, and the least size of those that do not. */
function fittingCuts(model: BandModel, wanted: Split | 'auto'): { splits: Split[]; least: number } {
  const splits: Split[] = [];
  let least = Number.POSITIVE_INFINITY;
  for (const split of splitsOf(model.p, wanted)) {
    const bytes = model.tableBytes(split);
    if (bytes <= MAX_BOUND_TABLE) splits.push(split);
    else least = Math.min(least, bytes);
  }
  return { splits, least };
}

const tooLarge = (p: BandProblem, bytes: number): string =>
  `a ${p.width}-wide band of ${p.rows} rows needs bound tables of ${(bytes / 2 ** 20).toFixed(0)} MiB, more than the limit of ${MAX_BOUND_TABLE / 2 ** 20} MiB (try fewer rows)`;

/** Why BANDSAW cannot take this band (no cut's bound tables fit the limit), or null: ask before a run. */
export function bandTooLarge(p: BandProblem, split: Split | 'auto' = 'auto', model: BandModel = new BandModel(p)): string | null {
  const fitting = fittingCuts(model, split);
  return fitting.splits.length ? null : tooLarge(p, fitting.least);
}

/**
 * The cuts a run tries, in the order they first race: the columns cut (its short seam makes it
 * the cheaper one on the bands measured so far, see bench/bandsaw), then the rows cuts. An even
 * band has one rows cut; an odd one two (the extra row above or below).
 */
function splitsOf(p: BandProblem, wanted: Split | 'auto'): Split[] {
  if (wanted !== 'auto') return [wanted];
  const rows: Split[] = p.rows % 2 === 0 ? ['lower'] : ['lower', 'upper'];
  return p.width < 2 ? rows : ['columns', ...rows];
}

function halvesRecord(c: Cut): HalfRecord[] {
  return [c.first, c.second].map((s) => ({ name: s.model.name, cells: [...s.model.frame.cell].sort((a, b) => a - b), bound: s.model.min }));
}

/**
 * Enumeration nodes of a side within a budget: measured, or else grown from what smaller budgets
 * measured and from what capped tries at this budget or smaller ones already spent (whichever
 * says more).
 */
function estimate(s: Side, budget: number): number {
  const measured = s.counts.get(budget);
  if (measured !== undefined) return Math.max(measured, 1);
  let most = ASSUMED_GROWTH ** (budget - s.model.min);
  for (const [b, n] of s.counts) if (b < budget) most = Math.max(most, Math.max(n, 1) * ASSUMED_GROWTH ** (budget - b));
  for (const [b, n] of s.floors) if (b <= budget) most = Math.max(most, n * ASSUMED_GROWTH ** (budget - b));
  return most;
}

function merge(p: BandProblem, a: Placement[], b: Placement[]): Placement[] {
  return Array.from({ length: p.width * p.rows }, (_, i) => a[i] ?? b[i]!);
}

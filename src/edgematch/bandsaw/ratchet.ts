/**
 * BANDSAW: the exact best filling of a band by meeting in the middle, with a budget ratchet.
 *
 * Round k asks: is there a filling with at most k mismatches? Fillings of the two halves whose
 * costs add up to k are joined on (complementary piece sets, equal seam colours). With
 * e = k - (bound of the first half + bound of the second) the slack of the round, any joining
 * pair has the first half within its bound + a, or the second within its bound + e - a - 1, for
 * any a in -1..e. So a round is at most two passes, each storing one side within its share and
 * streaming the other side in full against it (steered by the stored side's seams and pieces).
 * The division is chosen from the enumeration work (nodes) measured in earlier rounds so that
 * the costlier stored side is as cheap as possible; the stored partials never outnumber those
 * nodes, so this bounds memory too.
 *
 * The ratchet starts at the sum of the half bounds and rises by one; the first round whose join
 * meets is the optimum, and the rounds before it, which met nothing, are its proof.
 *
 * A band can be cut between its middle columns or between rows (an odd band giving its extra
 * row to either half), and which is cheapest differs by orders of magnitude from band to band.
 * With split 'auto' the cuts race each round: each tries the round under a node cap, the cap
 * grows fourfold until one settles it, and a round settled by any cut is proven all the same.
 * Caps are counted in nodes, so the race and its certificate are deterministic.
 */
import type { Progress } from '../../core/progress.ts';
import { bandCandidates, bandCost, poolFitsFrame, type BandProblem } from '../band.ts';
import type { Placement } from '../model.ts';
import { boundTable, boundTableBytes, startFrontier, type BoundTable } from './bounds.ts';
import type { Certificate, HalfRecord, PassRecord, RoundRecord } from './certificate.ts';
import { enumerateHalf, type Partial } from './enumerate.ts';
import { buildHalf, halvesOf, paletteOf, placements, seamColours, type Half, type Split } from './halves.ts';
import { KeyPacker, SeamFilter, SeamIndex, SeamTable } from './join.ts';
import type { EnumerationCounts, SeamGuide } from './enumerate.ts';

export interface BandsawOptions {
  /** ceiling for the join's tables in bytes; a round that needs more stops the run with a bracket */
  maxBytes?: number;
  /** stop with a bracket instead of running a round above this budget */
  maxBudget?: number;
  /** stop with a bracket once the passes have spent this many enumeration nodes in all */
  maxNodes?: number;
  /** tables up to this many keys steer the stream exactly, larger ones by a prefix filter (default 65536) */
  indexLimit?: number;
  /** how the band is cut (default 'auto': every cut that fits races each round) */
  split?: Split | 'auto';
  /** node cap of the first try when the splits race (default 2^20) */
  firstCap?: number;
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
  /** enumeration nodes spent in all (what maxNodes caps) */
  nodes: number;
}

/** Growth of a half's enumeration per extra mismatch assumed before it is measured. */
const ASSUMED_GROWTH = 20;
/** Tables up to this many keys steer the stream exactly (SeamIndex); larger ones by a filter. */
const INDEX_LIMIT = 1 << 16;
/** Node cap of a split's first try at a round when racing; each further try has four times more. */
const FIRST_CAP = 1 << 20;

interface Side {
  half: Half;
  table: BoundTable;
  min: number;
  /** enumeration nodes measured per budget (complete enumerations only) */
  counts: Map<number, number>;
  /** nodes an enumeration within the budget spent before its node cap stopped it: the least it needs */
  floors: Map<number, number>;
  /** the last table stored for this side, reused while the round's plan stores the same budget */
  kept?: { budget: number; table: SeamTable; guide: Guide | null; counts: EnumerationCounts };
}

type Guide = SeamGuide & { bytes: number };

/** One way of cutting the band: its two sides and what they keep between rounds. */
interface Cut {
  split: Split;
  /** the half that declares seam mismatches (upper or left) */
  first: Side;
  second: Side;
  /** colours the first half may declare on the seam, for one mismatch */
  declarable: number[][];
  packer: KeyPacker;
}

type Hit = { streamCells: Placement[]; storedKey: Uint32Array; storedCost: number };

/** How one try at a round ended: proved empty, met (with the two halves), or stopped. */
type Attempt =
  | { kind: 'empty' }
  | { kind: 'met'; cells: Placement[] }
  | { kind: 'capped' }
  | { kind: 'outOfMemory' }
  | { kind: 'cancelled' };

export function bandsaw(p: BandProblem, options: BandsawOptions = {}): BandsawResult {
  if (p.rows < 2) throw new RangeError('bandsaw needs a band of at least 2 rows');
  const fitting = fittingCuts(p, options.split ?? 'auto');
  if (fitting.halves.size === 0) throw new RangeError(tooLarge(p, fitting.least));
  return new Ratchet(p, options, fitting.halves).run();
}

/**
 * One BANDSAW run: the cuts it has built, the certificate it writes, and the work and memory it
 * has spent. `run` raises the budget round by round; `race` lets the cuts try a round; `attempt`
 * is one cut's try, a pass or two; `pass` stores one half and streams the other against it.
 */
class Ratchet {
  private readonly maxBytes: number;
  private readonly colours: number;
  private readonly poolMask: Uint32Array;
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
  /** the round under way, for progress reports */
  private round = 0;
  /** node cap of the leading cut's first try at a round: near what the last round cost it */
  private firstCap: number;

  constructor(private readonly p: BandProblem, private readonly options: BandsawOptions, private readonly halves: Map<Split, Half[]>) {
    this.maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
    this.colours = paletteOf(p).colours.length;
    this.poolMask = new Uint32Array((p.pool.length + 31) >> 5);
    for (let q = 0; q < p.pool.length; q++) this.poolMask[q >> 5]! |= 1 << (q & 31);
    this.order = [...halves.keys()];
    this.firstCap = options.firstCap ?? FIRST_CAP;
    const shown = this.shown = this.cutOf(this.order[0]!);
    this.cert = {
      method: 'bandsaw', width: p.width, height: p.height, rows: p.rows, split: options.split ?? 'auto',
      cut: shown.split, halves: halvesRecord(shown), pool: p.pool, above: p.above, given: p.given ? bandCost(p, p.given) : null,
      rounds: [], status: 'infeasible', lower: 0, upper: p.given ? bandCost(p, p.given) : null, witness: null,
    };
  }

  run(): BandsawResult {
    const { p, options, cert } = this;
    // Most mismatches any filling can have: every top edge and every inner vertical edge.
    const worst = p.width * p.rows + (p.width - 1) * p.rows;
    const start = this.shown.first.min + this.shown.second.min;
    if (!poolFitsFrame(p) || start > worst) return this.finish(null, 'infeasible');
    for (let k = start; ; k++) {
      if (cert.given !== null && k >= cert.given) {
        Object.assign(cert, { status: 'optimal', lower: cert.given, upper: cert.given, witness: 'given' });
        return this.finish([...p.given!], 'optimal');
      }
      if (k > worst) return this.finish(null, 'infeasible');
      if (options.maxBudget !== undefined && k > options.maxBudget) return this.bracket(k, 'max-budget');
      const outcome = this.race(k);
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
    return { stop, cells, certificate: this.cert, peakBytes: this.peakBytes, nodes: this.work };
  }

  private bracket(k: number, stop: BandsawStop): BandsawResult {
    Object.assign(this.cert, { status: 'bracket', lower: k });
    return this.finish(this.p.given ? [...this.p.given] : null, stop);
  }

  private cutOf(split: Split): Cut {
    const known = this.built.get(split);
    if (known) return known;
    const [first, second] = this.halves.get(split)!.map((half): Side => {
      const table = boundTable(half, this.colours);
      return { half, table, min: table.bound[startFrontier(table)]!, counts: new Map(), floors: new Map() };
    }) as [Side, Side];
    const cut = { split, first, second, declarable: seamColours(second.half), packer: new KeyPacker(this.p.pool.length, first.half.seamLength, this.colours) };
    this.built.set(split, cut);
    return cut;
  }

  /**
   * Round k: every cut tries it under a node cap, the cap growing fourfold until one settles it
   * (with a single cut, no cap). The cut that settled the last round leads; the others try at a
   * quarter of its cap, so a cut that keeps losing costs about a third more than the leader's own
   * work, not as much again.
   */
  private race(k: number): Attempt {
    const record: RoundRecord = { budget: k, settledBy: null, passes: [] };
    this.cert.rounds.push(record);
    this.round = k;
    const leastCap = this.options.firstCap ?? FIRST_CAP;
    const maxNodes = this.options.maxNodes ?? Number.POSITIVE_INFINITY;
    let outcome: Attempt = { kind: 'capped' };
    let settled = this.shown;
    race: for (let cap = this.order.length > 1 ? this.firstCap : Number.POSITIVE_INFINITY; outcome.kind === 'capped'; cap *= 4) {
      for (const split of this.order) {
        const c = this.cutOf(split);
        const before = this.work;
        outcome = this.attempt(c, record, k, Math.min(split === this.order[0] ? cap : Math.ceil(cap / 4), maxNodes - this.work));
        if (outcome.kind === 'capped' && this.work >= maxNodes) break race;
        if (outcome.kind !== 'capped') {
          settled = c;
          this.firstCap = Math.max(leastCap, this.work - before);
          break;
        }
      }
    }
    record.settledBy = settled.split;
    // the certificate names the cut whose rounds carry the result
    Object.assign(this.cert, { cut: settled.split, halves: halvesRecord(settled) });
    // the other cut's kept tables would only hold memory until it wins a round again
    for (const c of this.built.values()) if (c !== settled) { c.first.kept = undefined; c.second.kept = undefined; }
    this.order = [settled.split, ...this.order.filter((x) => x !== settled.split)];
    return outcome;
  }

  /** One try of a cut at round k within maxNodes nodes. */
  private attempt(c: Cut, round: RoundRecord, k: number, maxNodes: number): Attempt {
    let left = maxNodes;
    for (const [store, storeBudget, stream, streamBudget] of plan(c.first, c.second, k)) {
      const r = this.pass(c, round, k, store, storeBudget, stream, streamBudget, left);
      left -= r.nodes;
      if (this.options.progress?.cancelled?.()) return { kind: 'cancelled' };
      if (r.outOfMemory) return { kind: 'outOfMemory' };
      if (r.capped) return { kind: 'capped' };
      if (r.hit) {
        const cells = merge(this.p, this.rebuild(c, store, storeBudget, r.hit.storedKey, r.hit.storedCost), r.hit.streamCells);
        if (bandCost(this.p, cells) !== k) throw new Error(`bandsaw: joined filling costs ${bandCost(this.p, cells)}, expected ${k}`);
        return { kind: 'met', cells };
      }
    }
    return { kind: 'empty' };
  }

  /**
   * One pass: store `store` within storeBudget, stream `stream` within streamBudget against it,
   * within `maxNodes` enumeration nodes in all. Returns the hit, or why it stopped, and the nodes spent.
   */
  private pass(c: Cut, round: RoundRecord, k: number, store: Side, storeBudget: number, stream: Side, streamBudget: number, maxNodes: number) {
    const stored = this.store(c, store, storeBudget, stream.half, maxNodes);
    const { table, guide, counts, kept, outOfMemory } = stored;
    let hit: Hit | null = null;
    let streamed: EnumerationCounts = { nodes: 0, partials: 0, stopped: false, capped: false };
    const storedWork = kept ? 0 : counts.nodes;
    if (stored.complete && table.size > 0) {
      const key = new Uint32Array(c.packer.words);
      streamed = this.enumerate(c, stream, streamBudget, (x) => {
        c.packer.pack(x, key, this.poolMask);
        const cost = table.lookup(key);
        if (cost < 0 || cost + x.cost > k) return true;
        hit = { streamCells: placements(this.p, stream.half, x.chosen), storedKey: key.slice(), storedCost: cost };
        return false;
      }, maxNodes - storedWork, guide ?? undefined, k);
    }
    const capped = !outOfMemory && (counts.capped || streamed.capped);
    const record: PassRecord = {
      split: c.split, stored: store.half.name, storedBudget: storeBudget, storedNodes: counts.nodes, storedPartials: counts.partials, reused: kept,
      storedKeys: table.size, tableBytes: table.bytes + (guide?.bytes ?? 0),
      streamed: stream.half.name, streamedBudget: streamBudget, streamedNodes: streamed.nodes, streamedPartials: streamed.partials,
      joined: hit !== null, outOfMemory, capped,
    };
    round.passes.push(record);
    this.options.onPass?.(k, record);
    this.work += storedWork + streamed.nodes;
    return { hit: hit as Hit | null, outOfMemory, capped, nodes: storedWork + streamed.nodes };
  }

  /** The stored side of a pass: its table (kept from an earlier round at the same budget, or enumerated now) and its guide for the stream. */
  private store(c: Cut, side: Side, budget: number, streamed: Half, maxNodes: number) {
    const kept = side.kept?.budget === budget ? side.kept : null;
    const table = kept?.table ?? new SeamTable(c.packer.words, this.maxBytes - this.otherBytes(side));
    const key = new Uint32Array(c.packer.words);
    let outOfMemory = false;
    const counts = kept?.counts ?? this.enumerate(c, side, budget, (x) => {
      c.packer.pack(x, key, null);
      if (table.insert(key, x.cost)) return true;
      outOfMemory = true;
      return false;
    }, maxNodes);
    const complete = !outOfMemory && !counts.stopped;
    const guide = kept ? kept.guide : !complete || table.size === 0 ? null : this.guideFor(c, streamed, table);
    if (counts.capped) side.floors.set(budget, Math.max(counts.nodes, side.floors.get(budget) ?? 0));
    if (complete) {
      side.counts.set(budget, counts.nodes);
      side.kept = { budget, table, guide, counts };
    }
    const others = this.otherBytes(side);
    this.peakBytes = Math.max(this.peakBytes, table.peakBytes + others, table.bytes + (guide?.bytes ?? 0) + others);
    return { table, guide, counts, complete, outOfMemory, kept: kept !== null };
  }

  /** With a guide, `k` is the join's budget: the stream and the cheapest stored filling it can still meet must fit it. */
  private enumerate(c: Cut, s: Side, budget: number, visit: (x: Partial) => boolean, maxNodes: number, guide?: SeamGuide, k?: number): EnumerationCounts {
    const report = this.options.progress?.report;
    const label = `round ${this.round}: ${guide ? 'streaming' : 'storing'} ${s.half.name} <= ${budget}`;
    return enumerateHalf({
      half: s.half, table: s.table, budget, poolSize: this.p.pool.length, maxNodes,
      ...(s === c.first ? { declarable: c.declarable } : {}), ...(guide ? { guide, joinBudget: k } : {}), visit,
      cancelled: this.options.progress?.cancelled, ...(report ? { report: (nodes: number) => report(nodes, 0, label) } : {}),
    });
  }

  /** Bytes held by kept tables other than this side's. */
  private otherBytes(s: Side): number {
    let bytes = 0;
    for (const c of this.built.values()) {
      for (const o of [c.first, c.second]) if (o !== s && o.kept) bytes += o.kept.table.bytes + (o.kept.guide?.bytes ?? 0);
    }
    return bytes;
  }

  /** The guide for streaming against a table: every key apart when small, a prefix filter when large. */
  private guideFor(c: Cut, streamed: Half, table: SeamTable): Guide | null {
    const packer = c.packer;
    if (table.size <= (this.options.indexLimit ?? INDEX_LIMIT)) return new SeamIndex(table, packer, streamed.size, this.p.pool.length, this.colours);
    const f = new SeamFilter(table.size * packer.seamLength, packer.seamLength);
    // the filter only speeds the stream up: leave it out when it does not fit
    if (table.bytes + f.bytes > this.maxBytes) return null;
    table.forEachKey((kw) => f.addSeam(packer.seamOf(kw)));
    return f;
  }

  /** Finds again the stored filling with this key and cost (the enumeration is deterministic). */
  private rebuild(c: Cut, s: Side, budget: number, want: Uint32Array, cost: number): Placement[] {
    const key = new Uint32Array(c.packer.words);
    let found: Placement[] | null = null;
    this.enumerate(c, s, budget, (x) => {
      if (x.cost !== cost) return true;
      c.packer.pack(x, key, null);
      if (!key.every((v, i) => v === want[i])) return true;
      found = placements(this.p, s.half, x.chosen);
      return false;
    }, Number.POSITIVE_INFINITY);
    if (!found) throw new Error('bandsaw: a stored filling could not be found again');
    return found;
  }
}

/**
 * The passes of round k: [stored side, its budget, streamed side, its budget]. The division a
 * (first half stored within min + a, second within min + e - a - 1) minimises the larger
 * estimated work.
 */
function plan(first: Side, second: Side, k: number): [Side, number, Side, number][] {
  const e = k - first.min - second.min;
  let bestA = e, bestSize = Number.POSITIVE_INFINITY;
  for (let a = e; a >= -1; a--) {
    const size = Math.max(a >= 0 ? estimate(first, first.min + a) : 0, e - a - 1 >= 0 ? estimate(second, second.min + e - a - 1) : 0);
    if (size < bestSize) { bestSize = size; bestA = a; }
  }
  const passes: [Side, number, Side, number][] = [];
  if (bestA >= 0) passes.push([first, first.min + bestA, second, k - first.min]);
  if (e - bestA - 1 >= 0) passes.push([second, second.min + e - bestA - 1, first, k - second.min]);
  return passes;
}

/** Bound tables above this size (64 MiB) rule a cut out (a columns cut of a tall band, a rows cut of a deep one). */
export const MAX_BOUND_TABLE = 1 << 26;

/** The halves of each cut a run may try whose bound tables fit MAX_BOUND_TABLE, and the least size of those that do not. */
function fittingCuts(p: BandProblem, wanted: Split | 'auto'): { halves: Map<Split, Half[]>; least: number } {
  const palette = paletteOf(p);
  const candidates = bandCandidates(p);
  const halves = new Map<Split, Half[]>();
  let least = Number.POSITIVE_INFINITY;
  for (const split of splitsOf(p, wanted)) {
    const pair = halvesOf(split).map((name) => buildHalf(p, name, palette, split, candidates));
    const bytes = Math.max(...pair.map((h) => boundTableBytes(h, palette.colours.length)));
    if (bytes <= MAX_BOUND_TABLE) halves.set(split, pair);
    else least = Math.min(least, bytes);
  }
  return { halves, least };
}

const tooLarge = (p: BandProblem, bytes: number): string =>
  `a ${p.width}-wide band of ${p.rows} rows needs bound tables of ${(bytes / 2 ** 20).toFixed(0)} MiB, more than the limit of ${MAX_BOUND_TABLE / 2 ** 20} MiB (try fewer rows)`;

/** Why BANDSAW cannot take this band (no cut's bound tables fit the limit), or null: ask before a run. */
export function bandTooLarge(p: BandProblem, split: Split | 'auto' = 'auto'): string | null {
  const fitting = fittingCuts(p, split);
  return fitting.halves.size ? null : tooLarge(p, fitting.least);
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
  return [c.first, c.second].map((s) => ({ name: s.half.name, cells: [...s.half.cell].sort((a, b) => a - b), bound: s.min }));
}

/**
 * Enumeration nodes of a side within a budget: measured, or else grown from what smaller budgets
 * measured and from what capped tries at this budget or smaller ones already spent (whichever
 * says more).
 */
function estimate(s: Side, budget: number): number {
  const measured = s.counts.get(budget);
  if (measured !== undefined) return Math.max(measured, 1);
  let most = ASSUMED_GROWTH ** (budget - s.min);
  for (const [b, n] of s.counts) if (b < budget) most = Math.max(most, Math.max(n, 1) * ASSUMED_GROWTH ** (budget - b));
  for (const [b, n] of s.floors) if (b <= budget) most = Math.max(most, n * ASSUMED_GROWTH ** (budget - b));
  return most;
}

function merge(p: BandProblem, a: Placement[], b: Placement[]): Placement[] {
  return Array.from({ length: p.width * p.rows }, (_, i) => a[i] ?? b[i]!);
}

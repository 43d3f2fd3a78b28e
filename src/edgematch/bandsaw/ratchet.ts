/**
 * BANDSAW: the exact best filling of a band by meeting in the middle, with a budget ratchet.
 *
 * Round k asks: is there a filling with at most k mismatches? Fillings of the two halves whose
 * costs add up to k are joined on (complementary piece sets, equal seam colours). With
 * e = k - (bound of upper + bound of lower) the slack of the round, any joining pair has the upper
 * within bound + a, or the lower within bound + e - a - 1, for any split a in -1..e. So a round is
 * at most two passes, each storing one side within its share and streaming the other side in
 * full against it (steered by the stored side's seams and pieces). The split is chosen from the
 * enumeration work (nodes) measured in earlier rounds so that the costlier stored side is as
 * cheap as possible; the stored partials never outnumber those nodes, so this bounds memory too.
 *
 * The ratchet starts at the sum of the half bounds and rises by one; the first round whose join
 * meets is the optimum, and the rounds before it, which met nothing, are its proof.
 */
import type { Progress } from '../../core/progress.ts';
import { bandCost, poolFitsFrame, type BandProblem } from '../band.ts';
import type { Placement } from '../model.ts';
import { boundTable, startFrontier, type BoundTable } from './bounds.ts';
import type { Certificate, PassRecord, RoundRecord } from './certificate.ts';
import { enumerateHalf, type Partial } from './enumerate.ts';
import { buildHalf, paletteOf, placements, seamColours, type Half, type HalfName } from './halves.ts';
import { KeyPacker, SeamFilter, SeamIndex, SeamTable } from './join.ts';
import type { EnumerationCounts, SeamGuide } from './enumerate.ts';

export interface BandsawOptions {
  /** ceiling for the join's tables in bytes; a round that needs more stops the run with a bracket */
  maxBytes?: number;
  /** stop with a bracket instead of running a round above this budget */
  maxBudget?: number;
  /** tables up to this many keys steer the stream exactly, larger ones by a prefix filter (default 65536) */
  indexLimit?: number;
  /** told after each pass */
  onPass?(round: number, pass: PassRecord): void;
  progress?: Progress;
}

export interface BandsawResult {
  /** the best band filling known (optimal when the status is 'optimal'), band cells row-major */
  cells: Placement[] | null;
  certificate: Certificate;
  /** largest size the join's tables reached, in bytes */
  peakBytes: number;
}

/** Growth of a half's enumeration per extra mismatch assumed before it is measured. */
const ASSUMED_GROWTH = 20;
/** Tables up to this many keys steer the stream exactly (SeamIndex); larger ones by a filter. */
const INDEX_LIMIT = 1 << 16;

interface Side {
  half: Half;
  table: BoundTable;
  min: number;
  /** enumeration nodes measured per budget (complete enumerations only) */
  counts: Map<number, number>;
  /** the last table stored for this side, reused while the round's plan stores the same budget */
  kept?: { budget: number; table: SeamTable; guide: Guide | null; counts: EnumerationCounts };
}

type Guide = SeamGuide & { bytes: number };

export function bandsaw(p: BandProblem, options: BandsawOptions = {}): BandsawResult {
  if (p.rows < 2) throw new RangeError('bandsaw needs a band of at least 2 rows');
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const palette = paletteOf(p);
  const colours = palette.colours.length;
  const side = (name: HalfName): Side => {
    const half = buildHalf(p, name, palette);
    const table = boundTable(half, colours);
    return { half, table, min: table.bound[startFrontier(table, half.height, half.grey)]!, counts: new Map() };
  };
  const upper = side('upper'), lower = side('lower');
  // The upper half pays for seam mismatches by declaring a colour the lower half can show.
  const declarable = seamColours(lower.half);
  const packer = new KeyPacker(p.pool.length, p.width, colours);
  const poolMask = new Uint32Array((p.pool.length + 31) >> 5);
  for (let q = 0; q < p.pool.length; q++) poolMask[q >> 5]! |= 1 << (q & 31);

  const given = p.given ? bandCost(p, p.given) : null;
  const cert: Certificate = {
    method: 'bandsaw', width: p.width, height: p.height, rows: p.rows,
    upperRows: rowsOf(upper.half), lowerRows: rowsOf(lower.half),
    pool: p.pool, above: p.above, halfBounds: { upper: upper.min, lower: lower.min }, given,
    rounds: [], status: 'infeasible', lower: 0, upper: given, witness: null,
  };
  let peakBytes = 0;
  const finish = (cells: Placement[] | null): BandsawResult => ({ cells, certificate: cert, peakBytes });
  const bracket = (k: number) => {
    Object.assign(cert, { status: 'bracket', lower: k });
    return finish(p.given ? [...p.given] : null);
  };

  // Most mismatches any filling can have: every top edge and every inner vertical edge.
  const worst = p.width * p.rows + (p.width - 1) * p.rows;
  if (!poolFitsFrame(p) || upper.min + lower.min > worst) return finish(null);

  const enumerate = (s: Side, budget: number, visit: (x: Partial) => boolean, guide?: SeamGuide) => enumerateHalf({
    half: s.half, table: s.table, budget, poolSize: p.pool.length,
    ...(s === upper ? { declarable } : {}), ...(guide ? { guide } : {}), visit, cancelled: options.progress?.cancelled,
  });

  /** One pass: store `store` within storeBudget, stream `stream` within streamBudget against it. */
  const pass = (round: RoundRecord, k: number, store: Side, storeBudget: number, stream: Side, streamBudget: number) => {
    // A side stored at the same budget in an earlier round is the same table: keep it.
    const kept = store.kept?.budget === storeBudget ? store.kept : null;
    const table = kept?.table ?? new SeamTable(packer.words, maxBytes - otherBytes(store));
    const key = new Uint32Array(packer.words);
    let outOfMemory = false;
    const stored = kept?.counts ?? enumerate(store, storeBudget, (x) => {
      packer.pack(x, key, null);
      if (table.insert(key, x.cost)) return true;
      outOfMemory = true;
      return false;
    });
    const guide = kept ? kept.guide : outOfMemory || table.size === 0 ? null : guideFor(table);
    if (!outOfMemory) {
      store.counts.set(storeBudget, stored.nodes);
      store.kept = { budget: storeBudget, table, guide, counts: stored };
    }
    peakBytes = Math.max(peakBytes, table.peakBytes + otherBytes(store), table.bytes + (guide?.bytes ?? 0) + otherBytes(store));
    let hit: { streamCells: Placement[]; storedKey: Uint32Array; storedCost: number } | null = null;
    let streamed = { nodes: 0, partials: 0 };
    if (!outOfMemory && table.size > 0) {
      streamed = enumerate(stream, streamBudget, (x) => {
        packer.pack(x, key, poolMask);
        const c = table.lookup(key);
        if (c < 0 || c + x.cost > k) return true;
        hit = { streamCells: placements(p, stream.half, x.chosen), storedKey: key.slice(), storedCost: c };
        return false;
      }, guide ?? undefined);
    }
    const record: PassRecord = {
      stored: store.half.name, storedBudget: storeBudget, storedNodes: stored.nodes, storedPartials: stored.partials,
      storedKeys: table.size, tableBytes: table.bytes + (guide?.bytes ?? 0),
      streamed: stream.half.name, streamedBudget: streamBudget, streamedNodes: streamed.nodes, streamedPartials: streamed.partials,
      joined: hit !== null, outOfMemory,
    };
    round.passes.push(record);
    options.onPass?.(k, record);
    return { hit: hit as { streamCells: Placement[]; storedKey: Uint32Array; storedCost: number } | null, outOfMemory };
  };

  /** Bytes held by the other side's kept table. */
  const otherBytes = (s: Side): number => {
    const o = (s === upper ? lower : upper).kept;
    return o ? o.table.bytes + (o.guide?.bytes ?? 0) : 0;
  };

  /** The guide for streaming against a table: every key apart when small, a prefix filter when large. */
  const guideFor = (table: SeamTable): Guide | null => {
    if (table.size <= (options.indexLimit ?? INDEX_LIMIT)) return new SeamIndex(table, packer, p.width);
    const f = new SeamFilter(table.size * p.width);
    // the filter only speeds the stream up: leave it out when it does not fit
    if (table.bytes + f.bytes > maxBytes) return null;
    table.forEachKey((kw) => f.addSeam(packer.seamOf(kw, p.width)));
    return f;
  };

  /** Finds again the stored filling with this key and cost (the enumeration is deterministic). */
  const rebuild = (s: Side, budget: number, want: Uint32Array, cost: number): Placement[] => {
    const key = new Uint32Array(packer.words);
    let found: Placement[] | null = null;
    enumerate(s, budget, (x) => {
      if (x.cost !== cost) return true;
      packer.pack(x, key, null);
      if (!key.every((v, i) => v === want[i])) return true;
      found = placements(p, s.half, x.chosen);
      return false;
    });
    if (!found) throw new Error('bandsaw: a stored filling could not be found again');
    return found;
  };

  for (let k = upper.min + lower.min; ; k++) {
    if (given !== null && k >= given) {
      Object.assign(cert, { status: 'optimal', lower: given, upper: given, witness: 'given' });
      return finish([...p.given!]);
    }
    if (k > worst) return finish(null);
    if (options.maxBudget !== undefined && k > options.maxBudget) return bracket(k);
    const round: RoundRecord = { budget: k, passes: [] };
    cert.rounds.push(round);
    for (const [store, storeBudget, stream, streamBudget] of plan(upper, lower, k)) {
      const r = pass(round, k, store, storeBudget, stream, streamBudget);
      if (options.progress?.cancelled?.()) return bracket(k);
      if (r.outOfMemory) return bracket(k);
      if (r.hit) {
        const cells = merge(p, rebuild(store, storeBudget, r.hit.storedKey, r.hit.storedCost), r.hit.streamCells);
        if (bandCost(p, cells) !== k) throw new Error(`bandsaw: joined filling costs ${bandCost(p, cells)}, expected ${k}`);
        Object.assign(cert, { status: 'optimal', lower: k, upper: k, witness: 'join' });
        return finish(cells);
      }
    }
  }
}

/**
 * The passes of round k: [stored side, its budget, streamed side, its budget]. The split a
 * (upper stored within min + a, lower within min + e - a - 1) minimises the larger estimated work.
 */
function plan(upper: Side, lower: Side, k: number): [Side, number, Side, number][] {
  const e = k - upper.min - lower.min;
  let bestA = e, bestSize = Number.POSITIVE_INFINITY;
  for (let a = e; a >= -1; a--) {
    const size = Math.max(a >= 0 ? estimate(upper, upper.min + a) : 0, e - a - 1 >= 0 ? estimate(lower, lower.min + e - a - 1) : 0);
    if (size < bestSize) { bestSize = size; bestA = a; }
  }
  const passes: [Side, number, Side, number][] = [];
  if (bestA >= 0) passes.push([upper, upper.min + bestA, lower, k - upper.min]);
  if (e - bestA - 1 >= 0) passes.push([lower, lower.min + e - bestA - 1, upper, k - lower.min]);
  return passes;
}

/** Enumeration nodes of a side within a budget: measured, or grown from the nearest measured budget below. */
function estimate(s: Side, budget: number): number {
  for (let b = budget; b >= s.min; b--) {
    const n = s.counts.get(b);
    if (n !== undefined) return Math.max(n, 1) * ASSUMED_GROWTH ** (budget - b);
  }
  return ASSUMED_GROWTH ** (budget - s.min);
}

function rowsOf(h: Half): number[] {
  return [...new Set(h.bandRow)].sort((a, b) => a - b);
}

function merge(p: BandProblem, a: Placement[], b: Placement[]): Placement[] {
  return Array.from({ length: p.width * p.rows }, (_, i) => a[i] ?? b[i]!);
}

/**
 * BANDSAW: the exact best filling of a band by meeting in the middle, with a budget ratchet.
 *
 * Round k asks: is there a filling with at most k mismatches? Fillings of the two halves whose
 * costs add up to k are joined on (complementary piece sets, equal seam colours). Of any such
 * pair, at least one half sits within its share of the slack e = k - (bounds of both halves), so
 * each round runs two passes that each store only the cheaper side:
 *   pass 1 stores upper fillings with at most boundU + floor(e/2) and streams every lower filling;
 *   pass 2 stores lower fillings with at most boundL + e - floor(e/2) - 1 and streams every upper.
 * The table therefore holds fillings of about half the budget, which is what memory allows.
 * The ratchet starts at the sum of the half bounds and rises by one; the first round whose join
 * meets is the optimum, and the rounds before it, which met nothing, are its proof.
 */
import type { Progress } from '../../core/progress.ts';
import { bandCost, poolFitsFrame, type BandProblem } from '../band.ts';
import type { Placement } from '../model.ts';
import { boundTable, startFrontier, type BoundTable } from './bounds.ts';
import type { Certificate, PassRecord, RoundRecord } from './certificate.ts';
import { enumerateHalf, type Partial } from './enumerate.ts';
import { buildHalf, paletteOf, seamColours, type Half } from './halves.ts';
import { KeyPacker, SeamTable } from './join.ts';

export interface BandsawOptions {
  /** ceiling for the hash table in bytes; a round that needs more stops the run with a bracket */
  maxBytes?: number;
  /** stop with a bracket instead of running a round above this budget */
  maxBudget?: number;
  /** told after each pass */
  onPass?(round: number, pass: PassRecord): void;
  progress?: Progress;
}

export interface BandsawResult {
  /** the best band filling found (optimal when status is 'optimal'), band cells row-major */
  cells: Placement[] | null;
  certificate: Certificate;
  /** largest size the hash table reached, in bytes */
  peakBytes: number;
}

interface Side {
  half: Half;
  table: BoundTable;
  min: number;
}

export function bandsaw(p: BandProblem, options: BandsawOptions = {}): BandsawResult {
  if (p.rows < 2) throw new RangeError('bandsaw needs a band of at least 2 rows');
  const maxBytes = options.maxBytes ?? Number.POSITIVE_INFINITY;
  const palette = paletteOf(p);
  const colours = palette.colours.length;
  const side = (name: 'upper' | 'lower'): Side => {
    const half = buildHalf(p, name, palette);
    const table = boundTable(half, colours);
    return { half, table, min: table.bound[startFrontier(table, half.height, half.grey)]! };
  };
  const upper = side('upper'), lower = side('lower');
  const declarable = seamColours(upper.half);
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

  // Most mismatches any filling can have: every top edge and every inner vertical edge.
  const worst = p.width * p.rows + (p.width - 1) * p.rows;
  if (!poolFitsFrame(p) || upper.min + lower.min > worst) return finish(null);

  const enumerate = (s: Side, budget: number, visit: (x: Partial) => boolean) => enumerateHalf({
    half: s.half, table: s.table, budget, poolSize: p.pool.length,
    ...(s === lower ? { declarable } : {}), visit, cancelled: options.progress?.cancelled,
  });

  /** One pass: store `store` up to storeBudget, stream `stream` up to streamBudget; the matching pair or null. */
  const pass = (round: RoundRecord, k: number, store: Side, storeBudget: number, stream: Side, streamBudget: number) => {
    const table = new SeamTable(packer.words, maxBytes);
    const key = new Uint32Array(packer.words);
    let outOfMemory = false;
    const stored = enumerate(store, storeBudget, (x) => {
      packer.pack(x, key, null);
      if (table.insert(key, x.cost)) return true;
      outOfMemory = true;
      return false;
    });
    peakBytes = Math.max(peakBytes, table.peakBytes);
    let hit: { streamCells: Placement[]; storedKey: Uint32Array; storedCost: number } | null = null;
    let streamed = { nodes: 0, partials: 0 };
    if (!outOfMemory) {
      streamed = enumerate(stream, streamBudget, (x) => {
        packer.pack(x, key, poolMask);
        const c = table.lookup(key);
        if (c < 0 || c + x.cost > k) return true;
        hit = { streamCells: placements(p, stream.half, x.chosen), storedKey: key.slice(), storedCost: c };
        return false;
      });
    }
    const record: PassRecord = {
      stored: store.half.name, storedBudget: storeBudget, storedNodes: stored.nodes, storedPartials: stored.partials,
      storedKeys: table.size, tableBytes: table.bytes,
      streamed: stream.half.name, streamedBudget: streamBudget, streamedNodes: streamed.nodes, streamedPartials: streamed.partials,
      joined: hit !== null, outOfMemory,
    };
    round.passes.push(record);
    options.onPass?.(k, record);
    return { hit: hit as { streamCells: Placement[]; storedKey: Uint32Array; storedCost: number } | null, outOfMemory };
  };

  /** Finds again the stored filling with this key and cost (the enumeration is deterministic). */
  const rebuild = (s: Side, budget: number, want: Uint32Array, cost: number, flip: Uint32Array | null): Placement[] => {
    const key = new Uint32Array(packer.words);
    let found: Placement[] | null = null;
    enumerate(s, budget, (x) => {
      if (x.cost !== cost) return true;
      packer.pack(x, key, flip);
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
    if (options.maxBudget !== undefined && k > options.maxBudget) {
      Object.assign(cert, { status: 'bracket', lower: k });
      return finish(p.given ? [...p.given] : null);
    }
    const round: RoundRecord = { budget: k, passes: [] };
    cert.rounds.push(round);
    const e = k - upper.min - lower.min, eUpper = Math.floor(e / 2);
    const plan: [Side, number, Side, number][] = [[upper, upper.min + eUpper, lower, k - upper.min]];
    if (e >= 1) plan.push([lower, lower.min + e - eUpper - 1, upper, k - lower.min]);
    for (const [store, storeBudget, stream, streamBudget] of plan) {
      const r = pass(round, k, store, storeBudget, stream, streamBudget);
      if (r.outOfMemory) {
        Object.assign(cert, { status: 'bracket', lower: k });
        return finish(p.given ? [...p.given] : null);
      }
      if (r.hit) {
        const storedCells = rebuild(store, storeBudget, r.hit.storedKey, r.hit.storedCost, null);
        const cells = merge(p, storedCells, r.hit.streamCells);
        if (bandCost(p, cells) !== k) throw new Error(`bandsaw: joined filling costs ${bandCost(p, cells)}, expected ${k}`);
        Object.assign(cert, { status: 'optimal', lower: k, upper: k, witness: 'join' });
        return finish(cells);
      }
    }
  }
}

function rowsOf(h: Half): number[] {
  return [...new Set(h.bandRow)].sort((a, b) => a - b);
}

/** Band cells (row-major index -> placement) filled by one half's chosen candidates. */
function placements(p: BandProblem, h: Half, chosen: Int32Array): Placement[] {
  const out: Placement[] = new Array(p.width * p.rows);
  for (let i = 0; i < h.size; i++) {
    const k = chosen[i]!;
    out[h.bandRow[i]! * p.width + h.col[i]!] = [p.pool[h.q[k]!]!, h.rot[k]!];
  }
  return out;
}

function merge(p: BandProblem, a: Placement[], b: Placement[]): Placement[] {
  return Array.from({ length: p.width * p.rows }, (_, i) => a[i] ?? b[i]!);
}

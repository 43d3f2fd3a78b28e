/**
 * The compact frontier counter: the same sweep as sweep.ts (cells in row-major order, W + 1
 * plugs of two bits: 0 empty, 1 and 2 the ends of a fragment both of whose ends cross the
 * frontier, 3 a fragment whose other end is a walk end), written for memory and speed when the
 * frontier fits one 32-bit word (W + 1 ≤ 16, so boards up to 15 cells on the narrow side):
 *
 * - a state is one Uint32 key; every transition is shifts and masks on it, with no unpacking;
 * - counts are LIMBS 32-bit limbs (exact below 2^(32·LIMBS); past it the count throws, it never
 *   wraps);
 * - the table is open addressing over a Uint32Array of keys and one of limbs, so a state costs
 *   4 + 4·LIMBS bytes per slot, at most two slots per state (two tables live during a step).
 *
 * The states can be split into shards by a hash of the key, one per worker thread: a shard
 * expands its own states and hands every successor it does not own to that successor's shard
 * (an outbox of key + limbs records), so the shards never share memory and their sum is the
 * count. With one shard it is a plain single-threaded count.
 */

import { fmix32 } from '../core/rng.ts';
import { CLOSE_DONE, CLOSE_RING, closing, relabelMark, relabelOffset, relabelValue } from './sweep.ts';

/** widest frontier a 32-bit key holds */
export const MAX_COMPACT_WIDTH = 15;
/** the key of an unused slot: every plug 3, never a real state (at most two plugs carry 3) */
export const EMPTY = 0xffffffff;

/** The mix of a key: every key bit reaches the slot bits (low) and the shard bits (high). */
const mix = fmix32;

/** Which of `shards` shards owns a key (the top bits of its mix; the slot uses the low bits). */
const shardOf = (key: number, shards: number): number => shards === 1 ? 0 : Math.floor(mix(key) / 4294967296 * shards);

/** Limbs that hold any count of a board of this many cells, with room to spare. */
export function limbsFor(cells: number): number {
  // measured: A120443 grows by about 0.5 bits a cell; a state's count stays below the total's size
  return Math.max(2, Math.ceil((0.6 * cells + 24) / 32));
}

/** dst[at..] += src[from..] over `limbs` 32-bit limbs; throws when the sum needs another limb. */
export function addInto(dst: Uint32Array, at: number, src: Uint32Array, from: number, limbs: number): void {
  let carry = 0;
  for (let l = 0; l < limbs; l++) {
    const v = dst[at + l]! + src[from + l]! + carry;
    dst[at + l] = v >>> 0;
    carry = v > 0xffffffff ? 1 : 0;
  }
  if (carry) throw new RangeError(`count exceeds 2^${32 * limbs}`);
}

export function limbsValue(v: Uint32Array, at: number, limbs: number): bigint {
  let out = 0n;
  for (let l = limbs - 1; l >= 0; l--) out = (out << 32n) | BigInt(v[at + l]!);
  return out;
}

/** A state table grows (doubles) when this share of its slots is taken. */
export const MAX_LOAD = 0.7;

/**
 * The count side of a state table (open addressing, a power of two of slots): `limbs` 32-bit
 * limbs a slot, the slot mask and the states held. The keys are the subclass's.
 */
export abstract class CountSlots {
  vals: Uint32Array;
  size = 0;
  protected mask: number;

  constructor(readonly limbs: number, expected: number) {
    let cap = 1024;
    while (cap * MAX_LOAD < expected) cap *= 2;
    this.vals = new Uint32Array(cap * limbs);
    this.mask = cap - 1;
  }

  /** Slots now. */
  get capacity(): number { return this.mask + 1; }

  /** Empties the counts at `cap` slots; returns the old ones, for the subclass to insert again. */
  protected resize(cap: number): Uint32Array {
    const old = this.vals;
    this.vals = new Uint32Array(cap * this.limbs);
    this.mask = cap - 1;
    this.size = 0;
    return old;
  }
}

/** States of one step: Uint32 keys and their counts. */
class CompactTable extends CountSlots {
  keys: Uint32Array;

  constructor(limbs: number, expected = 512) {
    super(limbs, expected);
    this.keys = new Uint32Array(this.capacity).fill(EMPTY);
  }

  get bytes(): number { return this.keys.byteLength + this.vals.byteLength; }

  /** The slot of a key, inserted with count 0 if new. */
  slot(key: number): number {
    if (this.size >= this.keys.length * MAX_LOAD) this.grow();
    const keys = this.keys;
    let i = mix(key) & this.mask;
    for (;;) {
      const k = keys[i]!;
      if (k === key) return i;
      if (k === EMPTY) { keys[i] = key; this.size++; return i; }
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const keys = this.keys, limbs = this.limbs;
    const vals = this.resize(keys.length * 2);
    this.keys = new Uint32Array(this.capacity).fill(EMPTY);
    for (let s = 0; s < keys.length; s++) {
      const k = keys[s]!;
      if (k === EMPTY) continue;
      const t = this.slot(k);
      this.vals.set(vals.subarray(s * limbs, (s + 1) * limbs), t * limbs);
    }
  }
}

/** Successor records bound for another shard: key, then its limbs. */
class Outbox {
  data: Uint32Array;
  length = 0;
  constructor(readonly limbs: number) { this.data = new Uint32Array(1024 * (1 + limbs)); }

  push(key: number, src: Uint32Array, from: number): void {
    const stride = 1 + this.limbs;
    if (this.length + stride > this.data.length) {
      const bigger = new Uint32Array(this.data.length * 2);
      bigger.set(this.data);
      this.data = bigger;
    }
    this.data[this.length] = key;
    for (let l = 0; l < this.limbs; l++) this.data[this.length + 1 + l] = src[from + l]!;
    this.length += stride;
  }

  /** The records so far (a copy), and an empty box. */
  take(): Uint32Array {
    const out = this.data.slice(0, this.length);
    this.length = 0;
    return out;
  }
}

export interface CompactSpec {
  width: number;
  height: number;
  /** fixed walk ends as cell ids of the width×height board (0, 1 or 2) */
  ends: number[];
  /** this counter's shard and the number of shards (default 0 of 1) */
  shard?: number;
  shards?: number;
  /** cells (ids of the width×height board) where a free end may lie (default: any cell) */
  freeEndCells?: number[];
  /** sweep the rows as given even when they are wider than the board is tall (the folded sweeps of symmetry.ts) */
  keepOrientation?: boolean;
  /** a cell (in sweep order) after which walks that are complete count as done too, for a sweep stopped there */
  completeAt?: number;
}

/**
 * What a sweep of a spec knows before it starts, shared by this counter and the wide one
 * (frontier-wide.ts): the board as swept (turned so the rows are the narrow side, unless the
 * spec keeps it), where the walk ends are fixed and where a free end may lie, and the walks
 * completed so far with the largest tables seen.
 */
export abstract class FrontierSweep<T extends { size: number; readonly bytes: number }> {
  readonly w: number;
  readonly h: number;
  readonly cells: number;
  readonly limbs: number;
  /** walks completed at the last cell */
  readonly done: Uint32Array;
  protected readonly fixedEnd: Uint8Array;
  /** 1 where a free end may lie */
  protected readonly endOk: Uint8Array;
  protected readonly fixedBefore: Int32Array;
  protected readonly freeEnds: number;
  protected readonly completeAt: number;
  abstract cur: T;
  abstract next: T;
  peakStates = 0;
  peakBytes = 0;

  constructor(spec: CompactSpec, maxWidth: number, what: string) {
    const transposed = spec.width > spec.height && !spec.keepOrientation;
    this.w = transposed ? spec.height : spec.width;
    this.h = transposed ? spec.width : spec.height;
    if (this.w > maxWidth) throw new RangeError(`the ${what} counter handles frontiers up to ${maxWidth} cells`);
    this.cells = this.w * this.h;
    this.limbs = limbsFor(this.cells);
    const toSwept = (e: number): number => {
      const r = Math.floor(e / spec.width), c = e % spec.width;
      return transposed ? c * this.w + r : e;
    };
    this.fixedEnd = new Uint8Array(this.cells);
    for (const e of spec.ends) this.fixedEnd[toSwept(e)] = 1;
    this.endOk = new Uint8Array(this.cells).fill(spec.freeEndCells ? 0 : 1);
    for (const e of spec.freeEndCells ?? []) this.endOk[toSwept(e)] = 1;
    this.fixedBefore = new Int32Array(this.cells + 1);
    for (let k = 0; k < this.cells; k++) this.fixedBefore[k + 1] = this.fixedBefore[k]! + this.fixedEnd[k]!;
    this.freeEnds = 2 - spec.ends.length;
    this.completeAt = spec.completeAt ?? this.cells - 1;
    this.done = new Uint32Array(this.limbs);
  }

  /** Expands every state through cell k (row-major over the swept board). */
  abstract step(k: number): void;

  /** Ends a step: the new table becomes current; returns its size. */
  finishStep(): number {
    this.peakStates = Math.max(this.peakStates, this.next.size);
    this.peakBytes = Math.max(this.peakBytes, this.cur.bytes + this.next.bytes);
    this.cur = this.next;
    return this.cur.size;
  }

  /** Every step in turn (told after each, with the states it left); the count of walks. */
  run(onStep?: (k: number, states: number) => void): bigint {
    for (let k = 0; k < this.cells; k++) {
      this.step(k);
      const states = this.finishStep();
      onStep?.(k, states);
    }
    return limbsValue(this.done, 0, this.limbs);
  }
}

/** One shard of a compact frontier count; step() once per cell, then total(). */
export class CompactCounter extends FrontierSweep<CompactTable> {
  readonly shard: number;
  readonly shards: number;
  cur: CompactTable;
  next: CompactTable;
  readonly outboxes: Outbox[];
  private readonly full: number;

  constructor(spec: CompactSpec) {
    super(spec, MAX_COMPACT_WIDTH, 'compact');
    this.shard = spec.shard ?? 0;
    this.shards = spec.shards ?? 1;
    this.full = this.w + 1 === 16 ? 0xffffffff : (1 << (2 * (this.w + 1))) - 1;
    this.cur = new CompactTable(this.limbs);
    this.next = new CompactTable(this.limbs);
    this.outboxes = Array.from({ length: this.shards }, () => new Outbox(this.limbs));
    if (shardOf(0, this.shards) === this.shard) this.cur.vals[this.cur.slot(0) * this.limbs] = 1;
  }

  /** Expands every state of this shard through cell k; successors owned elsewhere go to the outboxes. */
  step(k: number): void {
    const w = this.w, limbs = this.limbs, shards = this.shards;
    const r = Math.floor(k / w), c = k - r * w;
    const canRight = c < w - 1, canDown = r < this.h - 1, last = k === this.cells - 1, complete = k === this.completeAt;
    const newRow = c === 0 && k > 0;
    const sl = 2 * c, su = 2 * c + 2;
    const clear = ~((3 << sl) | (3 << su));
    const fixed = this.fixedEnd[k] === 1, fixedBefore = this.fixedBefore[k]!;
    const from = this.cur;
    const next = new CompactTable(limbs, from.size);
    this.next = next;
    const fk = from.keys, fv = from.vals;
    const emit = (key: number, s: number) => {
      const owner = shards === 1 ? 0 : shardOf(key, shards);
      if (owner === this.shard) {
        const at = next.slot(key) * limbs; // first: slot() may grow the table
        addInto(next.vals, at, fv, s * limbs, limbs);
      } else this.outboxes[owner]!.push(key, fv, s * limbs);
    };
    for (let s = 0; s < fk.length; s++) {
      let key = fk[s]!;
      if (key === EMPTY) continue;
      if (newRow) key = ((key << 2) & this.full) >>> 0;
      const L = (key >>> sl) & 3, U = (key >>> su) & 3;
      const base = (key & clear) >>> 0;
      const into = (L ? 1 : 0) + (U ? 1 : 0);
      // degrees the cell may take: 1 at a fixed end, 2 in the middle, either while free ends remain
      const marks = popcount(key & (key >>> 1) & 0x55555555);
      const maxDeg = fixed ? 1 : 2;
      const minDeg = fixed || (this.freeEnds - (marks - fixedBefore) > 0 && this.endOk[k] === 1) ? 1 : 2;
      for (let deg = maxDeg; deg >= minDeg; deg--) {
        if (into > deg) continue;
        if (into === deg) {
          // the cell closes: join what comes in, or end a fragment at a walk end (sweep.ts)
          const how = closing(L, U, deg);
          if (how === CLOSE_RING) continue;
          const done = how === CLOSE_DONE;
          const at = how > 0 ? partner(key, c + relabelOffset(how), relabelValue(how), w) : -1;
          const out = at < 0 ? base : ((base & ~(3 << (2 * at))) | (relabelMark(how) << (2 * at))) >>> 0;
          if (done) {
            if (complete && out === 0) addInto(this.done, 0, fv, s * limbs, limbs);
          } else if (!last) emit(out, s);
          continue;
        }
        if (into === 0 && deg === 2) {
          if (canRight && canDown) emit((base | (1 << sl) | (2 << su)) >>> 0, s);
        } else {
          const x = into === 0 ? 3 : L || U;
          if (canDown) emit((base | (x << sl)) >>> 0, s);
          if (canRight) emit((base | (x << su)) >>> 0, s);
        }
      }
    }
  }

  /** Adds records another shard sent here into this step's table. */
  absorb(records: Uint32Array): void {
    const limbs = this.limbs, stride = 1 + limbs, next = this.next;
    for (let i = 0; i < records.length; i += stride) {
      const at = next.slot(records[i]!) * limbs; // first: slot() may grow the table
      addInto(next.vals, at, records, i + 1, limbs);
    }
  }
}

export function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (Math.imul((x + (x >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24);
}

/** The plug matching bracket v at plug j (1 looks right for its 2, 2 looks left for its 1). */
function partner(key: number, j: number, v: number, w: number): number {
  let depth = 0;
  if (v === 1) {
    for (let i = j; i <= w; i++) {
      const p = (key >>> (2 * i)) & 3;
      if (p === 1) depth++;
      else if (p === 2 && --depth === 0) return i;
    }
  } else {
    for (let i = j; i >= 0; i--) {
      const p = (key >>> (2 * i)) & 3;
      if (p === 2) depth++;
      else if (p === 1 && --depth === 0) return i;
    }
  }
  throw new Error('frontier: unmatched bracket');
}

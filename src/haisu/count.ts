/**
 * Exact counts of Hamiltonian walks on a W×H grid by the frontier sweep (sweep.ts).
 *
 * Boards up to 15 cells on the narrow side go through the compact counter (frontier.ts: one
 * 32-bit key a state), up to 31 through the wide one (frontier-wide.ts: two words a key). The
 * sampler's layers, and the plain sweep the tests hold those two against, keep counts as three
 * limbs of 50 bits in doubles (exact up to 2^150), in an open-addressing table keyed by the
 * frontier packed into a double. Counts are handed out as BigInt.
 */
import { CompactCounter, MAX_COMPACT_WIDTH, type CompactSpec, type FrontierSweep } from './frontier.ts';
import { MAX_WIDE_WIDTH, WideCounter } from './frontier-wide.ts';
import { DONE, Sweep, type SweepSpec } from './sweep.ts';
import { fmix32 } from '../core/rng.ts';

const LIMBS = 3;
const BASE = 2 ** 50;

/** States of one sweep step with their counts. */
export class StateTable {
  keys: Float64Array;
  vals: Float64Array;
  /** slots in insertion order, for iteration */
  order: Int32Array;
  size = 0;
  private mask: number;

  constructor(capacity = 1024) {
    let cap = 1024;
    while (cap < capacity * 2) cap *= 2;
    this.keys = new Float64Array(cap).fill(-1);
    this.vals = new Float64Array(cap * LIMBS);
    this.order = new Int32Array(cap >> 1);
    this.mask = cap - 1;
  }

  get bytes(): number {
    return this.keys.byteLength + this.vals.byteLength + this.order.byteLength;
  }

  /** The slot of a key, or -1. */
  find(key: number): number {
    let i = hash(key) & this.mask;
    for (;;) {
      const k = this.keys[i]!;
      if (k === key) return i;
      if (k === -1) return -1;
      i = (i + 1) & this.mask;
    }
  }

  /** The slot of a key, inserting it with count 0 if new. */
  slot(key: number): number {
    if (this.size * 2 >= this.keys.length) this.grow();
    let i = hash(key) & this.mask;
    for (;;) {
      const k = this.keys[i]!;
      if (k === key) return i;
      if (k === -1) {
        this.keys[i] = key;
        this.order[this.size++] = i;
        return i;
      }
      i = (i + 1) & this.mask;
    }
  }

  /** vals[to] += source.vals[from] */
  addFrom(to: number, source: StateTable, from: number): void {
    addLimbs(this.vals, to * LIMBS, source.vals, from * LIMBS);
  }

  private grow(): void {
    const old = { keys: this.keys, vals: this.vals, order: this.order, size: this.size };
    const cap = this.keys.length * 2;
    this.keys = new Float64Array(cap).fill(-1);
    this.vals = new Float64Array(cap * LIMBS);
    this.order = new Int32Array(cap >> 1);
    this.mask = cap - 1;
    this.size = 0;
    for (let n = 0; n < old.size; n++) {
      const s = old.order[n]!;
      const t = this.slot(old.keys[s]!);
      for (let l = 0; l < LIMBS; l++) this.vals[t * LIMBS + l] = old.vals[s * LIMBS + l]!;
    }
  }
}

/** murmur3's finaliser over both halves of the key, so every key bit reaches the low bits */
function hash(key: number): number {
  const hi = Math.floor(key / 67108864);
  const lo = key - hi * 67108864;
  return fmix32(Math.imul(lo, 0x9e3779b1) ^ Math.imul(hi, 0x7f4a7c15));
}

/** dst[at..] += src[from..], with carries between limbs. */
export function addLimbs(dst: Float64Array, at: number, src: Float64Array, from: number): void {
  let carry = 0;
  for (let l = 0; l < LIMBS; l++) {
    let v = dst[at + l]! + src[from + l]! + carry;
    carry = 0;
    if (v >= BASE) { v -= BASE; carry = 1; }
    dst[at + l] = v;
  }
  if (carry) throw new RangeError('count exceeds 2^150');
}

export function limbsToBigInt(v: Float64Array, at: number): bigint {
  let out = 0n;
  for (let l = LIMBS - 1; l >= 0; l--) out = out * BigInt(BASE) + BigInt(v[at + l]!);
  return out;
}

export interface PathCount {
  count: bigint;
  /** most states held in one step */
  peakStates: number;
  /** bytes of the two state tables at their largest (the sweep's working memory) */
  peakBytes: number;
}

/** Ends of the walks to count: both given (S→G), one (every walk from S), or none (every walk). */
export interface Ends {
  from?: number;
  to?: number;
}

export function sweepSpec(width: number, height: number, ends: Ends): SweepSpec {
  const list = [ends.from, ends.to].filter((e): e is number => e !== undefined);
  if (list.length === 2 && list[0] === list[1] && width * height > 1) throw new RangeError('the two ends are the same cell');
  return { width, height, ends: list };
}

/**
 * The number of Hamiltonian walks of a width×height grid with the given ends, counted as
 * undirected walks (a walk and its reverse once) when no end is fixed.
 */
export function countPaths(width: number, height: number, ends: Ends = {}): PathCount {
  if (width * height === 1) return { count: 1n, peakStates: 1, peakBytes: 0 };
  const spec = sweepSpec(width, height, ends);
  if (Math.min(width, height) <= MAX_WIDE_WIDTH) return frontierCount(width, height, spec.ends);
  return sweepCount(spec);
}

/** Which key a frontier count packs its states in: the narrowest that holds them, or the wide one (to test it on small boards). */
export type FrontierKey = 'narrowest' | 'wide';

/** The frontier counter for a spec: the compact key while the swept rows fit in it, the wide key past that. */
export function frontierCounter(spec: CompactSpec, key: FrontierKey = 'narrowest'): FrontierSweep<{ size: number; bytes: number }> {
  const rows = spec.keepOrientation ? spec.width : Math.min(spec.width, spec.height);
  return key === 'narrowest' && rows <= MAX_COMPACT_WIDTH ? new CompactCounter(spec) : new WideCounter(spec);
}

/** A single-threaded frontier count with its fixed ends (a one-cell board has its one walk); onStep as FrontierSweep.run's. */
export function frontierCount(width: number, height: number, ends: number[], key: FrontierKey = 'narrowest', onStep?: (k: number, states: number) => void): PathCount {
  if (width * height === 1) return { count: 1n, peakStates: 1, peakBytes: 0 };
  const counter = frontierCounter({ width, height, ends }, key);
  const count = counter.run(onStep);
  return { count, peakStates: counter.peakStates, peakBytes: counter.peakBytes };
}

/** The count on the double-keyed table: any width the sweep takes (the sampler's layers are the same). */
export function sweepCount(spec: SweepSpec): PathCount {
  const sweep = new Sweep(spec);
  let cur = new StateTable();
  cur.vals[cur.slot(0) * LIMBS] = 1;
  let peakStates = 1, peakBytes = cur.bytes;
  const done = new Float64Array(LIMBS);
  for (let k = 0; k < sweep.cells; k++) {
    const next = new StateTable(cur.size);
    const from = cur;
    for (let n = 0; n < from.size; n++) {
      const s = from.order[n]!;
      const ways = sweep.expand(from.keys[s]!, k);
      for (let i = 0; i < ways; i++) {
        const key = sweep.nextKeys[i]!;
        if (key === DONE) addLimbs(done, 0, from.vals, s * LIMBS);
        else next.addFrom(next.slot(key), from, s);
      }
    }
    peakStates = Math.max(peakStates, next.size);
    peakBytes = Math.max(peakBytes, from.bytes + next.bytes);
    cur = next;
  }
  return { count: limbsToBigInt(done, 0), peakStates, peakBytes };
}

/** Walks from `from` whose other end lies in `cells` (the frontier counter with its free end allowed only there). */
export function countPathsEndingIn(width: number, height: number, from: number, cells: number[]): bigint {
  if (width * height === 1) return cells.includes(from) ? 1n : 0n;
  return frontierCounter({ width, height, ends: [from], freeEndCells: cells.filter((c) => c !== from) }).run();
}

/**
 * The hash table of the join: key = (pool pieces used, seam colours) packed into 32-bit words,
 * value = the fewest mismatches of any stored filling with that key. Open addressing with linear
 * probing on typed arrays; it refuses to grow past a memory ceiling instead of failing later.
 */
import type { Partial, SeamGuide } from './enumerate.ts';

const EMPTY = 255;

export class SeamTable {
  private keys: Uint32Array;
  private costs: Uint8Array;
  private capacity: number;
  /** distinct keys stored */
  size = 0;
  peakBytes = 0;

  constructor(readonly keyWords: number, readonly maxBytes: number) {
    this.capacity = 1 << 10;
    this.keys = new Uint32Array(this.capacity * keyWords);
    this.costs = new Uint8Array(this.capacity).fill(EMPTY);
    this.peakBytes = this.bytesFor(this.capacity);
  }

  get bytes(): number {
    return this.bytesFor(this.capacity);
  }

  private bytesFor(capacity: number): number {
    return capacity * (this.keyWords * 4 + 1);
  }

  /** Stores the key with this cost (keeps the smaller); false when the memory ceiling stops it. */
  insert(key: Uint32Array, cost: number): boolean {
    if ((this.size + 1) * 2 > this.capacity) {
      // while growing, old and new arrays live side by side
      const next = this.capacity * 2;
      if (this.bytesFor(next) + this.bytes > this.maxBytes) return false;
      this.grow(next);
    }
    const slot = this.find(key);
    if (this.costs[slot] === EMPTY) { this.size++; this.keys.set(key, slot * this.keyWords); this.costs[slot] = cost; }
    else if (cost < this.costs[slot]!) this.costs[slot] = cost;
    return true;
  }

  /** Fewest mismatches stored under the key, or -1. */
  lookup(key: Uint32Array): number {
    const c = this.costs[this.find(key)]!;
    return c === EMPTY ? -1 : c;
  }

  /** The slot holding the key, or the empty slot where it would go. */
  private find(key: Uint32Array): number {
    const kw = this.keyWords, mask = this.capacity - 1, keys = this.keys;
    let slot = hashWords(key) & mask;
    for (;;) {
      if (this.costs[slot] === EMPTY) return slot;
      let same = true;
      for (let w = 0, o = slot * kw; w < kw; w++) if (keys[o + w] !== key[w]) { same = false; break; }
      if (same) return slot;
      slot = (slot + 1) & mask;
    }
  }

  /** Calls back with every stored key (a view, valid during the call) and its cost. */
  forEachKey(visit: (key: Uint32Array, cost: number) => void): void {
    const kw = this.keyWords;
    for (let s = 0; s < this.costs.length; s++) if (this.costs[s] !== EMPTY) visit(this.keys.subarray(s * kw, s * kw + kw), this.costs[s]!);
  }

  private grow(capacity: number): void {
    const oldKeys = this.keys, oldCosts = this.costs, kw = this.keyWords;
    this.peakBytes = Math.max(this.peakBytes, this.bytes + this.bytesFor(capacity));
    this.capacity = capacity;
    this.keys = new Uint32Array(capacity * kw);
    this.costs = new Uint8Array(capacity).fill(EMPTY);
    for (let s = 0; s < oldCosts.length; s++) {
      if (oldCosts[s] === EMPTY) continue;
      const key = oldKeys.subarray(s * kw, s * kw + kw);
      const slot = this.find(key);
      this.keys.set(key, slot * kw);
      this.costs[slot] = oldCosts[s]!;
    }
  }
}

function hashWords(key: Uint32Array): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    h = Math.imul(h ^ key[i]!, 0x9e3779b1);
    h ^= h >>> 15;
  }
  h = Math.imul(h ^ (h >>> 13), 0x85ebca6b);
  return (h ^ (h >>> 16)) >>> 0;
}

export const PREFIX_SEED = 0x2545f491;

/** Hash of a seam prefix extended by one column's colour. */
export function prefixStep(prefix: number, colour: number): number {
  let h = Math.imul(prefix ^ (colour + 1), 0x01000193);
  h ^= h >>> 13;
  return Math.imul(h, 0x5bd1e995) | 0;
}

/**
 * A Bloom-style bit set of the seam prefixes (every column count) of the stored fillings. A
 * prefix that is absent cannot join; a false "present" only costs a little pruning, so the join
 * stays exact. For large tables, where keeping every key apart costs too much.
 */
export class SeamFilter implements SeamGuide {
  private readonly prefix: Int32Array;
  private readonly bits: Uint32Array;
  private readonly mask: number;

  /** Sized for `prefixes` entries at about 4 bits each. */
  constructor(prefixes: number) {
    let size = 1 << 10;
    while (size < prefixes * 4 && size < 2 ** 31) size *= 2;
    this.bits = new Uint32Array(size / 32);
    this.mask = size - 1;
    this.prefix = new Int32Array(65);
    this.prefix[0] = PREFIX_SEED;
  }

  /** 0 (the filter keeps no costs) when the prefix may be stored, -1 when it is not. */
  enter(column: number, colour: number): number {
    const h = prefixStep(this.prefix[column]!, colour);
    this.prefix[column + 1] = h;
    return this.has(h) ? 0 : -1;
  }

  leave(): void {}

  get bytes(): number {
    return this.bits.byteLength;
  }

  addSeam(seam: ArrayLike<number>): void {
    let h = PREFIX_SEED;
    for (let j = 0; j < seam.length; j++) {
      h = prefixStep(h, seam[j]!);
      const b = (h >>> 0) & this.mask;
      this.bits[b >>> 5]! |= 1 << (b & 31);
    }
  }

  has(prefixHash: number): boolean {
    const b = (prefixHash >>> 0) & this.mask;
    return (this.bits[b >>> 5]! >>> (b & 31) & 1) === 1;
  }
}

/**
 * The stored keys kept apart, for small tables: at each column it keeps the stored fillings whose
 * seam agrees so far and whose pieces are all still unused by the streamed side, and the fewest
 * mismatches among them. When none is left, nothing below can join. Exact in both directions.
 */
export class SeamIndex implements SeamGuide {
  private readonly masks: Uint32Array;
  private readonly seams: Int32Array;
  private readonly costs: Uint8Array;
  private readonly alive: Int32Array[];
  private readonly count: Int32Array;
  /** entries by their first seam colour, so the first column does not scan them all */
  private readonly byFirst = new Map<number, Int32Array>();

  constructor(table: SeamTable, private readonly packer: KeyPacker, private readonly width: number) {
    const n = table.size, mw = packer.maskWords;
    this.masks = new Uint32Array(n * mw);
    this.seams = new Int32Array(n * width);
    this.costs = new Uint8Array(n);
    let e = 0;
    table.forEachKey((key, cost) => {
      this.costs[e] = cost;
      this.masks.set(key.subarray(0, mw), e * mw);
      this.seams.set(packer.seamOf(key, width), e * width);
      e++;
    });
    this.alive = Array.from({ length: width + 1 }, () => new Int32Array(n));
    this.count = new Int32Array(width + 1);
    const groups = new Map<number, number[]>();
    for (let i = 0; i < n; i++) {
      const c = this.seams[i * width]!;
      const g = groups.get(c) ?? [];
      g.push(i);
      groups.set(c, g);
    }
    for (const [c, g] of groups) this.byFirst.set(c, Int32Array.from(g));
  }

  get bytes(): number {
    return this.masks.byteLength + this.seams.byteLength * 2 + this.costs.byteLength + this.alive.length * this.alive[0]!.byteLength;
  }

  enter(column: number, colour: number, mask: Uint32Array): number {
    const first = column === 0 ? this.byFirst.get(colour) : undefined;
    if (column === 0 && !first) return -1;
    const from = first ?? this.alive[column]!, to = this.alive[column + 1]!, mw = this.packer.maskWords, w = this.width;
    let kept = 0, least = EMPTY;
    next: for (let x = 0, n = first ? first.length : this.count[column]!; x < n; x++) {
      const e = from[x]!;
      if (this.seams[e * w + column] !== colour) continue;
      for (let k = 0; k < mw; k++) if ((this.masks[e * mw + k]! & mask[k]!) !== 0) continue next;
      to[kept++] = e;
      if (this.costs[e]! < least) least = this.costs[e]!;
    }
    this.count[column + 1] = kept;
    return kept > 0 ? least : -1;
  }

  leave(): void {}
}

/** Packs (mask, seam) into key words: the mask words first, then the seam colours. */
export class KeyPacker {
  readonly words: number;
  private readonly perWord: number;
  private readonly bits: number;
  readonly maskWords: number;

  constructor(poolSize: number, width: number, colours: number) {
    this.maskWords = (poolSize + 31) >> 5;
    this.bits = Math.max(1, Math.ceil(Math.log2(colours)));
    this.perWord = Math.floor(32 / this.bits);
    this.words = this.maskWords + Math.ceil(width / this.perWord);
  }

  /** The seam colours stored in a key. */
  seamOf(key: Uint32Array, width: number): Int32Array {
    const seam = new Int32Array(width), low = (1 << this.bits) - 1;
    for (let j = 0; j < width; j++) {
      seam[j] = (key[this.maskWords + Math.floor(j / this.perWord)]! >>> ((j % this.perWord) * this.bits)) & low;
    }
    return seam;
  }

  /** Writes the key of a filling into `out`; with `flip`, the mask is replaced by its complement in the pool. */
  pack(p: Partial, out: Uint32Array, flip: Uint32Array | null): void {
    for (let w = 0; w < this.maskWords; w++) out[w] = flip ? (p.mask[w]! ^ flip[w]!) >>> 0 : p.mask[w]!;
    for (let w = this.maskWords; w < this.words; w++) out[w] = 0;
    for (let j = 0; j < p.seam.length; j++) {
      const w = this.maskWords + Math.floor(j / this.perWord);
      out[w] = (out[w]! | (p.seam[j]! << ((j % this.perWord) * this.bits))) >>> 0;
    }
  }
}

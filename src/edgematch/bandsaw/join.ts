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

/** Hash of a seam prefix extended by the colour of its next entry. */
export function prefixStep(prefix: number, colour: number): number {
  let h = Math.imul(prefix ^ (colour + 1), 0x01000193);
  h ^= h >>> 13;
  return Math.imul(h, 0x5bd1e995) | 0;
}

/**
 * A Bloom-style bit set of the seam prefixes (every length) of the stored fillings. A prefix that
 * is absent cannot join; a false "present" only costs a little pruning, so the join stays exact.
 * For large tables, where keeping every key apart costs too much. It knows nothing of pieces, so
 * cells off the seam pass.
 */
export class SeamFilter implements SeamGuide {
  private readonly prefix: Int32Array;
  private readonly bits: Uint32Array;
  private readonly mask: number;

  /** Sized for `prefixes` entries at about 4 bits each. */
  constructor(prefixes: number, seamLength: number) {
    let size = 1 << 10;
    while (size < prefixes * 4 && size < 2 ** 31) size *= 2;
    this.bits = new Uint32Array(size / 32);
    this.mask = size - 1;
    this.prefix = new Int32Array(seamLength + 1);
    this.prefix[0] = PREFIX_SEED;
  }

  /** 0 (the filter keeps no costs) when the prefix may be stored, -1 when it is not. */
  enter(_position: number, entry: number, colour: number): number {
    if (entry < 0) return 0;
    const h = prefixStep(this.prefix[entry]!, colour);
    this.prefix[entry + 1] = h;
    return this.has(h) ? 0 : -1;
  }

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
 * The stored keys kept apart, for tables small enough: after each cell the streamed half places
 * it keeps the stored fillings whose seam agrees so far and whose pieces are all still unused by
 * the streamed side, and the fewest mismatches among them. When none is left, nothing below can
 * join. Exact in both directions.
 *
 * The fillings still in play are a bit set per fill position. Entries are sorted by cost, so the
 * cheapest one in play is the lowest set bit. A cell clears the entries that use a piece placed
 * since the position before (one bit set per piece) or show another colour at the seam entry
 * it closes (one bit set per entry and colour), scanning only the words that still hold a bit.
 */
export class SeamIndex implements SeamGuide {
  private readonly words: number;
  private readonly costs: Uint8Array;
  /** per pool piece: the entries that use it */
  private readonly uses: Uint32Array;
  /** per seam entry and colour: the entries that show that colour there */
  private readonly shows: Uint32Array;
  private readonly colours: number;
  /** alive[i]: the entries still in play before fill position i; [lo[i], hi[i]) holds its nonzero words */
  private readonly alive: Uint32Array[];
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  /** the streamed side's pieces at each fill position, to find the pieces placed since */
  private readonly maskAt: Uint32Array[];
  private readonly placed: Int32Array;

  constructor(table: SeamTable, packer: KeyPacker, positions: number, poolSize: number, colours: number) {
    const n = table.size, mw = packer.maskWords, len = packer.seamLength;
    const words = this.words = Math.max(1, (n + 31) >> 5);
    this.colours = colours;
    const entries: { key: Uint32Array; cost: number }[] = [];
    table.forEachKey((key, cost) => entries.push({ key: key.slice(), cost }));
    // by cost, then by key, so the order (and a join's first hit) does not depend on the table's layout
    entries.sort((x, y) => x.cost - y.cost || compareWords(x.key, y.key));
    this.costs = Uint8Array.from(entries, (e) => e.cost);
    this.uses = new Uint32Array(poolSize * words);
    this.shows = new Uint32Array(len * colours * words);
    entries.forEach((e, x) => {
      const bit = 1 << (x & 31), w = x >> 5;
      for (let q = 0; q < poolSize; q++) if ((e.key[q >> 5]! >>> (q & 31)) & 1) this.uses[q * words + w]! |= bit;
      const seam = packer.seamOf(e.key);
      for (let j = 0; j < len; j++) this.shows[(j * colours + seam[j]!) * words + w]! |= bit;
    });
    this.alive = Array.from({ length: positions + 1 }, () => new Uint32Array(words));
    for (let x = 0; x < n; x++) this.alive[0]![x >> 5]! |= 1 << (x & 31);
    this.lo = new Int32Array(positions + 1);
    this.hi = new Int32Array(positions + 1);
    this.hi[0] = n > 0 ? words : 0;
    this.maskAt = Array.from({ length: positions + 1 }, () => new Uint32Array(mw));
    this.placed = new Int32Array(poolSize);
  }

  get bytes(): number {
    return this.costs.byteLength + this.uses.byteLength + this.shows.byteLength + this.alive.length * this.words * 4;
  }

  enter(position: number, entry: number, colour: number, mask: Uint32Array): number {
    const from = this.alive[position]!, to = this.alive[position + 1]!, words = this.words;
    const before = this.maskAt[position]!, after = this.maskAt[position + 1]!;
    after.set(mask);
    // the pieces placed since the position before (one, unless a caller skips positions)
    const placed = this.placed;
    let count = 0;
    for (let k = 0; k < mask.length; k++) {
      let d = (mask[k]! ^ before[k]!) >>> 0;
      while (d !== 0) {
        placed[count++] = (k << 5) + 31 - Math.clz32(d & -d);
        d &= d - 1;
      }
    }
    const showsAt = entry >= 0 ? (entry * this.colours + colour) * words : -1;
    let lo = -1, hi = 0;
    for (let w = this.lo[position]!, end = this.hi[position]!; w < end; w++) {
      let v = from[w]!;
      if (v !== 0 && showsAt >= 0) v &= this.shows[showsAt + w]!;
      for (let t = 0; t < count && v !== 0; t++) v &= ~this.uses[placed[t]! * words + w]!;
      to[w] = v;
      if (v !== 0) { if (lo < 0) lo = w; hi = w + 1; }
    }
    if (lo < 0) { this.lo[position + 1] = this.hi[position + 1] = 0; return -1; }
    this.lo[position + 1] = lo; this.hi[position + 1] = hi;
    const v = to[lo]!;
    return this.costs[(lo << 5) + 31 - Math.clz32(v & -v)]!;
  }
}

function compareWords(a: Uint32Array, b: Uint32Array): number {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return 0;
}

/** Packs (mask, seam) into key words: the mask words first, then the seam colours. */
export class KeyPacker {
  readonly words: number;
  private readonly perWord: number;
  private readonly bits: number;
  readonly maskWords: number;

  constructor(poolSize: number, readonly seamLength: number, colours: number) {
    this.maskWords = (poolSize + 31) >> 5;
    this.bits = Math.max(1, Math.ceil(Math.log2(colours)));
    this.perWord = Math.floor(32 / this.bits);
    this.words = this.maskWords + Math.ceil(seamLength / this.perWord);
  }

  /** The seam colours stored in a key. */
  seamOf(key: Uint32Array): Int32Array {
    const seam = new Int32Array(this.seamLength), low = (1 << this.bits) - 1;
    for (let j = 0; j < this.seamLength; j++) {
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

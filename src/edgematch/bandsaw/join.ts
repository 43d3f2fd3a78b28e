/**
 * The hash table of the join: key = (pool pieces used, seam colours) packed into 32-bit words,
 * value = the fewest mismatches of any stored filling with that key. Open addressing with linear
 * probing on typed arrays; it refuses to grow past a memory ceiling instead of failing later.
 */
import type { Partial } from './enumerate.ts';

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

/** Packs (mask, seam) into key words: the mask words first, then the seam colours. */
export class KeyPacker {
  readonly words: number;
  private readonly perWord: number;
  private readonly bits: number;
  private readonly maskWords: number;

  constructor(poolSize: number, width: number, colours: number) {
    this.maskWords = (poolSize + 31) >> 5;
    this.bits = Math.max(1, Math.ceil(Math.log2(colours)));
    this.perWord = Math.floor(32 / this.bits);
    this.words = this.maskWords + Math.ceil(width / this.perWord);
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

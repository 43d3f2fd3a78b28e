/**
 * States of the search known to hold no walk, so that a search meeting one again by another
 * route skips it. The rest of the walk from a state depends only on where its head is, which
 * cells it has reached, and the entries so far of each region whose count is still read:
 * one with a total, or with a number on a cell not reached yet. Two states alike in those have
 * the same completions, whatever lines the rungs drew or cut on the way, so one seen to have
 * none (its subtree searched to the end) stands for the other. Kept up to a bound, then
 * forgotten all at once (the search stays deterministic).
 *
 * A key is a row of int32 words (the head, one word per counted region, the state's bits of
 * reached cells) in one table with open addressing, compared word by word: no string is made
 * a state, which cost more than the states it saved on the published 8×8.
 */
import type { HaisuState } from './state.ts';

const LIMIT = 200_000;
/** Rows the table starts with, per cell of the board (rounded up to a power of two, as the slots must be). */
const INITIAL_ROWS_A_CELL = 16;

export class DeadEnds {
  /** regions with a total or a number */
  private readonly counted: Int32Array;
  /** per counted region: 1 when it has a total, so that its count is always read */
  private readonly totalled: Uint8Array;
  /** per counted region, its numbered cells as a mask over the words of `reached` */
  private readonly numbered: Int32Array;
  private readonly words: number;
  /** words in a key */
  private readonly width: number;
  /** the keys of the states on the current branch, one row a depth */
  private branch: Int32Array;
  private readonly branchHash: number[] = [];
  /** the dead states' keys, one row each in the order added, and their hashes */
  private rows: Int32Array;
  private hashes: Int32Array;
  private count = 0;
  /** open addressing over the rows: row index + 1, 0 = empty */
  private slots: Int32Array;

  constructor(private readonly s: HaisuState) {
    const b = s.board;
    this.words = s.reached.length;
    const counted: number[] = [], totalled: number[] = [], numbered: number[] = [];
    for (let r = 0; r < b.regionCount; r++) {
      const mask = new Int32Array(this.words);
      for (const c of b.cellsOf[r]!) if (b.ordinal[c] !== 0) mask[c >> 5]! |= 1 << (c & 31);
      if (b.total[r]! <= 0 && mask.every((m) => m === 0)) continue;
      counted.push(r);
      totalled.push(b.total[r]! > 0 ? 1 : 0);
      numbered.push(...mask);
    }
    this.counted = Int32Array.from(counted);
    this.totalled = Uint8Array.from(totalled);
    this.numbered = Int32Array.from(numbered);
    this.width = 1 + counted.length + this.words;
    this.branch = new Int32Array(16 * this.width);
    // room at once for as many dead states as a quick solve of the board meets (the published
    // 8×8 adds a few hundred): growing the table step by step from a few rows cost more
    const rows = 2 ** Math.ceil(Math.log2(INITIAL_ROWS_A_CELL * b.size));
    this.rows = new Int32Array(rows * this.width);
    this.hashes = new Int32Array(rows);
    this.slots = new Int32Array(2 * rows);
  }

  /** Writes the state's key as the key of search depth `depth`: its head, the counted regions' entries (when still read), its reached cells. */
  key(depth: number): void {
    const s = this.s, w = this.width, words = this.words, reached = s.reached, numbered = this.numbered;
    if ((depth + 1) * w > this.branch.length) {
      const grown = new Int32Array(2 * (depth + 1) * w);
      grown.set(this.branch);
      this.branch = grown;
    }
    const row = this.branch;
    let at = depth * w;
    row[at++] = s.head;
    for (let i = 0; i < this.counted.length; i++) {
      let read = this.totalled[i] === 1;
      for (let k = 0; k < words && !read; k++) read = (numbered[i * words + k]! & ~reached[k]!) !== 0;
      row[at++] = read ? s.visits[this.counted[i]!]! + 1 : 0;
    }
    for (let k = 0; k < words; k++) row[at++] = reached[k]!;
    let h = 0x811c9dc5 | 0;
    for (let i = depth * w; i < at; i++) h = Math.imul(h ^ row[i]!, 0x01000193);
    this.branchHash[depth] = h ^ (h >>> 15);
  }

  /** Whether the key of depth `depth` is a state known dead. */
  has(depth: number): boolean {
    return this.find(this.branch, depth * this.width, this.branchHash[depth]!) >= 0;
  }

  /** The key of depth `depth` is a dead state. */
  add(depth: number): void {
    if (this.count >= LIMIT) { this.count = 0; this.slots.fill(0); }
    const w = this.width, h = this.branchHash[depth]!;
    if (this.find(this.branch, depth * w, h) >= 0) return;
    if ((this.count + 1) * w > this.rows.length) {
      const grown = new Int32Array(2 * this.rows.length);
      grown.set(this.rows);
      this.rows = grown;
      const hashes = new Int32Array(2 * this.hashes.length);
      hashes.set(this.hashes);
      this.hashes = hashes;
    }
    const rows = this.rows, branch = this.branch;
    for (let k = 0, to = this.count * w, from = depth * w; k < w; k++) rows[to + k] = branch[from + k]!;
    this.hashes[this.count] = h;
    this.count++;
    if (2 * this.count > this.slots.length) this.rehash();
    else this.place(this.count - 1);
  }

  /** The row holding the key at `key[from..]` (hash h), or -1. */
  private find(key: Int32Array, from: number, h: number): number {
    const slots = this.slots, mask = slots.length - 1, rows = this.rows, w = this.width;
    for (let i = h & mask; ; i = (i + 1) & mask) {
      const r = slots[i]! - 1;
      if (r < 0) return -1;
      if (this.hashes[r] !== h) continue;
      let k = 0;
      while (k < w && rows[r * w + k] === key[from + k]) k++;
      if (k === w) return r;
    }
  }

  private place(r: number): void {
    const slots = this.slots, mask = slots.length - 1;
    let i = this.hashes[r]! & mask;
    while (slots[i] !== 0) i = (i + 1) & mask;
    slots[i] = r + 1;
  }

  private rehash(): void {
    this.slots = new Int32Array(2 * this.slots.length);
    for (let r = 0; r < this.count; r++) this.place(r);
  }
}

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
    let slot = this.find(key);
    if (this.costs[slot] !== EMPTY) {
      if (cost < this.costs[slot]!) this.costs[slot] = cost;
      return true;
    }
    // a new key: grow first when the table would pass half full (so whether it fits depends only on how many keys there are)
    if ((this.size + 1) * 2 > this.capacity) {
      // while growing, old and new arrays live side by side
      const next = this.capacity * 2;
      if (this.bytesFor(next) + this.bytes > this.maxBytes) return false;
      this.grow(next);
      slot = this.find(key);
    }
    this.size++;
    this.keys.set(key, slot * this.keyWords);
    this.costs[slot] = cost;
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

/**
 * The stored side of a join as plain arrays, in the order the index wants them: by mismatches,
 * then by key, so a join does not depend on the table's layout. Plain typed arrays, so a pass
 * can hand them to worker threads.
 */
export interface StoredEntries {
  count: number;
  /** count * packer.words key words */
  keys: Uint32Array;
  costs: Uint8Array;
}

/** The entries of a table, sorted by mismatches and key. */
export function sortedEntries(table: SeamTable, packer: KeyPacker): StoredEntries {
  const kw = packer.words, n = table.size;
  const keys = new Uint32Array(n * kw), costs = new Uint8Array(n);
  let e = 0;
  table.forEachKey((key, cost) => { keys.set(key, e * kw); costs[e++] = cost; });
  const order = Uint32Array.from({ length: n }, (_, i) => i).sort((x, y) => {
    if (costs[x] !== costs[y]) return costs[x]! - costs[y]!;
    for (let w = 0; w < kw; w++) if (keys[x * kw + w] !== keys[y * kw + w]) return keys[x * kw + w]! - keys[y * kw + w]!;
    return 0;
  });
  const sortedKeys = new Uint32Array(n * kw);
  order.forEach((from, to) => sortedKeys.set(keys.subarray(from * kw, from * kw + kw), to * kw));
  return { count: n, keys: sortedKeys, costs: Uint8Array.from(order, (from) => costs[from]!) };
}

/** Lists shorter than this (in words) are scanned word by word even where a matched colour could leap. */
const LEAP_FROM = 64;

/** What the streamed side asks of the stored side: the guide, and the partner a streamed filling that reached its end joins. */
export interface JoinIndex extends SeamGuide {
  /** The cheapest stored filling that joins the streamed one after its last cell (before position `positions`), with its key; ties go to the lower key. */
  partner(positions: number): { key: Uint32Array; cost: number } | null;
  /** bytes the index holds */
  readonly bytes: number;
}

/** How a slice runner builds the index of a stream job's stored entries. */
export type JoinIndexClass = new (entries: StoredEntries, packer: KeyPacker, positions: number, poolSize: number, colours: number) => JoinIndex;

/** The seam colours of every stored entry, entry by entry (`seamLength` each). */
export function seamsOf(entries: StoredEntries, packer: KeyPacker): Int32Array {
  const n = entries.count, len = packer.seamLength, kw = packer.words;
  const seams = new Int32Array(n * len);
  for (let e = 0; e < n; e++) seams.set(packer.seamOf(entries.keys.subarray(e * kw, e * kw + kw)), e * len);
  return seams;
}

/**
 * Bit sets over the stored entries, bit x standing for entry order[x]: per pool piece, the
 * entries that use it; per seam entry and colour, the entries that show that colour there
 * (`seams` as seamsOf gives them).
 */
export function entryBitSets(entries: StoredEntries, seams: Int32Array, packer: KeyPacker, poolSize: number, colours: number, order: Uint32Array): { words: number; uses: Uint32Array; shows: Uint32Array } {
  const n = entries.count, len = packer.seamLength, kw = packer.words;
  const words = Math.max(1, (n + 31) >> 5);
  const uses = new Uint32Array(poolSize * words), shows = new Uint32Array(len * colours * words);
  for (let x = 0; x < n; x++) {
    const e = order[x]!, key = entries.keys.subarray(e * kw, e * kw + kw);
    const bit = 1 << (x & 31), w = x >> 5;
    for (let q = 0; q < poolSize; q++) if ((key[q >> 5]! >>> (q & 31)) & 1) uses[q * words + w]! |= bit;
    for (let j = 0; j < len; j++) shows[(j * colours + seams[e * len + j]!) * words + w]! |= bit;
  }
  return { words, uses, shows };
}

/**
 * The pool pieces set in `mask` and not in `before`, written to `out`; returns how many. The
 * streamed side places one piece a position, but a caller may skip positions.
 */
export function piecesSince(mask: Uint32Array, before: Uint32Array, out: Int32Array): number {
  let count = 0;
  for (let k = 0; k < mask.length; k++) {
    let d = (mask[k]! ^ before[k]!) >>> 0;
    while (d !== 0) {
      out[count++] = (k << 5) + 31 - Math.clz32(d & -d);
      d &= d - 1;
    }
  }
  return count;
}

/**
 * The stored fillings kept apart, steering the streamed half: after each cell it places, the
 * stored fillings that agree with what it has declared on the seam so far and whose pieces are
 * all still unused by the streamed side, and the fewest mismatches among them. When none is
 * left, nothing below can join. Exact in both directions.
 *
 * At a seam cell the streamed half either matches (the stored filling shows the cell's own colour
 * there) or mismatches (it shows any other). A cell clears the entries that use a piece placed
 * since the position before (a bit set per piece) and those that show the wrong colour at the
 * seam entry the cell lies on (a bit set per entry and colour).
 *
 * The fillings still in play before each fill position are kept as the list of their nonzero
 * words (word number and bits), so a cell costs one step per word that still holds an entry, not
 * one per word of the whole table: each piece the streamed side places clears about half of the
 * entries still in play, and after a few cells a table of hundreds of thousands of entries is
 * down to a few words. Three things cut the steps further:
 * - the bits are ordered by mismatches, then by seam colours (seamOrder), so the entries a
 *   declared seam leaves lie side by side and share words; the cheapest entry in play is the
 *   lowest bit of the first word;
 * - a cell's list is scanned only up to its first word (which names the cheapest entry) and
 *   finished when a cell below asks for it: the streamed side cuts most cells by its budget
 *   before it places anything below them;
 * - where a cell matches a seam colour, the scan leaps from run to run of the words that hold
 *   entries showing that colour there (seamRuns) instead of visiting every word in play;
 * - a cell's first scan stops at the words past the dearest entry the streamed side can still
 *   join (`most`): on the 464 board's 4-row band, more than half of the words scanned belonged
 *   to cells the streamed side then cut by its budget;
 * - and when a cell below asks for the rest of the list, it is finished only up to those words
 *   too: no cell below can join a dearer filling, so the lists below never hold the dear words
 *   (most of a table: each extra mismatch multiplies the stored fillings). On round 12 of that
 *   band, the costliest stream's first 20M nodes pass 250M words instead of 1,984M (wordsPassed),
 *   in 0.56 of the CPU time.
 */
export class SeamIndex implements JoinIndex {
  private readonly words: number;
  private readonly keyWords: number;
  private readonly keys: Uint32Array;
  private readonly costs: Uint8Array;
  /** bit x stands for entry order[x] (entries are sorted by mismatches and key, so a lower entry number wins a tie) */
  private readonly order: Uint32Array;
  private readonly uses: Uint32Array;
  private readonly shows: Uint32Array;
  private readonly colours: number;
  /** before fill position i: count[i] nonzero words, their numbers at[i] and their bits bits[i] (grown as needed) */
  private readonly count: Int32Array;
  private readonly at: Int32Array[];
  private readonly bits: Uint32Array[];
  /**
   * How the list before fill position i (i > 0) follows from the list before i-1: the words of
   * that list scanned so far (all of them once complete), the pieces placed at i-1, and the
   * seam filter there (the offset of its bit set in `shows`, or -1, and -1 to keep the other colours).
   */
  private readonly taken: Int32Array;
  private readonly placedCount: Int32Array;
  private readonly placedAt: Int32Array[];
  private readonly showsAt: Int32Array;
  private readonly flip: Int32Array;
  /** with a matched seam colour: the runs of words to visit are runLo/runHi[runAt[i] .. runTo[i]) (none: runTo[i] = -1) */
  private readonly runAt: Int32Array;
  private readonly runTo: Int32Array;
  /**
   * Per seam entry and colour, the runs of words (first, last) that hold entries showing that
   * colour there: runFrom[k] .. runEnd[k] of runLo/runHi, for k = entry * colours + colour. Kept only
   * for seam entries whose runs are few next to the table's words (see `seamRuns`).
   */
  private readonly runFrom: Int32Array;
  private readonly runEnd: Int32Array;
  private readonly runLo: Int32Array;
  private readonly runHi: Int32Array;
  /** the streamed side's pieces at each fill position, to find the pieces placed since */
  private readonly maskAt: Uint32Array[];
  /** per mismatch count v, the words up to the last entry with at most v mismatches (bits are ordered by mismatches) */
  private readonly wordsWithin: Int32Array;
  /** the list before fill position i holds no word from limit[i] on: past it, every entry is dearer than the cell's `most` */
  private readonly limit: Int32Array;
  /** words of the lists the scans have gone past, read or leapt over (what a cell costs, for tests and benches) */
  wordsPassed = 0;

  constructor(entries: StoredEntries, packer: KeyPacker, positions: number, poolSize: number, colours: number) {
    const n = entries.count;
    this.keyWords = packer.words;
    this.colours = colours;
    this.keys = entries.keys;
    this.costs = entries.costs;
    const seams = seamsOf(entries, packer), len = packer.seamLength;
    this.order = seamOrder(entries.costs, seams, len);
    const { words, uses, shows } = entryBitSets(entries, seams, packer, poolSize, colours, this.order);
    this.words = words;
    this.uses = uses;
    this.shows = shows;
    this.count = new Int32Array(positions + 1);
    const first = n > 0 ? words : 0;
    this.at = Array.from({ length: positions + 1 }, (_, i) => new Int32Array(i === 0 ? first : Math.min(first, 64)));
    this.bits = Array.from({ length: positions + 1 }, (_, i) => new Uint32Array(i === 0 ? first : Math.min(first, 64)));
    for (let w = 0; w < first; w++) {
      this.at[0]![w] = w;
      this.bits[0]![w] = w === words - 1 && n % 32 !== 0 ? (1 << n % 32) - 1 : 0xffffffff;
    }
    this.count[0] = first;
    this.taken = new Int32Array(positions + 1);
    this.placedCount = new Int32Array(positions + 1);
    this.placedAt = Array.from({ length: positions + 1 }, () => new Int32Array(poolSize));
    this.showsAt = new Int32Array(positions + 1);
    this.flip = new Int32Array(positions + 1);
    this.runAt = new Int32Array(positions + 1);
    this.runTo = new Int32Array(positions + 1).fill(-1);
    this.limit = new Int32Array(positions + 1).fill(words);
    ({ from: this.runFrom, to: this.runEnd, lo: this.runLo, hi: this.runHi } = seamRuns(seams, len, colours, this.order, words));
    this.maskAt = Array.from({ length: positions + 1 }, () => new Uint32Array(packer.maskWords));
    let dearest = 0;
    for (let e = 0; e < n; e++) dearest = Math.max(dearest, entries.costs[e]!);
    this.wordsWithin = new Int32Array(dearest + 1);
    for (let x = 0; x < n; x++) this.wordsWithin[entries.costs[this.order[x]!]!] = (x >> 5) + 1;
    for (let v = 1; v <= dearest; v++) this.wordsWithin[v] = Math.max(this.wordsWithin[v]!, this.wordsWithin[v - 1]!);
  }

  get bytes(): number {
    let lists = 0;
    for (const a of this.at) lists += a.length * 8;
    return this.costs.length * (this.keyWords * 4 + 1) + this.order.byteLength + this.uses.byteLength + this.shows.byteLength + lists;
  }

  /**
   * Bytes the ratchet charges for an index of `count` entries, known before it is built: the
   * entries, and a bit per entry for each pool piece, seam entry and colour, and fill position.
   * That is what the first index held (scan-index.ts); it stays the charge so that certificates
   * (their table bytes) and memory ceilings do not move. This index holds its bit order and its
   * lists and runs instead of one bit set per position: within a few percent of the charge (on
   * the 464 board's 4-row round 11, 10.5 MiB held against 9.9 MiB charged).
   */
  static bytesFor(count: number, keyWords: number, seamLength: number, positions: number, poolSize: number, colours: number): number {
    const words = Math.max(1, (count + 31) >> 5);
    return count * (keyWords * 4 + 1) + words * 4 * (poolSize + seamLength * colours + positions + 1);
  }

  /**
   * After fill position `position`: `entry` is the seam entry the cell lies on (or -1), where the
   * stored filling must show `colour` (or, with `differs`, any other colour); entries with more
   * than `most` mismatches need not be looked for.
   */
  enter(position: number, entry: number, colour: number, mask: Uint32Array, differs = false, most = Number.POSITIVE_INFINITY): number {
    if (most < 0) return -1;
    this.complete(position);
    const next = position + 1;
    this.placedCount[next] = piecesSince(mask, this.maskAt[position]!, this.placedAt[next]!);
    this.maskAt[next]!.set(mask);
    if (this.at[next]!.length < this.count[position]!) this.grow(next, this.count[position]!);
    this.showsAt[next] = entry >= 0 ? (entry * this.colours + colour) * this.words : -1;
    this.flip[next] = differs ? -1 : 0;
    const k = entry * this.colours + colour;
    // leaping pays on long lists only
    if (entry >= 0 && !differs && this.runFrom[k]! >= 0 && this.count[position]! >= LEAP_FROM) {
      this.runAt[next] = this.runFrom[k]!; this.runTo[next] = this.runEnd[k]!;
    } else this.runTo[next] = -1;
    this.count[next] = this.taken[next] = 0;
    // no cell below can join a filling dearer than `most` either, so the list need not reach past it
    this.limit[next] = most < this.wordsWithin.length ? this.wordsWithin[most]! : this.words;
    // the cheapest entry left is the first one the scan keeps; the rest waits until a cell below asks
    this.scan(next, 1, this.limit[next]);
    if (this.count[next] === 0) return -1;
    const v = this.bits[next]![0]!;
    return this.costs[this.order[(this.at[next]![0]! << 5) + 31 - Math.clz32(v & -v)]!]!;
  }

  /** Finishes the list before fill position i, if its scan stopped at its first word. */
  private complete(i: number): void {
    if (i > 0 && this.taken[i]! < this.count[i - 1]!) {
      this.scan(i, 0, this.limit[i]);
      // the words past the limit are never read: the list is as complete as any cell below needs
      this.taken[i] = this.count[i - 1]!;
    }
  }

  /**
   * Scans on the list before fill position i-1 where the list before i stopped, keeping the words
   * that the cell at i-1 leaves nonzero, until the list holds `stop` words (0: to the end) or the
   * scan reaches word `limit` (the list is then left unfinished there).
   */
  private scan(i: number, stop: number, limit = this.words): void {
    const words = this.words, uses = this.uses, shows = this.shows, count = this.placedCount[i]!, placed = this.placedAt[i]!;
    const fromAt = this.at[i - 1]!, fromBits = this.bits[i - 1]!, toAt = this.at[i]!, toBits = this.bits[i]!;
    const whole = this.count[i - 1]!, start = this.taken[i]!;
    const n = limit >= words ? whole : leap(fromAt, start, whole, limit);
    const showsAt = this.showsAt[i]!, flip = this.flip[i]!;
    let m = this.count[i]!, t = this.taken[i]!;
    const runTo = this.runTo[i]!;
    if (runTo >= 0) {
      // a matched colour: visit only the words of the list inside the colour's runs, leaping to each
      const lo = this.runLo, hi = this.runHi;
      let r = this.runAt[i]!;
      while (t < n && r < runTo) {
        const w = fromAt[t]!;
        if (w < lo[r]!) { t = leap(fromAt, t, n, lo[r]!); continue; }
        if (w > hi[r]!) { r = leap(hi, r, runTo, w); continue; }
        let v = fromBits[t++]! & shows[showsAt + w]!;
        for (let p = 0; p < count && v !== 0; p++) v &= ~uses[placed[p]! * words + w]!;
        if (v !== 0) { toAt[m] = w; toBits[m++] = v; if (m === stop) break; }
      }
      // past the last run nothing is left
      this.runAt[i] = r;
      if (r >= runTo) t = whole;
    } else if (count === 1) {
      // the streamed side's case: one piece placed, on the seam or off it (a loop each, for speed)
      const used = placed[0]! * words;
      if (showsAt >= 0) {
        while (t < n) {
          const w = fromAt[t]!;
          const v = fromBits[t++]! & (shows[showsAt + w]! ^ flip) & ~uses[used + w]!;
          if (v !== 0) { toAt[m] = w; toBits[m++] = v; if (m === stop) break; }
        }
      } else {
        while (t < n) {
          const w = fromAt[t]!;
          const v = fromBits[t++]! & ~uses[used + w]!;
          if (v !== 0) { toAt[m] = w; toBits[m++] = v; if (m === stop) break; }
        }
      }
    } else {
      while (t < n) {
        const w = fromAt[t]!;
        let v = fromBits[t++]!;
        if (showsAt >= 0) v &= shows[showsAt + w]! ^ flip;
        for (let p = 0; p < count && v !== 0; p++) v &= ~uses[placed[p]! * words + w]!;
        if (v !== 0) { toAt[m] = w; toBits[m++] = v; if (m === stop) break; }
      }
    }
    this.wordsPassed += Math.min(t, n) - start;
    this.count[i] = m;
    this.taken[i] = t;
  }

  /** Room for n words in the list before fill position i. */
  private grow(i: number, n: number): void {
    const size = Math.min(this.words, Math.max(n, 2 * this.at[i]!.length));
    this.at[i] = new Int32Array(size);
    this.bits[i] = new Uint32Array(size);
  }

  partner(positions: number): { key: Uint32Array; cost: number } | null {
    this.complete(positions);
    const at = this.at[positions]!, bits = this.bits[positions]!;
    let best = -1;
    for (let t = 0; t < this.count[positions]!; t++) {
      for (let v = bits[t]!; v !== 0; v &= v - 1) {
        const e = this.order[(at[t]! << 5) + 31 - Math.clz32(v & -v)]!;
        if (best < 0 || e < best) best = e;
      }
    }
    return best < 0 ? null : { key: this.keys.slice(best * this.keyWords, best * this.keyWords + this.keyWords), cost: this.costs[best]! };
  }
}

/**
 * Entry numbers ordered by mismatches, then by seam colours from the last seam entry to the first,
 * then by entry number. The streamed side declares the seam entries in order (halves.ts), and the
 * later an entry comes the more cells ask about it: ranked first, the entries showing a colour
 * there lie in a few long runs (one per mismatch count, or per colour of the entries ranked above).
 */
function seamOrder(costs: Uint8Array, seams: Int32Array, len: number): Uint32Array {
  return Uint32Array.from({ length: costs.length }, (_, i) => i).sort((x, y) => {
    if (costs[x] !== costs[y]) return costs[x]! - costs[y]!;
    for (let j = len - 1; j >= 0; j--) if (seams[x * len + j] !== seams[y * len + j]) return seams[x * len + j]! - seams[y * len + j]!;
    return x - y;
  });
}

/**
 * The runs of words holding each (seam entry, colour) in bit order, for the seam entries with no
 * more runs over all colours than the table has words (a matched colour then leaps over most of a
 * list); the other entries get none (-1) and are scanned word by word. Runs of a colour that meet
 * or touch in a word are one run.
 */
function seamRuns(seams: Int32Array, len: number, colours: number, order: Uint32Array, words: number): { from: Int32Array; to: Int32Array; lo: Int32Array; hi: Int32Array } {
  const n = order.length;
  const from = new Int32Array(len * colours).fill(-1), to = new Int32Array(len * colours).fill(-1);
  const lo: number[] = [], hi: number[] = [];
  for (let j = 0; j < len; j++) {
    const perColour: number[][] = Array.from({ length: colours }, () => []);
    let total = 0;
    for (let x = 0; x < n; x++) {
      const w = x >> 5, list = perColour[seams[order[x]! * len + j]!]!;
      if (list.length && list[list.length - 1]! >= w - 1) list[list.length - 1] = w;
      else { list.push(w, w); total++; }
    }
    if (total > words) continue;
    for (let c = 0; c < colours; c++) {
      const list = perColour[c]!;
      from[j * colours + c] = lo.length;
      for (let r = 0; r < list.length; r += 2) { lo.push(list[r]!); hi.push(list[r + 1]!); }
      to[j * colours + c] = lo.length;
    }
  }
  return { from, to, lo: Int32Array.from(lo), hi: Int32Array.from(hi) };
}

/** The first index from `from` on (below `to`) whose value is at least `target` (values ascending): a gallop, then a halving. */
function leap(a: Int32Array, from: number, to: number, target: number): number {
  let step = 1, low = from, high = from + 1;
  while (high < to && a[high]! < target) { low = high; step *= 2; high = from + step; }
  if (high > to) high = to;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (a[mid]! < target) low = mid + 1; else high = mid;
  }
  return low;
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

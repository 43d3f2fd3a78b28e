/**
 * The first join index, kept as the baseline the index of join.ts is measured against
 * (bench/bandsaw) and the reference it is tested against (scan-index.test.ts): the same answers,
 * reached by scanning every word between the first and the last that still hold an entry. Bit x
 * is entry x (sorted by mismatches and key), so the cheapest entry in play is the lowest bit
 * still set. The entries a declared seam leaves are spread over the whole table, so that span
 * hardly narrows, and a cell costs about one step per word of the table.
 */
import { entryBitSets, piecesSince, seamsOf, type JoinIndex, type KeyPacker, type StoredEntries } from './join.ts';

export class ScanIndex implements JoinIndex {
  private readonly words: number;
  private readonly keyWords: number;
  private readonly keys: Uint32Array;
  private readonly costs: Uint8Array;
  private readonly uses: Uint32Array;
  private readonly shows: Uint32Array;
  private readonly colours: number;
  /** alive[i]: the entries still in play before fill position i; [lo[i], hi[i]) holds its nonzero words */
  private readonly alive: Uint32Array[];
  private readonly lo: Int32Array;
  private readonly hi: Int32Array;
  private readonly maskAt: Uint32Array[];
  private readonly placed: Int32Array;

  constructor(entries: StoredEntries, packer: KeyPacker, positions: number, poolSize: number, colours: number) {
    const n = entries.count;
    this.keyWords = packer.words;
    this.colours = colours;
    this.keys = entries.keys;
    this.costs = entries.costs;
    const { words, uses, shows } = entryBitSets(entries, seamsOf(entries, packer), packer, poolSize, colours, Uint32Array.from({ length: n }, (_, i) => i));
    this.words = words;
    this.uses = uses;
    this.shows = shows;
    this.alive = Array.from({ length: positions + 1 }, () => new Uint32Array(words));
    for (let x = 0; x < n; x++) this.alive[0]![x >> 5]! |= 1 << (x & 31);
    this.lo = new Int32Array(positions + 1);
    this.hi = new Int32Array(positions + 1);
    this.hi[0] = n > 0 ? words : 0;
    this.maskAt = Array.from({ length: positions + 1 }, () => new Uint32Array(packer.maskWords));
    this.placed = new Int32Array(poolSize);
  }

  get bytes(): number {
    return this.costs.length * (this.keyWords * 4 + 1) + this.uses.byteLength + this.shows.byteLength + this.alive.length * this.words * 4;
  }

  enter(position: number, entry: number, colour: number, mask: Uint32Array, differs = false): number {
    const from = this.alive[position]!, to = this.alive[position + 1]!, words = this.words;
    const count = piecesSince(mask, this.maskAt[position]!, this.placed);
    this.maskAt[position + 1]!.set(mask);
    const showsAt = entry >= 0 ? (entry * this.colours + colour) * words : -1;
    const flip = differs ? -1 : 0;
    let lo = -1, hi = 0;
    for (let w = this.lo[position]!, end = this.hi[position]!; w < end; w++) {
      let v = from[w]!;
      if (v !== 0 && showsAt >= 0) v &= this.shows[showsAt + w]! ^ flip;
      for (let t = 0; t < count && v !== 0; t++) v &= ~this.uses[this.placed[t]! * words + w]!;
      to[w] = v;
      if (v !== 0) { if (lo < 0) lo = w; hi = w + 1; }
    }
    if (lo < 0) { this.lo[position + 1] = this.hi[position + 1] = 0; return -1; }
    this.lo[position + 1] = lo; this.hi[position + 1] = hi;
    return this.costs[this.lowest(position + 1)]!;
  }

  /** The cheapest entry still in play before fill position i, or -1. */
  private lowest(i: number): number {
    if (this.lo[i] === this.hi[i]) return -1;
    const v = this.alive[i]![this.lo[i]!]!;
    return (this.lo[i]! << 5) + 31 - Math.clz32(v & -v);
  }

  partner(positions: number): { key: Uint32Array; cost: number } | null {
    const x = this.lowest(positions);
    return x < 0 ? null : { key: this.keys.slice(x * this.keyWords, x * this.keyWords + this.keyWords), cost: this.costs[x]! };
  }
}

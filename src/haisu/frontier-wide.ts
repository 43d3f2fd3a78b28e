/**
 * The wide frontier counter: the compact counter's sweep (frontier.ts) for frontiers of more
 * than 16 plugs. A state is two 32-bit words, plugs 0..15 in the low word and 16..31 in the high
 * one (a plug never straddles them), so every transition is still shifts and masks, now on two
 * words, and boards up to 31 cells on the narrow side fit. A slot costs 8 + 4·LIMBS bytes: the
 * two words in two Uint32Arrays beside the count limbs. It runs on one thread, and it costs more
 * per state than the compact key, so count.ts sends a board here only when its narrow side is
 * past the compact one's 15 (tests force it on small boards to hold the two against each other).
 */
import { fmix32 } from '../core/rng.ts';
import { CLOSE_DONE, CLOSE_RING, closing, relabelMark, relabelOffset, relabelValue } from './sweep.ts';
import { addInto, CountSlots, EMPTY, FrontierSweep, MAX_LOAD, popcount, type CompactSpec } from './frontier.ts';

/** widest frontier two 32-bit words hold (32 plugs) */
export const MAX_WIDE_WIDTH = 31;

/** The slot hash of a two-word key (the high word is EMPTY only in unused slots). */
const mix = (lo: number, hi: number): number => fmix32((lo ^ Math.imul(hi, 0x9e3779b1)) >>> 0);

/** States of one step: two-word keys and their counts. */
class WideTable extends CountSlots {
  lo: Uint32Array;
  hi: Uint32Array;

  constructor(limbs: number, expected = 512) {
    super(limbs, expected);
    this.lo = new Uint32Array(this.capacity);
    this.hi = new Uint32Array(this.capacity).fill(EMPTY);
  }

  get bytes(): number { return this.lo.byteLength + this.hi.byteLength + this.vals.byteLength; }

  /** The slot of a key, inserted with count 0 if new. */
  slot(lo: number, hi: number): number {
    if (this.size >= this.hi.length * MAX_LOAD) this.grow();
    const his = this.hi;
    let i = mix(lo, hi) & this.mask;
    for (;;) {
      const h = his[i]!;
      if (h === EMPTY) { his[i] = hi; this.lo[i] = lo; this.size++; return i; }
      if (h === hi && this.lo[i] === lo) return i;
      i = (i + 1) & this.mask;
    }
  }

  private grow(): void {
    const { lo, hi, limbs } = this;
    const vals = this.resize(hi.length * 2);
    this.lo = new Uint32Array(this.capacity);
    this.hi = new Uint32Array(this.capacity).fill(EMPTY);
    for (let s = 0; s < hi.length; s++) {
      if (hi[s] === EMPTY) continue;
      this.vals.set(vals.subarray(s * limbs, (s + 1) * limbs), this.slot(lo[s]!, hi[s]!) * limbs);
    }
  }
}

/** A frontier count on two-word keys; the spec's shard fields are not used (one thread). */
export class WideCounter extends FrontierSweep<WideTable> {
  cur: WideTable;
  next: WideTable;

  constructor(spec: CompactSpec) {
    super(spec, MAX_WIDE_WIDTH, 'wide');
    this.cur = new WideTable(this.limbs);
    this.next = this.cur;
    this.cur.vals[this.cur.slot(0, 0) * this.limbs] = 1;
  }

  step(k: number): void {
    const w = this.w, limbs = this.limbs;
    const r = Math.floor(k / w), c = k - r * w;
    const canRight = c < w - 1, canDown = r < this.h - 1, last = k === this.cells - 1, complete = k === this.completeAt;
    const newRow = c === 0 && k > 0;
    // plug c (the edge from the left) and plug c + 1 (from above): the word each lies in, and its shift there
    const lHi = c >= 16, uHi = c + 1 >= 16;
    const sl = 2 * (c & 15), su = 2 * ((c + 1) & 15);
    const clearLo = ~((lHi ? 0 : 3 << sl) | (uHi ? 0 : 3 << su)), clearHi = ~((lHi ? 3 << sl : 0) | (uHi ? 3 << su : 0));
    const fixed = this.fixedEnd[k] === 1, fixedBefore = this.fixedBefore[k]!;
    const from = this.cur;
    const next = new WideTable(limbs, from.size);
    this.next = next;
    const fl = from.lo, fh = from.hi, fv = from.vals;
    const emit = (lo: number, hi: number, s: number) => {
      const at = next.slot(lo, hi) * limbs; // first: slot() may grow the table
      addInto(next.vals, at, fv, s * limbs, limbs);
    };
    for (let s = 0; s < fh.length; s++) {
      let hi = fh[s]!;
      if (hi === EMPTY) continue;
      let lo = fl[s]!;
      // a new row moves every plug up one; the last plug of a row is always empty, so nothing is lost
      if (newRow) { hi = ((hi << 2) | (lo >>> 30)) >>> 0; lo = (lo << 2) >>> 0; }
      const L = ((lHi ? hi : lo) >>> sl) & 3, U = ((uHi ? hi : lo) >>> su) & 3;
      const baseLo = (lo & clearLo) >>> 0, baseHi = (hi & clearHi) >>> 0;
      const into = (L ? 1 : 0) + (U ? 1 : 0);
      const marks = popcount(lo & (lo >>> 1) & 0x55555555) + popcount(hi & (hi >>> 1) & 0x55555555);
      const maxDeg = fixed ? 1 : 2;
      const minDeg = fixed || (this.freeEnds - (marks - fixedBefore) > 0 && this.endOk[k] === 1) ? 1 : 2;
      for (let deg = maxDeg; deg >= minDeg; deg--) {
        if (into > deg) continue;
        if (into === deg) {
          const how = closing(L, U, deg);
          if (how === CLOSE_RING) continue;
          let outLo = baseLo, outHi = baseHi;
          if (how > 0) {
            const at = partner(lo, hi, c + relabelOffset(how), relabelValue(how), w);
            const put = relabelMark(how) << (2 * (at & 15)), keep = ~(3 << (2 * (at & 15)));
            if (at >= 16) outHi = ((outHi & keep) | put) >>> 0;
            else outLo = ((outLo & keep) | put) >>> 0;
          }
          if (how === CLOSE_DONE) {
            if (complete && outLo === 0 && outHi === 0) addInto(this.done, 0, fv, s * limbs, limbs);
          } else if (!last) emit(outLo, outHi, s);
          continue;
        }
        if (into === 0 && deg === 2) {
          if (canRight && canDown) {
            emit((baseLo | (lHi ? 0 : 1 << sl) | (uHi ? 0 : 2 << su)) >>> 0, (baseHi | (lHi ? 1 << sl : 0) | (uHi ? 2 << su : 0)) >>> 0, s);
          }
        } else {
          const x = into === 0 ? 3 : L || U;
          if (canDown) emit(lHi ? baseLo : (baseLo | (x << sl)) >>> 0, lHi ? (baseHi | (x << sl)) >>> 0 : baseHi, s);
          if (canRight) emit(uHi ? baseLo : (baseLo | (x << su)) >>> 0, uHi ? (baseHi | (x << su)) >>> 0 : baseHi, s);
        }
      }
    }
  }
}

/** The plug matching bracket v at plug j of a two-word key (1 looks right for its 2, 2 left for its 1). */
function partner(lo: number, hi: number, j: number, v: number, w: number): number {
  const dir = v === 1 ? 1 : -1, close = 3 - v;
  let depth = 0;
  for (let i = j; i >= 0 && i <= w; i += dir) {
    const p = ((i >= 16 ? hi : lo) >>> (2 * (i & 15))) & 3;
    if (p === v) depth++;
    else if (p === close && --depth === 0) return i;
  }
  throw new Error('frontier: unmatched bracket');
}

/**
 * The frontier (broken-profile) sweep over a W×H grid, shared by the exact counter and the
 * uniform sampler.
 *
 * Cells are taken in row-major order. Before cell (r, c) the frontier is W + 1 plugs: the gaps
 * below cells (r, 0..c−1), the gap left of (r, c), and the gaps above (r, c..W−1), in that
 * geometric order. Each plug holds 2 bits: 0 no line, 1 and 2 the two ends of a path fragment
 * whose both ends cross the frontier (they nest like brackets, because the grid is planar),
 * 3 a fragment whose other end is an end of the walk. A state is the W + 1 plugs packed into a
 * double (52 bits, so W ≤ 25).
 *
 * Why it is exact: when the sweep leaves a cell, every line it will ever have is settled (one
 * at a walk end, two elsewhere), so no later cell can touch it. Joining the two walk ends closes
 * the walk, so that may only happen at the final cell, with nothing else left on the frontier;
 * and a bracket pair meeting itself would close a ring. Both are refused, so every way through
 * the sweep is exactly one Hamiltonian walk.
 *
 * Ends: a cell can be a fixed end (S or G given), and `freeEnds` more ends may fall on any
 * cell: 2 counts every walk of the board (undirected), 1 every walk from S, 0 from S to G.
 */

const MAX_SWEEP_WIDTH = 25;

export interface SweepSpec {
  width: number;
  height: number;
  /** fixed walk ends, as cell ids (0, 1 or 2 of them) */
  ends: number[];
}

/** The key that stands for "the walk was just completed at the last cell". */
export const DONE = -1;

const TWO26 = 67108864;
/** degrees a cell may take: a fixed end, an ordinary cell, a cell that may be a free end */
const END = [1], MIDDLE = [2], ANY = [2, 1];

const empty = (d: Uint8Array): boolean => {
  for (let j = 0; j < d.length; j++) if (d[j] !== 0) return false;
  return true;
};

export class Sweep {
  /** the grid the sweep runs on: transposed when that makes the frontier shorter */
  readonly w: number;
  readonly h: number;
  readonly transposed: boolean;
  readonly cells: number;
  /** per swept cell: 1 if it is a fixed end */
  readonly fixedEnd: Uint8Array;
  /** fixed ends among cells before index k */
  readonly fixedBefore: Int32Array;
  readonly freeEnds: number;
  private readonly d: Uint8Array;
  /** successors written by expand(): packed states (or DONE) ... */
  readonly nextKeys = new Float64Array(4);
  /** ... and the lines the cell drew: bit 1 to its right, bit 2 below */
  readonly nextMoves = new Uint8Array(4);
  private count = 0;

  constructor(spec: SweepSpec) {
    const { width, height } = spec;
    this.transposed = width > height;
    this.w = this.transposed ? height : width;
    this.h = this.transposed ? width : height;
    if (this.w > MAX_SWEEP_WIDTH) throw new RangeError(`the sweep handles boards up to ${MAX_SWEEP_WIDTH} cells across`);
    this.cells = width * height;
    this.fixedEnd = new Uint8Array(this.cells);
    for (const e of spec.ends) this.fixedEnd[this.toSwept(e, width)] = 1;
    this.fixedBefore = new Int32Array(this.cells + 1);
    for (let k = 0; k < this.cells; k++) this.fixedBefore[k + 1] = this.fixedBefore[k]! + this.fixedEnd[k]!;
    this.freeEnds = 2 - spec.ends.length;
    this.d = new Uint8Array(this.w + 1);
  }

  /** Cell id on the caller's board → cell id on the swept grid. */
  toSwept(id: number, width: number): number {
    if (!this.transposed) return id;
    const r = Math.floor(id / width), c = id % width;
    return c * this.w + r;
  }

  /** Cell id on the swept grid → cell id on the caller's board (of width `width`). */
  fromSwept(id: number, width: number): number {
    if (!this.transposed) return id;
    const r = Math.floor(id / this.w), c = id % this.w;
    return c * width + r;
  }

  private emit(key: number, moves: number): void {
    this.nextKeys[this.count] = key;
    this.nextMoves[this.count++] = moves;
  }

  /**
   * Every way cell k can be completed from state `key`: returns how many, written to
   * nextKeys / nextMoves (overwritten by the next call).
   */
  expand(key: number, k: number): number {
    const { w, h, d } = this;
    this.count = 0;
    const r = Math.floor(k / w), c = k - r * w;
    unpack(key, d, w + 1);
    if (c === 0 && k > 0) {
      // a new row: the old right-edge plug is empty; shift so plug 0 is the left gap
      for (let j = w; j > 0; j--) d[j] = d[j - 1]!;
      d[0] = 0;
    }
    const L = d[c]!, U = d[c + 1]!;
    const canRight = c < w - 1, canDown = r < h - 1;
    const last = k === this.cells - 1;
    let marks = 0;
    for (let j = 0; j <= w; j++) if (d[j] === 3) marks++;
    const freeUsed = marks - this.fixedBefore[k]!;
    const degrees = this.fixedEnd[k] ? END : this.freeEnds - freeUsed > 0 ? ANY : MIDDLE;
    const into = (L ? 1 : 0) + (U ? 1 : 0);
    for (const deg of degrees) {
      if (into > deg) continue;
      if (into === deg) {
        // the cell closes: join what comes in, or end a fragment at a walk end
        const how = closing(L, U, deg);
        if (how === CLOSE_RING) continue;
        const done = how === CLOSE_DONE;
        const at = how > 0 ? partner(d, c + relabelOffset(how), relabelValue(how), w) : -1;
        const mark = how > 0 ? relabelMark(how) : 0;
        const before = at >= 0 ? d[at]! : 0;
        d[c] = 0; d[c + 1] = 0;
        if (at >= 0) d[at] = mark;
        if (done) {
          if (last && empty(d)) this.emit(DONE, 0);
        } else if (!last) this.emit(pack(d, w + 1), 0);
        if (at >= 0) d[at] = before;
        d[c] = L; d[c + 1] = U;
        continue;
      }
      if (into === 0 && deg === 2) {
        if (!canRight || !canDown) continue;
        d[c] = 1; d[c + 1] = 2;
        this.emit(pack(d, w + 1), 3);
      } else {
        const x = into === 0 ? 3 : L || U;
        if (canDown) { d[c] = x; d[c + 1] = 0; this.emit(pack(d, w + 1), 2); }
        if (canRight) { d[c] = 0; d[c + 1] = x; this.emit(pack(d, w + 1), 1); }
      }
      d[c] = L; d[c + 1] = U;
    }
    return this.count;
  }
}

export const CLOSE_RING = -1, CLOSE_DONE = -2;
const CLOSE_JOIN = 0;

/**
 * How a cell closes when all `deg` of its line ends come in (L from the left, U from above):
 * CLOSE_RING (a fragment meeting itself: refused), CLOSE_DONE (the two walk ends meet), CLOSE_JOIN
 * (two fragments join and nothing else changes), or a positive code: the partner of the plug at
 * c + relabelOffset(code), which holds relabelValue(code), is relabelled relabelMark(code).
 * Shared by this sweep and the compact counter (frontier.ts), which find partners differently.
 */
export function closing(L: number, U: number, deg: number): number {
  if (deg === 2) {
    if (L === 1 && U === 2) return CLOSE_RING;
    if (L === 3 && U === 3) return CLOSE_DONE;
    if (L === 1 && U === 1) return relabel(1, 1, 1);
    if (L === 2 && U === 2) return relabel(0, 2, 2);
    if (L === 3) return relabel(1, U, 3);
    if (U === 3) return relabel(0, L, 3);
    return CLOSE_JOIN;
  }
  const x = L || U;
  return x === 3 ? CLOSE_DONE : relabel(L ? 0 : 1, x, 3);
}

const relabel = (offset: number, value: number, mark: number): number => 32 * offset + 4 * value + mark;
export const relabelOffset = (code: number): number => code >> 5;
export const relabelValue = (code: number): number => (code >> 2) & 7;
export const relabelMark = (code: number): number => code & 3;

/** The plug matching the bracket v at position j (1 looks right for its 2, 2 looks left for its 1). */
function partner(d: Uint8Array, j: number, v: number, w: number): number {
  let depth = 0;
  if (v === 1) {
    for (let i = j; i <= w; i++) {
      if (d[i] === 1) depth++;
      else if (d[i] === 2 && --depth === 0) return i;
    }
  } else {
    for (let i = j; i >= 0; i--) {
      if (d[i] === 2) depth++;
      else if (d[i] === 1 && --depth === 0) return i;
    }
  }
  throw new Error('sweep: unmatched bracket');
}

function unpack(key: number, d: Uint8Array, n: number): void {
  let hi = Math.floor(key / TWO26);
  let lo = key - hi * TWO26;
  for (let j = 0; j < n; j++) {
    if (j < 13) { d[j] = lo & 3; lo >>>= 2; } else { d[j] = hi & 3; hi >>>= 2; }
  }
}

function pack(d: Uint8Array, n: number): number {
  let lo = 0, hi = 0;
  for (let j = Math.min(n, 13) - 1; j >= 0; j--) lo = (lo << 2) | d[j]!;
  for (let j = n - 1; j >= 13; j--) hi = (hi << 2) | d[j]!;
  return hi * TWO26 + (lo >>> 0);
}

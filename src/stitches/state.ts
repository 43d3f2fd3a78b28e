/**
 * A partial answer: a verdict per candidate stitch and per cell, with running counts, all on
 * one undo trail so a search can rewind. The one-hole-per-cell rule lives here, inside the
 * state change: placing a stitch rules out every other candidate at both its ends, a cell with
 * no candidate left is empty, and a holed cell with one candidate left takes it. No rung has
 * to remember these.
 *
 * Every change returns false on a contradiction; the state is then meaningless until the
 * caller undoes to an earlier mark.
 */
import { Trail } from '../core/search.ts';
import type { Model } from './model.ts';
import { Queue } from './item-queue.ts';
import { LineBounds } from './line-bounds.ts';

export const UNKNOWN = 0;
export const IN = 1;
export const OUT = 2;
export const HOLE = 1;
export const EMPTY = 2;

/** The first decision made while explaining, for hints. */
export interface Decision {
  kind: 'stitch' | 'cell';
  id: number;
  value: number;
  reason: string | null;
}

export class State {
  readonly trail: Trail;
  /** verdict per candidate: UNKNOWN, IN, OUT */
  readonly cand: Int32Array;
  /** verdict per cell: UNKNOWN, HOLE, EMPTY */
  readonly cell: Int32Array;
  /** the stitch placed at each cell, or -1 */
  readonly cellStitch: Int32Array;
  /** undecided candidates per cell */
  readonly cellOpen: Int32Array;
  /** per pair: stitches placed, candidates undecided */
  readonly pairIn: Int32Array;
  readonly pairOpen: Int32Array;
  /** per block, row and column: cells holed, cells undecided */
  readonly regionHoles: Int32Array;
  readonly regionOpen: Int32Array;
  readonly rowHoles: Int32Array;
  readonly rowOpen: Int32Array;
  readonly colHoles: Int32Array;
  readonly colOpen: Int32Array;
  /** what each row and column can still get from the pairs (for the line rung) */
  readonly lines: LineBounds;
  /**
   * What changed since each rung last looked, so a rung only revisits those: pairs (pair
   * rung), blocks by cell verdicts (block rung), rows then columns (line rung, columns at
   * height + col), blocks by candidates or cells (hall rung). Not on the trail: an undo returns
   * an item to a state its rung had already looked at and found nothing more in.
   */
  readonly pairQueue: Queue;
  readonly blockQueue: Queue;
  readonly lineQueue: Queue;
  readonly hallQueue: Queue;
  /** when logging, every stitch placed is appended here (for the probe rung) */
  logging = false;
  readonly placedLog: Int32Array;
  placedLogSize = 0;
  /** per candidate: trail writes its last successful probe made, a measure of what it settles (for branching) */
  readonly probeReach: Int32Array;
  /**
   * Fail a change at once when it breaks a pair's count (checkPairs) or leaves a line unable
   * to reach its margin by the kept totals (checkLines). These are the pair and line rungs'
   * own contradictions, found earlier; a search run without those rungs turns them off.
   */
  checkPairs = true;
  checkLines = true;
  /** verdicts changed so far (never undone), so a rung can count what it decided */
  decisions = 0;
  /** stitches the probe rung assumed so far (never undone): the unit of its cost */
  probes = 0;
  /** set by hint.ts: rungs then describe their decisions and the first one is kept */
  explaining = false;
  reason: string | null = null;
  first: Decision | null = null;

  /** trail handles of the arrays above */
  private readonly h: Record<'cand' | 'cell' | 'cellStitch' | 'cellOpen' | 'pairIn' | 'pairOpen' | 'regionHoles' | 'regionOpen' | 'rowHoles' | 'rowOpen' | 'colHoles' | 'colOpen', number>;

  constructor(readonly model: Model) {
    const m = model;
    // room for every verdict with its counts, and a probe on top, so the trail rarely grows
    const t = this.trail = new Trail(16 * (m.candCount + m.cellCount));
    this.cand = new Int32Array(m.candCount);
    this.cell = new Int32Array(m.cellCount);
    this.cellStitch = new Int32Array(m.cellCount).fill(-1);
    this.cellOpen = new Int32Array(m.cellCount);
    this.pairIn = new Int32Array(m.pairCount);
    this.pairOpen = new Int32Array(m.pairCount);
    this.regionHoles = new Int32Array(m.regionCount);
    this.regionOpen = new Int32Array(m.regionCount);
    this.rowHoles = new Int32Array(m.height);
    this.rowOpen = new Int32Array(m.height);
    this.colHoles = new Int32Array(m.width);
    this.colOpen = new Int32Array(m.width);
    this.placedLog = new Int32Array(m.candCount);
    this.probeReach = new Int32Array(m.candCount);
    this.pairQueue = new Queue(m.pairCount);
    this.blockQueue = new Queue(m.regionCount);
    this.lineQueue = new Queue(m.height + m.width);
    this.hallQueue = new Queue(m.regionCount);
    for (let p = 0; p < m.pairCount; p++) this.pairOpen[p] = m.pairStart[p + 1]! - m.pairStart[p]!;
    for (let i = 0; i < m.cellCount; i++) {
      const open = m.cellStart[i + 1]! - m.cellStart[i]!;
      this.cellOpen[i] = open;
      // a cell on no block border can never be pierced
      if (open === 0) { this.cell[i] = EMPTY; continue; }
      this.regionOpen[m.region[i]!]!++;
      this.rowOpen[Math.floor(i / m.width)]!++;
      this.colOpen[i % m.width]!++;
    }
    this.h = {
      cand: t.register(this.cand), cell: t.register(this.cell), cellStitch: t.register(this.cellStitch), cellOpen: t.register(this.cellOpen),
      pairIn: t.register(this.pairIn), pairOpen: t.register(this.pairOpen), regionHoles: t.register(this.regionHoles),
      regionOpen: t.register(this.regionOpen), rowHoles: t.register(this.rowHoles), rowOpen: t.register(this.rowOpen),
      colHoles: t.register(this.colHoles), colOpen: t.register(this.colOpen),
    };
    this.lines = new LineBounds(m, t, this.lineQueue, this.pairIn, this.pairOpen);
  }

  private note(kind: Decision['kind'], id: number, value: number): void {
    this.decisions++;
    if (this.explaining && this.first === null) this.first = { kind, id, value, reason: this.reason };
  }

  private touchCandidate(c: number): void {
    const m = this.model;
    this.pairQueue.push(m.candPair[c]!);
    this.hallQueue.push(m.region[m.candA[c]!]!);
    this.hallQueue.push(m.region[m.candB[c]!]!);
  }

  private bump(handle: number, array: Int32Array, i: number, delta: number): void {
    this.trail.set(handle, i, array[i]! + delta);
  }

  /** Places stitch c. */
  setIn(c: number): boolean {
    const v = this.cand[c];
    if (v === IN) return true;
    if (v === OUT) return false;
    const m = this.model;
    this.trail.set(this.h.cand, c, IN);
    this.note('stitch', c, IN);
    if (this.logging) this.placedLog[this.placedLogSize++] = c;
    this.touchCandidate(c);
    const p = m.candPair[c]!;
    this.bump(this.h.pairIn, this.pairIn, p, 1);
    this.bump(this.h.pairOpen, this.pairOpen, p, -1);
    const linesFit = this.lines.decided(c, true);
    if ((this.checkPairs && this.pairIn[p]! > m.k) || (this.checkLines && !linesFit)) return false;
    const a = m.candA[c]!, b = m.candB[c]!;
    if (this.cellStitch[a]! >= 0 || this.cellStitch[b]! >= 0) return false;
    this.trail.set(this.h.cellStitch, a, c);
    this.trail.set(this.h.cellStitch, b, c);
    this.bump(this.h.cellOpen, this.cellOpen, a, -1);
    this.bump(this.h.cellOpen, this.cellOpen, b, -1);
    if (!this.setCell(a, HOLE) || !this.setCell(b, HOLE)) return false;
    return this.closeCell(a) && this.closeCell(b);
  }

  /** Rules out every undecided candidate at a cell. */
  private closeCell(x: number): boolean {
    const m = this.model;
    for (let i = m.cellStart[x]!; i < m.cellStart[x + 1]!; i++) {
      const f = m.cellCands[i]!;
      if (this.cand[f] === UNKNOWN && !this.setOut(f)) return false;
    }
    return true;
  }

  /** Rules stitch c out. */
  setOut(c: number): boolean {
    const v = this.cand[c];
    if (v === OUT) return true;
    if (v === IN) return false;
    const m = this.model;
    this.trail.set(this.h.cand, c, OUT);
    this.note('stitch', c, OUT);
    this.touchCandidate(c);
    const p = m.candPair[c]!;
    this.bump(this.h.pairOpen, this.pairOpen, p, -1);
    const linesFit = this.lines.decided(c, false);
    if ((this.checkPairs && this.pairIn[p]! + this.pairOpen[p]! < m.k) || (this.checkLines && !linesFit)) return false;
    const a = m.candA[c]!, b = m.candB[c]!;
    this.bump(this.h.cellOpen, this.cellOpen, a, -1);
    this.bump(this.h.cellOpen, this.cellOpen, b, -1);
    return this.settleCell(a) && this.settleCell(b);
  }

  /** After a candidate at x went out: an exhausted cell is empty, a holed cell takes its last one. */
  private settleCell(x: number): boolean {
    if (this.cellStitch[x]! >= 0) return true;
    const open = this.cellOpen[x]!;
    if (open === 0) return this.setCell(x, EMPTY);
    if (open === 1 && this.cell[x] === HOLE) return this.setIn(this.lastOpen(x));
    return true;
  }

  private lastOpen(x: number): number {
    const m = this.model;
    for (let i = m.cellStart[x]!; i < m.cellStart[x + 1]!; i++) {
      const f = m.cellCands[i]!;
      if (this.cand[f] === UNKNOWN) return f;
    }
    return -1;
  }

  /** Decides whether cell x is pierced (HOLE) or not (EMPTY). */
  setCell(x: number, value: number): boolean {
    const cur = this.cell[x];
    if (cur === value) return true;
    if (cur !== UNKNOWN) return false;
    const m = this.model;
    this.trail.set(this.h.cell, x, value);
    this.note('cell', x, value);
    const r = Math.floor(x / m.width), col = x - r * m.width, reg = m.region[x]!;
    this.blockQueue.push(reg);
    this.lineQueue.push(r);
    this.lineQueue.push(m.height + col);
    this.hallQueue.push(reg);
    this.bump(this.h.regionOpen, this.regionOpen, reg, -1);
    this.bump(this.h.rowOpen, this.rowOpen, r, -1);
    this.bump(this.h.colOpen, this.colOpen, col, -1);
    if (value === EMPTY) return this.closeCell(x);
    this.bump(this.h.regionHoles, this.regionHoles, reg, 1);
    this.bump(this.h.rowHoles, this.rowHoles, r, 1);
    this.bump(this.h.colHoles, this.colHoles, col, 1);
    if (this.cellStitch[x]! >= 0) return true;
    const open = this.cellOpen[x]!;
    if (open === 0) return false;
    return open === 1 ? this.setIn(this.lastOpen(x)) : true;
  }

  /** Candidates still undecided. */
  openCount(): number {
    let n = 0;
    for (let p = 0; p < this.model.pairCount; p++) n += this.pairOpen[p]!;
    return n;
  }

  /** The placed stitches, in candidate order. */
  placed(): number[] {
    const out: number[] = [];
    for (let c = 0; c < this.model.candCount; c++) if (this.cand[c] === IN) out.push(c);
    return out;
  }
}

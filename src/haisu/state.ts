/**
 * The solving state: a verdict per gap between neighbours (unknown, line, cut) and what follows
 * from the lines drawn so far, all on the core Trail so a search can undo it.
 *
 * - Line ends per cell: a cell holds `need` of them (1 at S and at G, 2 elsewhere).
 * - Fragments: the drawn lines form paths; each path end knows its other end, so a line that
 *   would close a ring is refused at once, and so is one joining S to G before every cell is on
 *   the way (the paths are size − lines drawn in number: two only once every cell is on S's
 *   or G's).
 * - The walk: the fragment that starts at S is followed as it grows, entry by entry, so every
 *   cell on it knows which entry of its region it is on. A number that disagrees, or a region
 *   entered more often than its total, is a contradiction.
 * - What changed: every verdict set, every fragment end whose other end moved and every cell the
 *   walk reaches is written to a log, and each incremental rung keeps a cursor into it, so a rung
 *   reads only what changed since it last caught up, and an undo rewinds the log and the cursors
 *   together.
 *
 * Undo: the arrays indexed by cell, edge or region go on the trail write by write. The dozen
 * counters (the walk's head and length, gaps cut and drawn, the log's length, the cursors) move
 * at nearly every write, so they stay off it: mark() copies them aside and undo() puts the copy
 * back, which took about two trail writes in five off the published 8×8's solve.
 */
import { Trail } from '../core/search.ts';
import type { Board } from './model.ts';

export const UNKNOWN = 0, LINE = 1, CUT = 2;

/**
 * Cursor slots of the incremental rungs, one each (a rung's cursor is where it caught up in the
 * change log, -1 while it has never looked at the whole board).
 */
export const SLOT = { degree: 0, region: 1, segment: 2, reach: 3, label: 4, corridor: 5, local: 6 } as const;
export type Slot = (typeof SLOT)[keyof typeof SLOT];
const SLOTS = 7;
/** the counters mark() copies aside: walk (4), the log's length (1), the cursors (SLOTS) */
const COUNTERS = 4 + 1 + SLOTS;
/** a mark's frame: the trail's mark, then the counters */
const FRAME = 1 + COUNTERS;

export class HaisuState {
  private readonly trail = new Trail();
  /** verdict per edge: UNKNOWN, LINE or CUT */
  readonly edge: Int32Array;
  /** lines drawn at each cell */
  readonly lines: Int32Array;
  /** at a fragment end: the fragment's other end (a lone cell is its own other end) */
  readonly other: Int32Array;
  /** per cell: the entry of its region the walk is on there, 0 while the walk has not reached it */
  readonly visitOf: Int32Array;
  /** per region: entries the walk from S has made so far */
  readonly visits: Int32Array;
  /** the cells the walk from S has reached, one bit a cell (bit c & 31 of word c >> 5) */
  readonly reached: Int32Array;
  /** [head of the walk from S, cells on it, gaps cut, lines drawn] */
  readonly walk: Int32Array;
  /**
   * the change log (see the module comment): an edge id when its verdict was set, ~cell for a
   * fragment end whose other end moved, ~(size + cell) for a cell walked (degree has nothing to do there); entries
   * past `changes` are stale
   */
  readonly log: Int32Array;
  /** [entries in the log] */
  private readonly logLength: Int32Array;
  /** per slot: the log length its rung has caught up to, -1 = never */
  private readonly cursor: Int32Array;
  /** walk, logLength and cursor, one after the other (views of it) */
  private readonly counters: Int32Array;
  /** the frames of the marks still open, FRAME words each */
  private frames = new Int32Array(16 * FRAME);
  private frameCount = 0;
  private readonly h: {
    edge: number; lines: number; other: number; visitOf: number; visits: number; reached: number;
  };
  /** false once setting up the board found a contradiction (a number on S other than 1) */
  readonly sound: boolean;

  constructor(readonly board: Board) {
    const n = board.size;
    this.edge = new Int32Array(board.edgeCount);
    this.lines = new Int32Array(n);
    this.other = Int32Array.from({ length: n }, (_, i) => i);
    this.visitOf = new Int32Array(n);
    this.visits = new Int32Array(board.regionCount);
    this.reached = new Int32Array((n + 31) >> 5);
    this.counters = new Int32Array(COUNTERS);
    this.walk = this.counters.subarray(0, 4);
    this.walk.set([board.start, 1, 0, 0]);
    // each edge is set once, each line moves two fragment ends, each cell is walked once
    this.log = new Int32Array(3 * board.edgeCount + n + 1);
    this.logLength = this.counters.subarray(4, 5);
    this.cursor = this.counters.subarray(5).fill(-1);
    const t = this.trail;
    this.h = {
      edge: t.register(this.edge), lines: t.register(this.lines), other: t.register(this.other),
      visitOf: t.register(this.visitOf), visits: t.register(this.visits), reached: t.register(this.reached),
    };
    const s = board.start, reg = board.region[s]!;
    this.visits[reg] = 1;
    this.visitOf[s] = 1;
    this.reached[s >> 5] = 1 << (s & 31);
    this.sound = (board.ordinal[s] === 0 || board.ordinal[s] === 1) && board.total[reg] !== -1 &&
      !Array.from(board.total).includes(-1);
  }

  /** A point to come back to with undo(), once: the undo forgets it and every mark made after it. */
  mark(): number {
    const at = this.frameCount * FRAME;
    if (at + FRAME > this.frames.length) {
      const grown = new Int32Array(2 * this.frames.length);
      grown.set(this.frames);
      this.frames = grown;
    }
    const frames = this.frames, counters = this.counters;
    frames[at] = this.trail.mark();
    for (let i = 0; i < COUNTERS; i++) frames[at + 1 + i] = counters[i]!;
    return this.frameCount++;
  }

  /** Takes back everything since `mark`. */
  undo(mark: number): void {
    const frames = this.frames, counters = this.counters, at = mark * FRAME;
    this.trail.undo(frames[at]!);
    for (let i = 0; i < COUNTERS; i++) counters[i] = frames[at + 1 + i]!;
    this.frameCount = mark;
  }

  get head(): number { return this.walk[0]!; }
  get walkLength(): number { return this.walk[1]!; }
  /** Gaps with no verdict yet. */
  get undecided(): number { return this.board.edgeCount - this.walk[2]! - this.walk[3]!; }
  /** every cell is on the walk from S, which ends at G */
  get complete(): boolean { return this.walk[1] === this.board.size; }

  /** Entries in the change log. */
  get changes(): number { return this.logLength[0]!; }

  /** Where slot's rung caught up in the log (-1: it has not looked at the whole board yet). */
  since(slot: Slot): number { return this.cursor[slot]!; }

  /** Slot's rung has read the log up to `at`. */
  caughtUp(slot: Slot, at: number): void {
    this.cursor[slot] = at;
  }

  /** Makes every incremental rung look at the whole board again at its next call (undone by the trail). */
  rescan(): void {
    for (let i = 0; i < SLOTS; i++) this.caughtUp(i as Slot, -1);
  }

  private note(code: number): void {
    const at = this.logLength[0]!;
    this.log[at] = code;
    this.logLength[0] = at + 1;
  }

  /** Draws a line on edge e; false when that breaks a rule already visible. */
  setLine(e: number): boolean {
    const v = this.edge[e]!;
    if (v === LINE) return true;
    if (v === CUT) return false;
    const b = this.board, t = this.trail, h = this.h;
    const x = b.edgeA[e]!, y = b.edgeB[e]!;
    if (this.lines[x]! >= b.need[x]! || this.lines[y]! >= b.need[y]! || !this.canJoin(x, y)) return false;
    const ox = this.other[x]!, oy = this.other[y]!;
    t.set(h.edge, e, LINE);
    t.set(h.lines, x, this.lines[x]! + 1);
    t.set(h.lines, y, this.lines[y]! + 1);
    t.set(h.other, ox, oy);
    t.set(h.other, oy, ox);
    this.walk[3]!++;
    // a lone cell is its own other end: the edge's code names it already
    const log = this.log;
    let at = this.logLength[0]!;
    log[at++] = e;
    if (ox !== x) log[at++] = ~ox;
    if (oy !== y) log[at++] = ~oy;
    this.logLength[0] = at;
    const head = this.head;
    return head === x || head === y ? this.advance() : true;
  }

  /**
   * Whether a line between two fragment ends x and y keeps the lines a set of paths: it must not
   * close a ring, nor join S to G while cells are left over.
   */
  canJoin(x: number, y: number): boolean {
    const b = this.board;
    const ox = this.other[x]!, oy = this.other[y]!;
    if (ox === y) return false;
    const sg = (ox === b.start && oy === b.goal) || (ox === b.goal && oy === b.start);
    // S's path and G's hold every cell when they are the only two: size − 2 lines drawn
    return !(sg && this.walk[3]! < b.size - 2);
  }

  /** Whether edge e may still carry the walk: drawn, or open with a line end to spare at both cells. */
  usable(e: number): boolean {
    const v = this.edge[e];
    if (v === LINE) return true;
    const b = this.board, x = b.edgeA[e]!, y = b.edgeB[e]!;
    return v === UNKNOWN && this.lines[x]! < b.need[x]! && this.lines[y]! < b.need[y]!;
  }

  /** Rules out edge e; false when it already carries a line. */
  setCut(e: number): boolean {
    const v = this.edge[e]!;
    if (v === CUT) return true;
    if (v === LINE) return false;
    const t = this.trail, h = this.h;
    t.set(h.edge, e, CUT);
    this.walk[2]!++;
    this.note(e);
    return true;
  }

  /** Follows the walk from its head along drawn lines, numbering entries; false on a broken number. */
  private advance(): boolean {
    const b = this.board, t = this.trail, h = this.h, log = this.log;
    let head = this.head, length = this.walkLength, at = this.logLength[0]!, sound = true;
    for (;;) {
      let next = -1;
      for (let d = 0; d < 4; d++) {
        const e = b.cellEdge[4 * head + d]!;
        if (e < 0 || this.edge[e] !== LINE) continue;
        const m = b.nb[4 * head + d]!;
        if (this.visitOf[m] === 0) { next = m; break; }
      }
      if (next < 0) break;
      const reg = b.region[next]!;
      let entry = this.visits[reg]!;
      if (b.region[head] !== reg) {
        entry++;
        t.set(h.visits, reg, entry);
        const total = b.total[reg]!;
        if (total > 0 && entry > total) { sound = false; break; }
      }
      const want = b.ordinal[next]!;
      if (want !== 0 && want !== entry) { sound = false; break; }
      t.set(h.visitOf, next, entry);
      t.set(h.reached, next >> 5, this.reached[next >> 5]! | (1 << (next & 31)));
      log[at++] = ~(b.size + next);
      head = next;
      length++;
    }
    this.logLength[0] = at;
    this.walk[0] = head;
    this.walk[1] = length;
    return sound;
  }

  /** The walk from S as cell ids (complete once `complete` is true). */
  walkCells(): number[] {
    const b = this.board;
    const out = [b.start];
    const seen = new Uint8Array(b.size);
    seen[b.start] = 1;
    let cur = b.start;
    for (;;) {
      let next = -1;
      for (let d = 0; d < 4 && next < 0; d++) {
        const e = b.cellEdge[4 * cur + d]!;
        const m = b.nb[4 * cur + d]!;
        if (e >= 0 && this.edge[e] === LINE && !seen[m]) next = m;
      }
      if (next < 0) return out;
      seen[next] = 1;
      out.push(next);
      cur = next;
    }
  }
}

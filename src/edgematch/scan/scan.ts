/**
 * SCAN: a whole-board edge-matching search. A depth-first backtracker fills the board in row-scan
 * order (row by row, each left to right), so when a cell is reached its left and top neighbours
 * are known and its candidates are read from a table keyed by (frame shape of the cell, left
 * colour, top colour): first the placements that match both, then those that match one of the
 * two (a break, one mismatched edge). A placement never breaks both edges at once.
 *
 * Breaks are rationed by a schedule: `allowed[p]` is the most mismatches the board may hold once
 * the p-th cell of the scan is placed (cells held by clues are not in the scan). A schedule that
 * is zero for most of the board and rises over the last rows lets the search lay down a perfect
 * top part and spend its breaks where the pieces left over no longer tile. Once a whole board is
 * found, the cap on the mismatches drops below it, so the search only looks for better boards.
 *
 * Candidate order within each table entry is shuffled from the seed, optionally after sorting
 * the pieces so that those whose colours are scarce ('bad' pieces) come first; every
 * `restartNodes` nodes the search starts again from an empty board with a fresh shuffle, keeping
 * its best board and its cap. Everything is counted in nodes (one node = one placement), so the
 * seed, settings and node budget fix the result byte for byte. `run(nodes)` advances the search
 * by a slice of nodes and can be called again, so a caller can show progress or stop between
 * slices without changing the result.
 */
import { Rng } from '../../core/rng.ts';
import { borderSides, edgeAt, fitsFrame, internalEdgeCount, type Board, type Instance, type Placement } from '../model.ts';

/** A piece held fixed at a cell (the official clues, or any other). */
export interface Clue {
  cell: number;
  piece: number;
  rotation: number;
}

/** The official set's five clue pieces (data/edgematch/README.md): the starter first. */
export const OFFICIAL_CLUES: readonly Clue[] = [
  { cell: 8 * 16 + 7, piece: 138, rotation: 2 },
  { cell: 13 * 16 + 2, piece: 180, rotation: 3 },
  { cell: 2 * 16 + 13, piece: 254, rotation: 3 },
  { cell: 13 * 16 + 13, piece: 248, rotation: 0 },
  { cell: 2 * 16 + 2, piece: 207, rotation: 3 },
];

/**
 * How breaks are rationed along the scan: none before the cell `start` (a fraction of the scan,
 * 0..1), then rising to `total` at the last cell, as a power `shape` of the distance covered
 * (1 = straight, 2 = slow at first then faster).
 */
export interface Schedule {
  start: number;
  total: number;
  shape: number;
}

export const DEFAULT_SCHEDULE: Schedule = { start: 0.55, total: 48, shape: 5 };

interface ScanOptions {
  seed: string;
  schedule?: Schedule;
  /** start again from an empty board every this many nodes (default: never) */
  restartNodes?: number;
  /** sort candidates so pieces with scarce colours come first (then shuffle within equal rank) */
  badFirst?: boolean;
  clues?: readonly Clue[];
}

/** The cumulative break allowance after each scan position, for `cells` scan positions. */
export function scheduleTable(s: Schedule, cells: number): Int32Array {
  const t = new Int32Array(cells);
  const first = Math.floor(s.start * cells);
  for (let p = 0; p < cells; p++) {
    if (p < first) continue;
    const x = (p - first + 1) / (cells - first);
    t[p] = Math.ceil(s.total * Math.pow(x, s.shape) - 1e-9);
  }
  return t;
}

/** The tables the search reads, built once per instance (and clue set). */
class Tables {
  readonly colours: number;
  /** list of placement codes (piece * 4 + rotation), per key: both-match run then one-match run */
  readonly list: Int32Array;
  readonly start: Int32Array;
  readonly exactEnd: Int32Array;
  readonly end: Int32Array;
  /** colour shown on the right and at the bottom by each placement code */
  readonly right: Int32Array;
  readonly bottom: Int32Array;
  readonly left: Int32Array;
  readonly top: Int32Array;

  constructor(instance: Instance, rank: Float64Array | null, rng: Rng) {
    const { width: w, height: h, pieces } = instance;
    let maxColour = 0;
    for (const p of pieces) for (const c of p) maxColour = Math.max(maxColour, c);
    const C = this.colours = maxColour + 1;
    const n = pieces.length;
    this.right = new Int32Array(4 * n); this.bottom = new Int32Array(4 * n);
    this.left = new Int32Array(4 * n); this.top = new Int32Array(4 * n);
    for (let id = 0; id < n; id++) {
      for (let r = 0; r < 4; r++) {
        const k = id * 4 + r, piece = pieces[id]!;
        this.top[k] = edgeAt(piece, r, 0); this.right[k] = edgeAt(piece, r, 1);
        this.bottom[k] = edgeAt(piece, r, 2); this.left[k] = edgeAt(piece, r, 3);
      }
    }
    // frame shapes that occur on this board
    const masks = new Set<number>();
    for (let r = 0; r < h; r++) for (let c = 0; c < w; c++) masks.add(borderSides(w, h, r, c));
    const keys = 16 * C * C;
    const lists: number[][] = Array.from({ length: keys }, () => []);
    const near: number[][] = Array.from({ length: keys }, () => []);
    for (const mask of masks) {
      const codes: number[] = [];
      for (let id = 0; id < n; id++) {
        const piece = pieces[id]!;
        for (let r = 0; r < 4; r++) {
          if (!fitsFrame(piece, r, mask)) continue;
          let again = false;
          for (let e = 0; e < r && !again; e++) again = [0, 1, 2, 3].every((s) => edgeAt(piece, e, s) === edgeAt(piece, r, s));
          if (!again) codes.push(id * 4 + r);
        }
      }
      // the order every list keeps: scarce pieces first when ranked, shuffled within a rank
      const order = rng.shuffle(codes.slice());
      if (rank) order.sort((a, b) => rank[b >> 2]! - rank[a >> 2]!);
      const leftMatchesFrame = (mask >> 3 & 1) === 1, topMatchesFrame = (mask & 1) === 1;
      for (let L = 0; L < C; L++) {
        if (leftMatchesFrame && L !== 0) continue;
        for (let T = 0; T < C; T++) {
          if (topMatchesFrame && T !== 0) continue;
          const key = (mask * C + L) * C + T;
          for (const k of order) {
            const l = this.left[k] === L, t = this.top[k] === T;
            if (l && t) lists[key]!.push(k);
            else if (l || t) near[key]!.push(k);
          }
        }
      }
    }
    let total = 0;
    for (let k = 0; k < keys; k++) total += lists[k]!.length + near[k]!.length;
    this.list = new Int32Array(total);
    this.start = new Int32Array(keys); this.exactEnd = new Int32Array(keys); this.end = new Int32Array(keys);
    let at = 0;
    for (let k = 0; k < keys; k++) {
      this.start[k] = at;
      for (const x of lists[k]!) this.list[at++] = x;
      this.exactEnd[k] = at;
      for (const x of near[k]!) this.list[at++] = x;
      this.end[k] = at;
    }
  }

  /** Shuffles each key's two runs again (keeping a rank order when given: only equal ranks mix). */
  reshuffle(rng: Rng, rank: Float64Array | null): void {
    const shuffleRun = (a: number, b: number) => {
      for (let i = b - 1; i > a; i--) {
        const j = a + rng.int(i - a + 1);
        if (rank && rank[this.list[i]! >> 2] !== rank[this.list[j]! >> 2]) continue;
        const t = this.list[i]!; this.list[i] = this.list[j]!; this.list[j] = t;
      }
    };
    for (let k = 0; k < this.start.length; k++) {
      if (this.end[k] === this.start[k]) continue;
      shuffleRun(this.start[k]!, this.exactEnd[k]!);
      shuffleRun(this.exactEnd[k]!, this.end[k]!);
    }
  }
}

/**
 * How scarce a piece's colours are: the sum over its inner edges of 1 / (edges of that colour in
 * the set). Pieces showing rare colours tile badly late in the scan, so they go early.
 */
function scarcity(instance: Instance): Float64Array {
  const count = new Map<number, number>();
  for (const p of instance.pieces) for (const c of p) count.set(c, (count.get(c) ?? 0) + 1);
  return Float64Array.from(instance.pieces, (p) => p.reduce((s, c) => s + (c === 0 ? 0 : 1 / count.get(c)!), 0));
}

interface ScanBest {
  /** mismatched internal edges of the best whole board found, or null before one is found */
  cost: number | null;
  /** its score (matched internal edges) */
  score: number | null;
  /** node count when it was found */
  atNode: number;
  cells: Placement[] | null;
}

export class ScanSearch {
  readonly width: number;
  readonly height: number;
  /** scan positions (cells not held by clues) */
  readonly cells: number;
  nodes = 0;
  restarts = 0;
  /** deepest scan position reached (cells placed) */
  deepest = 0;
  best: ScanBest = { cost: null, score: null, atNode: 0, cells: null };
  /** every improvement: node count and score, for a score-against-nodes curve */
  readonly trace: { node: number; score: number }[] = [];

  private readonly t: Tables;
  private readonly rng: Rng;
  private readonly rank: Float64Array | null;
  private readonly allowed: Int32Array;
  private readonly cellOf: Int32Array;
  private readonly maskOf: Int32Array;
  /** colour a fixed right neighbour shows on its left (or -1), and a fixed lower neighbour on top */
  private readonly needRight: Int32Array;
  private readonly needBottom: Int32Array;
  private readonly baseCost: number;
  private readonly used: Uint8Array;
  private readonly fixedUsed: Uint8Array;
  private readonly rightOf: Int32Array;
  private readonly bottomOf: Int32Array;
  private readonly fixedRight: Int32Array;
  private readonly fixedBottom: Int32Array;
  private readonly placed: Int32Array;
  private readonly idx: Int32Array;
  private readonly lim: Int32Array;
  private readonly split: Int32Array;
  private readonly cost: Int32Array;
  private readonly restartNodes: number;
  private readonly clueCells: Map<number, Clue>;
  private readonly maxMiss: number;
  private depth = 0;
  private restartAt = 0;
  /** node count at the last restart */
  private restartedAt = 0;
  private deepestCells: (Placement | null)[] | null = null;
  private entered = false;

  constructor(private readonly instance: Instance, options: ScanOptions) {
    const { width: w, height: h } = instance;
    this.width = w; this.height = h;
    const n = w * h;
    if (instance.pieces.length !== n) throw new RangeError(`expected ${n} pieces, got ${instance.pieces.length}`);
    this.rng = Rng.fromSeed(options.seed);
    this.rank = options.badFirst ? scarcity(instance) : null;
    this.t = new Tables(instance, this.rank, this.rng.fork());
    this.restartNodes = options.restartNodes ?? 0;
    this.maxMiss = internalEdgeCount(w, h);
    this.clueCells = new Map();
    this.fixedUsed = new Uint8Array(n);
    this.fixedRight = new Int32Array(n).fill(-1);
    this.fixedBottom = new Int32Array(n).fill(-1);
    const fixedTop = new Int32Array(n).fill(-1), fixedLeft = new Int32Array(n).fill(-1);
    for (const clue of options.clues ?? []) {
      if (!(clue.cell >= 0 && clue.cell < n) || !(clue.piece >= 0 && clue.piece < n) || this.clueCells.has(clue.cell) || this.fixedUsed[clue.piece]) {
        throw new RangeError(`clue ${JSON.stringify(clue)} does not fit this board`);
      }
      const piece = instance.pieces[clue.piece]!;
      if (!fitsFrame(piece, clue.rotation, borderSides(w, h, Math.floor(clue.cell / w), clue.cell % w))) {
        throw new RangeError(`clue piece ${clue.piece} breaks the frame rule at cell ${clue.cell}`);
      }
      this.clueCells.set(clue.cell, clue);
      this.fixedUsed[clue.piece] = 1;
      this.fixedRight[clue.cell] = edgeAt(piece, clue.rotation, 1);
      this.fixedBottom[clue.cell] = edgeAt(piece, clue.rotation, 2);
      fixedTop[clue.cell] = edgeAt(piece, clue.rotation, 0);
      fixedLeft[clue.cell] = edgeAt(piece, clue.rotation, 3);
    }
    const scan: number[] = [];
    for (let i = 0; i < n; i++) if (!this.clueCells.has(i)) scan.push(i);
    this.cells = scan.length;
    this.cellOf = Int32Array.from(scan);
    this.maskOf = Int32Array.from(scan, (i) => borderSides(w, h, Math.floor(i / w), i % w));
    this.needRight = Int32Array.from(scan, (i) => (i % w + 1 < w ? fixedLeft[i + 1]! : -1));
    this.needBottom = Int32Array.from(scan, (i) => (i + w < n ? fixedTop[i + w]! : -1));
    // mismatches between two clues side by side are there from the start
    let base = 0;
    for (const [i] of this.clueCells) {
      if (i % w + 1 < w && this.clueCells.has(i + 1) && this.fixedRight[i] !== fixedLeft[i + 1]) base++;
      if (i + w < n && this.clueCells.has(i + w) && this.fixedBottom[i] !== fixedTop[i + w]) base++;
    }
    this.baseCost = base;
    this.allowed = scheduleTable(options.schedule ?? DEFAULT_SCHEDULE, this.cells);
    this.used = new Uint8Array(n);
    this.rightOf = new Int32Array(n); this.bottomOf = new Int32Array(n);
    const m = this.cells + 1;
    this.placed = new Int32Array(m); this.idx = new Int32Array(m); this.lim = new Int32Array(m);
    this.split = new Int32Array(m); this.cost = new Int32Array(m);
    this.reset();
  }

  /** Clears the board back to the clues. */
  private reset(): void {
    this.used.set(this.fixedUsed);
    this.rightOf.set(this.fixedRight);
    this.bottomOf.set(this.fixedBottom);
    this.depth = 0;
    this.cost[0] = this.baseCost;
    this.entered = false;
  }

  /** Most mismatches allowed once scan position p is placed: the schedule, below the best so far. */
  private capAt(p: number): number {
    const cap = this.best.cost === null ? this.maxMiss : this.best.cost - 1;
    return Math.min(this.allowed[p]! + this.baseCost, cap);
  }

  /** Sets up the candidate run of scan position p. */
  private enter(p: number): void {
    const t = this.t, C = t.colours, w = this.width;
    const cell = this.cellOf[p]!;
    const L = cell % w > 0 ? this.rightOf[cell - 1]! : 0;
    const T = cell >= w ? this.bottomOf[cell - w]! : 0;
    const key = (this.maskOf[p]! * C + L) * C + T;
    this.idx[p] = t.start[key]!;
    this.split[p] = t.exactEnd[key]!;
    this.lim[p] = t.end[key]!;
  }

  /**
   * Runs the search for up to `budget` more nodes. Returns true when the search space is
   * exhausted (no restarts left to make it differ), false when the slice ran out.
   */
  run(budget: number): boolean {
    const t = this.t, list = t.list, R = t.right, B = t.bottom, used = this.used;
    const rightOf = this.rightOf, bottomOf = this.bottomOf, cellOf = this.cellOf;
    const idx = this.idx, lim = this.lim, split = this.split, cost = this.cost, placed = this.placed;
    const needRight = this.needRight, needBottom = this.needBottom;
    const last = this.cells;
    const stopAt = this.nodes + budget;
    const allowed = this.allowed, base = this.baseCost, maskOf = this.maskOf, w = this.width, C = t.colours;
    const start = t.start, exactEnd = t.exactEnd, keyEnd = t.end;
    let nodes = this.nodes, p = this.depth;
    if (!this.entered) { this.enter(0); this.entered = true; this.restartAt = nodes + this.restartNodes; }
    if (last === 0) { this.record(); return true; }
    let bestCap = this.best.cost === null ? this.maxMiss : this.best.cost - 1;
    let cap = this.capAt(p);
    let deepest = this.deepest;
    while (nodes < stopAt) {
      if (this.restartNodes > 0 && nodes >= this.restartAt) {
        this.nodes = nodes;
        this.restart();
        p = 0; cap = this.capAt(0);
        continue;
      }
      // the next candidate at position p: costs never fall along a run, and the one-match run
      // costs one more than the both-match run, so without clue terms the first too dear ends it
      let k = idx[p]!;
      const end = lim[p]!, sp = split[p]!, c0 = cost[p]!;
      const nr = needRight[p]!, nb = needBottom[p]!, plain = nr < 0 && nb < 0;
      let chosen = -1, next = 0;
      for (; k < end; k++) {
        const code = list[k]!;
        let c = k >= sp ? c0 + 1 : c0;
        if (!plain) {
          if (nr >= 0 && R[code] !== nr) c++;
          if (nb >= 0 && B[code] !== nb) c++;
        }
        if (c > cap) {
          if (plain) { k = end; break; }
          continue;
        }
        if (used[code >> 2]) continue;
        chosen = code; next = c; k++;
        break;
      }
      idx[p] = k;
      if (chosen < 0) {
        // exhausted here: take back the piece of the position before
        if (p === 0) {
          this.nodes = nodes;
          // a restart that placed nothing before running dry would only repeat itself
          if (this.restartNodes > 0 && nodes > this.restartedAt) { this.restart(); p = 0; cap = this.capAt(0); continue; }
          this.depth = 0;
          this.deepest = deepest;
          return true;
        }
        p--;
        used[placed[p]! >> 2] = 0;
        cap = allowed[p]! + base;
        if (cap > bestCap) cap = bestCap;
        continue;
      }
      nodes++;
      const cell = cellOf[p]!;
      placed[p] = chosen;
      rightOf[cell] = R[chosen]!;
      bottomOf[cell] = B[chosen]!;
      cost[p + 1] = next;
      if (p + 1 >= deepest) {
        if (p + 1 > deepest) this.keepDeepest(p + 1);
        deepest = p + 1;
        if (p + 1 === last) {
          this.nodes = nodes;
          this.record();
          bestCap = this.best.cost! - 1;
          cap = this.capAt(p);
          continue;
        }
      }
      used[chosen >> 2] = 1;
      p++;
      cap = allowed[p]! + base;
      if (cap > bestCap) cap = bestCap;
      const nextCell = cellOf[p]!;
      const Lc = nextCell % w > 0 ? rightOf[nextCell - 1]! : 0;
      const T = nextCell >= w ? bottomOf[nextCell - w]! : 0;
      const key = (maskOf[p]! * C + Lc) * C + T;
      idx[p] = start[key]!;
      split[p] = exactEnd[key]!;
      lim[p] = keyEnd[key]!;
    }
    this.deepest = deepest;
    this.nodes = nodes;
    this.depth = p;
    return false;
  }

  private restart(): void {
    this.restarts++;
    this.t.reshuffle(this.rng, this.rank);
    this.reset();
    this.enter(0);
    this.entered = true;
    this.restartAt = this.nodes + this.restartNodes;
    this.restartedAt = this.nodes;
  }

  /** Keeps the whole board now on the search's stack as the best. */
  private record(): void {
    const cost = this.cost[this.cells]!;
    if (this.best.cost !== null && cost >= this.best.cost) return;
    const cells = new Array<Placement>(this.width * this.height);
    for (const [i, clue] of this.clueCells) cells[i] = [clue.piece, clue.rotation];
    for (let p = 0; p < this.cells; p++) cells[this.cellOf[p]!] = [this.placed[p]! >> 2, this.placed[p]! & 3];
    const score = this.maxMiss - cost;
    this.best = { cost, score, atNode: this.nodes, cells };
    this.trace.push({ node: this.nodes, score });
  }

  /**
   * The search's tables as whole numbers, for a program in another language to run the same
   * search (bench/scan.c): header, then each array prefixed by its length.
   */
  exportTables(): string {
    const t = this.t;
    const arrays = [t.list, t.start, t.exactEnd, t.end, t.right, t.bottom, this.cellOf, this.maskOf, this.needRight, this.needBottom, this.allowed, this.fixedRight, this.fixedBottom, this.fixedUsed];
    const head = [this.width, this.height, t.colours, this.cells, this.baseCost, this.maxMiss];
    return [head.join(' '), ...arrays.map((a) => `${a.length} ${Array.from(a).join(' ')}`)].join('\n') + '\n';
  }

  /** The first `depth` scan cells now on the stack, as the deepest partial board. */
  private keepDeepest(depth: number): void {
    const cells: (Placement | null)[] = new Array<Placement | null>(this.width * this.height).fill(null);
    for (const [i, clue] of this.clueCells) cells[i] = [clue.piece, clue.rotation];
    for (let p = 0; p < depth; p++) cells[this.cellOf[p]!] = [this.placed[p]! >> 2, this.placed[p]! & 3];
    this.deepestCells = cells;
  }

  /** The deepest partial board reached (scan cells beyond it empty), or null before any placement. */
  deepestBoard(): Board | null {
    return this.deepestCells ? { ...this.instance, cells: this.deepestCells } : null;
  }

  /** The best whole board found, or null. */
  bestBoard(): Board | null {
    return this.best.cells ? { ...this.instance, cells: this.best.cells } : null;
  }
}

/**
 * Counts up to the symmetries of the board: Burnside's lemma over the frontier counter.
 *
 * The walks with an end in the orbit O of a cell, taken as undirected walks, fall into orbits
 * under the board's symmetries (the 8 of the square, the 4 of a rectangle). Their number is the
 * mean over the symmetries g of the walks g maps to themselves:
 *
 * - the identity fixes all of them: |O|·(walks from s) − (walks with both ends in O);
 * - a walk g maps to itself is walked backwards by g (a g that kept its direction would fix
 *   every cell), so g is its own inverse (no quarter turn fixes a walk), at most one cell is
 *   fixed by g (the middle of a walk of odd length), and g swaps the two ends, which both lie
 *   in O. A mirror line or a diagonal holding two cells or more fixes no walk;
 * - the half turn: the first half of a symmetric walk runs through one cell of each pair
 *   {x, turned x} to the middle, a walk of the folded board (the rows above the middle, the
 *   middle row up to its centre, the last row above the fold joined across it to its own row
 *   turned round), counted by a sweep of the rows above the middle with the compact counter and
 *   a last step that reads the fold off each state (`halfTurnSymmetric`);
 * - a mirror with no cell on its line (an even side): the first half of a symmetric walk never
 *   crosses the line (it would take both x and its image), so it is a walk of the half board
 *   from x to a cell beside the line, where it steps across into its mirror image.
 *
 * Every count is exact (BigInt). symmetry.test.ts checks each piece and the quotient against
 * brute force (every Hamiltonian walk listed by recursion) on every board up to 6×6 and on 5×7.
 */
import { countPaths, countPathsEndingIn } from './count.ts';
import { addInto, CompactCounter, EMPTY, limbsValue, MAX_COMPACT_WIDTH } from './frontier.ts';

const SYMMETRIES = ['identity', 'quarter-turn', 'half-turn', 'three-quarter-turn', 'mirror-rows', 'mirror-columns', 'diagonal', 'antidiagonal'] as const;
export type SymmetryName = typeof SYMMETRIES[number];
/** the symmetries a walk can be its own image under (the others fix no walk of two cells or more) */
export const SELF_SYMMETRIES = ['half-turn', 'mirror-rows', 'mirror-columns', 'diagonal', 'antidiagonal'] as const;

/** Whether a symmetry maps the width×height board onto itself (the turns by a quarter and the diagonals need a square). */
export const isBoardSymmetry = (width: number, height: number, g: SymmetryName): boolean =>
  width === height || g === 'identity' || g === 'half-turn' || g === 'mirror-rows' || g === 'mirror-columns';

/** The image of each cell under g (cell ids r·width + c). */
export function symmetryMap(width: number, height: number, g: SymmetryName): Int32Array {
  if (!isBoardSymmetry(width, height, g)) throw new RangeError(`${g} maps only a square board onto itself`);
  const n = width, out = new Int32Array(width * height);
  for (let r = 0; r < height; r++) {
    for (let c = 0; c < width; c++) {
      let rr = r, cc = c;
      switch (g) {
        case 'identity': break;
        case 'quarter-turn': rr = c; cc = n - 1 - r; break;
        case 'half-turn': rr = height - 1 - r; cc = width - 1 - c; break;
        case 'three-quarter-turn': rr = n - 1 - c; cc = r; break;
        case 'mirror-rows': rr = height - 1 - r; break;
        case 'mirror-columns': cc = width - 1 - c; break;
        case 'diagonal': rr = c; cc = r; break;
        case 'antidiagonal': rr = n - 1 - c; cc = n - 1 - r; break;
      }
      out[r * width + c] = rr * width + cc;
    }
  }
  return out;
}

/** The symmetries of the board: all eight on a square, four on a rectangle. */
export const boardSymmetries = (width: number, height: number): SymmetryName[] => SYMMETRIES.filter((g) => isBoardSymmetry(width, height, g));

const colour = (cell: number, width: number): number => (Math.floor(cell / width) + (cell % width)) & 1;

/**
 * Whether the chessboard colours rule out a walk from a to b: a walk alternates colours, so an
 * even number of cells joins two colours, and an odd number joins two cells of the colour of
 * the corner 0,0 (the colour with one cell more).
 */
function colourForbids(width: number, a: number, b: number, cells: number): boolean {
  if (cells % 2 === 0) return colour(a, width) === colour(b, width);
  return colour(a, width) !== 0 || colour(b, width) !== 0;
}

/**
 * Hamiltonian walks from `from` to g(from) that g maps to themselves (each undirected walk
 * once). `method` picks one of two computations for the mirrors (0: the half board counted to
 * each cell beside the line and summed; 1: one sweep whose free end may lie only beside the
 * line); the other symmetries have one.
 */
export function symmetricCount(width: number, height: number, g: SymmetryName, from: number, method: 0 | 1 = 0): bigint {
  const known = symmetricWithoutSweep(width, height, g, from);
  if (known !== null) return known;
  if (g === 'half-turn') return halfTurnSymmetric(width, height, from);
  if (g === 'mirror-rows') {
    // turn the board on its diagonal: rows become columns
    const r = Math.floor(from / width), c = from % width;
    return mirrorColumnsSymmetric(height, width, c * height + r, method);
  }
  return mirrorColumnsSymmetric(width, height, from, method);
}

/** The symmetric count when no sweep is needed to know it (null when one is). */
function symmetricWithoutSweep(width: number, height: number, g: SymmetryName, from: number): bigint | null {
  const cells = width * height;
  if (from < 0 || from >= cells || !Number.isInteger(from)) throw new RangeError(`cell ${from} is off the ${width}×${height} board`);
  const map = symmetryMap(width, height, g);
  const to = map[from]!;
  if (cells === 1) return 1n;
  if (to === from) return 0n; // the two ends of a walk of two cells or more differ
  if (width === 1 || height === 1) {
    // a line has one walk, end to end, and every symmetry of the board maps it to itself
    return Math.min(from, to) === 0 && Math.max(from, to) === cells - 1 ? 1n : 0n;
  }
  if (colourForbids(width, from, to, cells)) return 0n;
  let fixed = 0;
  for (let x = 0; x < cells; x++) if (map[x] === x) fixed++;
  if (fixed > 1 || g === 'identity' || g === 'quarter-turn' || g === 'three-quarter-turn') return 0n;
  if (g === 'diagonal' || g === 'antidiagonal') return 0n; // a diagonal of a square of side 2 or more holds two cells or more
  if (g === 'half-turn' && width % 2 === 0 && height % 2 === 0) return 0n; // no cell and no edge is fixed
  return null;
}

/** Walks from `from` to its mirror image across the vertical middle line (width even). */
function mirrorColumnsSymmetric(width: number, height: number, from: number, method: 0 | 1): bigint {
  const half = width / 2;
  const r = Math.floor(from / width);
  let c = from % width;
  if (c >= half) c = width - 1 - c; // the same walks, read from the other end
  const start = r * half + c;
  const beside = Array.from({ length: height }, (_, row) => row * half + half - 1).filter((x) => x !== start);
  if (method === 1) return countPathsEndingIn(half, height, start, beside);
  let sum = 0n;
  for (const to of beside) sum += countPaths(half, height, { from: start, to }).count;
  return sum;
}

/**
 * Walks from `from` to its image under the half turn that the half turn maps to themselves:
 * the folded sweep. The board is turned (if need be) so that its rows are the narrow side and
 * `from` lies above the middle row; then the rows above the middle are swept by the compact
 * counter, and each state at the fold is finished by hand.
 */
function halfTurnSymmetric(width: number, height: number, from: number): bigint {
  let w = width, h = height, x = from;
  const cells = w * h;
  const turn = (): void => { // transpose: the half turn is the same symmetry of the turned board
    const r = Math.floor(x / w), c = x % w;
    x = c * h + r;
    [w, h] = [h, w];
  };
  if (w > h) turn();
  const above = (): boolean => Math.floor(x / w) < Math.floor(h / 2);
  if (!above()) x = cells - 1 - x; // the walks from x are the walks from its image
  if (!above()) {
    // x is on the middle row of an odd height: read the board the other way round
    turn();
    if (!above()) x = cells - 1 - x;
    if (!above()) return 0n; // the centre: a walk's middle, never its end
  }
  if (w > MAX_COMPACT_WIDTH) throw new RangeError(`the folded sweep handles rows up to ${MAX_COMPACT_WIDTH} cells`);
  if (w % 2 === 0 && h % 2 === 0) return 0n; // no cell and no edge is fixed: nowhere to turn round
  return foldedSweep(w, h, x);
}

/** The folded sweep itself: w ≤ 15 wide, h ≥ 2, from above the middle row, not both sides even. */
function foldedSweep(w: number, h: number, from: number): bigint {
  const k = Math.floor(h / 2), oddRows = h % 2 === 1;
  const m = Math.ceil(w / 2);
  // the end of the first half: the last cell of the half middle row, or the cell above the fold's centre
  const middle = oddRows ? k * w + m - 1 : (k - 1) * w + (w - 1) / 2;
  // with an even height the first half may be done before the fold, at the last cell above it
  const counter = new CompactCounter({ width: w, height: k + 1, ends: [from, middle], keepOrientation: true, completeAt: k * w - 1 });
  for (let cell = 0; cell < k * w; cell++) {
    counter.step(cell);
    counter.finishStep();
  }
  const { keys, vals } = counter.cur;
  const limbs = counter.limbs;
  const total = counter.done.slice();
  const finish = oddRows ? new MiddleRow(w) : new Fold(w);
  for (let s = 0; s < keys.length; s++) {
    const key = keys[s]!;
    if (key !== EMPTY && finish.closes(key)) addInto(total, 0, vals, s * limbs, limbs);
  }
  return limbsValue(total, 0, limbs);
}

/**
 * The pieces a state leaves at the fold, as a graph of degree at most 2: the plugs of the
 * frontier (node j, the edge down from column j), the walk ends the state's marked plugs run to,
 * and whatever the last step adds. A state finishes a symmetric walk when that graph is one path
 * through every node.
 */
class Pieces {
  protected readonly adj: Int32Array;
  protected readonly deg: Uint8Array;
  protected nodes = 0;
  protected readonly plugs: Uint8Array;
  constructor(protected readonly w: number, extra: number) {
    this.adj = new Int32Array(2 * (w + extra));
    this.deg = new Uint8Array(w + extra);
    this.plugs = new Uint8Array(w);
  }

  protected reset(): void { this.deg.fill(0); this.nodes = 0; }

  protected link(a: number, b: number): boolean {
    if (this.deg[a]! >= 2 || this.deg[b]! >= 2) return false;
    this.adj[2 * a + this.deg[a]!++] = b;
    this.adj[2 * b + this.deg[b]!++] = a;
    return true;
  }

  /** Reads the plugs and links each bracket pair; marked plugs are linked to `ends[0]`, `ends[1]`. */
  protected readPlugs(key: number, ends: number[]): boolean {
    const stack: number[] = [];
    let marked = 0;
    for (let j = 0; j < this.w; j++) {
      const p = (key >>> (2 * j)) & 3;
      this.plugs[j] = p;
      if (p) this.nodes++;
      if (p === 1) stack.push(j);
      else if (p === 2) { if (!this.link(stack.pop()!, j)) return false; }
      else if (p === 3) {
        if (marked >= ends.length) return false;
        if (!this.link(j, ends[marked++]!)) return false;
      }
    }
    return marked === ends.length && stack.length === 0;
  }

  /** One path from `start` through all `this.nodes` nodes. */
  protected onePath(start: number): boolean {
    let prev = -1, at = start, seen = 1;
    for (;;) {
      const d = this.deg[at]!;
      const next = d === 0 ? -1 : this.adj[2 * at] === prev && d === 2 ? this.adj[2 * at + 1]! : this.adj[2 * at]!;
      if (next < 0 || next === prev) break;
      prev = at;
      at = next;
      seen++;
      if (seen > this.nodes) return false;
    }
    return seen === this.nodes;
  }
}

/**
 * Odd height: the middle row up to its centre (cells m of it) finishes the walk. Cell c of it
 * (c < m) takes the edges down from columns c and w−1−c (one column at the centre of an odd
 * width), the edge from cell c−1, and gives one to cell c+1; the last of them is the walk's
 * middle (its edge to its own image is not a step of the first half), so it has degree 1, the
 * others 2. The degrees fix every edge of the row, so each state has one finish or none.
 */
class MiddleRow extends Pieces {
  private readonly m: number;
  constructor(w: number) {
    super(w, Math.ceil(w / 2) + 1);
    this.m = Math.ceil(w / 2);
  }

  closes(key: number): boolean {
    this.reset();
    const w = this.w, m = this.m, start = w + m; // node of the walk's start
    this.nodes = m + 1;
    if (!this.readPlugs(key, [start])) return false;
    let left = 0;
    for (let c = 0; c < m; c++) {
      const cell = w + c;
      let ups = 0;
      if (this.plugs[c]) { ups++; if (!this.link(cell, c)) return false; }
      if (w - 1 - c !== c && this.plugs[w - 1 - c]) { ups++; if (!this.link(cell, w - 1 - c)) return false; }
      if (left && !this.link(cell, cell - 1)) return false;
      const right = (c === m - 1 ? 1 : 2) - ups - left;
      if (right < 0 || right > 1 || (c === m - 1 && right !== 0)) return false;
      left = right;
    }
    return this.onePath(start);
  }
}

/**
 * Even height (odd width): no middle row; the edge down from column j lands on the image of
 * the cell above column w−1−j, so plugs j and w−1−j are one edge, both there or both absent,
 * and the centre column's edge down joins a cell to its own image, which is the walk's middle,
 * so it is absent. The middle itself is a fixed end of the sweep.
 */
class Fold extends Pieces {
  constructor(w: number) { super(w, 2); }

  closes(key: number): boolean {
    this.reset();
    const w = this.w, a = w, b = w + 1; // the two walk ends: the start and the middle
    this.nodes = 2;
    if (!this.readPlugs(key, [a, b])) return false;
    const centre = (w - 1) / 2;
    if (this.plugs[centre]) return false;
    for (let j = 0; j < centre; j++) {
      const p = this.plugs[j] !== 0, q = this.plugs[w - 1 - j] !== 0;
      if (p !== q) return false;
      if (p && !this.link(j, w - 1 - j)) return false;
    }
    return this.onePath(a);
  }
}

/** One term of Burnside's sum: a symmetry and the walks it maps to themselves. */
interface FixedBy { symmetry: SymmetryName; fixed: bigint }

export interface Inequivalent {
  /** walks with an end in the orbit of the cell, up to the board's symmetries */
  count: bigint;
  /** cells in the orbit */
  orbit: number;
  /** the board's symmetries and what each fixes; count = sum / symmetries */
  terms: FixedBy[];
  /** walks from the cell (directed: its end fixed), and with both ends in the orbit (undirected) */
  fromCell: bigint;
  bothEnds: bigint;
  /** the frontier counts run, each with the cells it was run for */
  counts: { what: string; count: bigint }[];
}

/** One frontier count Burnside's sum needs. */
export type Piece =
  | { kind: 'from'; cell: number }
  | { kind: 'pair'; a: number; b: number }
  | { kind: 'symmetric'; symmetry: SymmetryName; cell: number; method: 0 | 1 };

/** The count of one piece (each is a sweep of its own, so they can run side by side). */
export function countPiece(width: number, height: number, p: Piece): bigint {
  if (p.kind === 'from') return countPaths(width, height, { from: p.cell }).count;
  if (p.kind === 'pair') return colourForbids(width, p.a, p.b, width * height) ? 0n : countPaths(width, height, { from: p.a, to: p.b }).count;
  return symmetricCount(width, height, p.symmetry, p.cell, p.method);
}

/** Whether a piece is known without a sweep (the colours or the fixed cells rule its walks out). */
export function pieceWithoutSweep(width: number, height: number, p: Piece): boolean {
  if (p.kind === 'pair') return colourForbids(width, p.a, p.b, width * height);
  if (p.kind === 'symmetric') return symmetricWithoutSweep(width, height, p.symmetry, p.cell) !== null;
  return width * height === 1;
}

interface InequivalentPlan {
  /** the counts to run, each once */
  pieces: Piece[];
  /** Burnside's sum from the pieces' counts, in the same order */
  assemble(counts: readonly bigint[]): Inequivalent;
}

/**
 * The number of Hamiltonian walks with an end in the orbit of `from`, up to the symmetries of
 * the board (undirected: a walk and its reverse are one). `variant` picks which of the
 * equivalent problems each piece is counted on (0: the least cell ids, 1: the greatest, and the
 * other method for the mirrors), so the two variants are two computations of one number.
 */
export function inequivalentCount(width: number, height: number, from: number, variant: 0 | 1 = 0): Inequivalent {
  const plan = planInequivalent(width, height, from, variant);
  return plan.assemble(plan.pieces.map((p) => countPiece(width, height, p)));
}

/** The pieces inequivalentCount needs, and how they add up. */
export function planInequivalent(width: number, height: number, from: number, variant: 0 | 1 = 0): InequivalentPlan {
  const cells = width * height;
  if (from < 0 || from >= cells || !Number.isInteger(from)) throw new RangeError(`cell ${from} is off the ${width}×${height} board`);
  const names = boardSymmetries(width, height);
  const maps = names.map((g) => symmetryMap(width, height, g));
  const orbit = [...new Set(maps.map((p) => p[from]!))].sort((a, b) => a - b);
  if (cells === 1) {
    return { pieces: [], assemble: () => ({ count: 1n, orbit: 1, terms: names.map((symmetry) => ({ symmetry, fixed: 1n })), fromCell: 1n, bothEnds: 1n, counts: [] }) };
  }
  const pick = <T>(list: T[], key: (t: T) => string): T => {
    const sorted = [...list].sort((p, q) => (key(p) < key(q) ? -1 : key(p) > key(q) ? 1 : 0));
    return variant === 0 ? sorted[0]! : sorted[sorted.length - 1]!;
  };
  const cellName = (x: number) => `${Math.floor(x / width)},${x % width}`;
  const pad = (x: number) => String(x).padStart(6, '0');
  const pieces: Piece[] = [];
  const what: string[] = [];
  const memo = new Map<string, number>();
  const need = (canon: string, make: () => [Piece, string]): number => {
    let at = memo.get(canon);
    if (at === undefined) {
      const [p, name] = make();
      at = pieces.push(p) - 1;
      what.push(name);
      memo.set(canon, at);
    }
    return at;
  };
  // walks from the cell: one count, from the orbit's least or greatest cell
  const s = pick(orbit, pad);
  const fromAt = need('from', () => [{ kind: 'from', cell: s }, `from ${cellName(s)}`]);
  // walks with both ends in the orbit: Σ over y ≠ s of walks s→y, times |O|/2; pairs that a
  // symmetry maps onto each other are counted once
  const pairAt = orbit.filter((y) => y !== s).map((y) => {
    const images = maps.map((p) => [p[s]!, p[y]!].sort((a, b) => a - b) as [number, number]);
    const canon = images.map(([a, b]) => `${pad(a)}-${pad(b)}`).sort()[0]!;
    return need(`pair ${canon}`, () => {
      const [a, b] = pick(images, ([p, q]) => `${pad(p)}-${pad(q)}`);
      return [{ kind: 'pair', a, b }, `${cellName(a)} to ${cellName(b)}`];
    });
  });
  // the others: walks from x to g(x) that g maps to themselves, over x in the orbit, each pair once;
  // a symmetry conjugate to g (h g h⁻¹) fixes as many from h(x), so such problems are counted once
  const key = (p: Int32Array) => p.join(',');
  const index = new Map(maps.map((p, i) => [key(p), i]));
  const inverse = maps.map((p) => { const q = new Int32Array(p.length); p.forEach((v, i) => { q[v] = i; }); return q; });
  const identityMap = (gi: number) => maps[gi]!.every((v, i) => v === i);
  const symAt = names.map((g, gi) => {
    if (g === 'identity' || identityMap(gi)) return [];
    return orbit.filter((x) => maps[gi]![x] !== x).map((x) => {
      const problems = maps.map((h, hi) => {
        const conj = new Int32Array(cells);
        for (let c = 0; c < cells; c++) conj[c] = h[maps[gi]![inverse[hi]![c]!]!]!;
        return { g: index.get(key(conj))!, x: h[x]! };
      });
      const canon = problems.map((p) => `${p.g}:${pad(p.x)}`).sort()[0]!;
      return need(`sym ${canon}`, () => {
        const rep = pick(problems, (p) => `${p.g}:${pad(sweptCell(width, height, names[p.g]!, p.x))}`);
        return [{ kind: 'symmetric', symmetry: names[rep.g]!, cell: rep.x, method: variant }, `${names[rep.g]} from ${cellName(rep.x)}`];
      });
    });
  });
  const assemble = (got: readonly bigint[]): Inequivalent => {
    const fromCell = got[fromAt]!;
    const pairSum = pairAt.reduce((t, i) => t + got[i]!, 0n);
    const twice = BigInt(orbit.length) * pairSum;
    if (twice % 2n !== 0n) throw new Error('the walks with both ends in the orbit are not a whole number: a count is wrong');
    const bothEnds = twice / 2n;
    const identity = BigInt(orbit.length) * fromCell - bothEnds;
    const terms: FixedBy[] = names.map((g, gi) => {
      if (g === 'identity' || identityMap(gi)) return { symmetry: g, fixed: identity }; // a line's mirror along itself moves no cell
      const twiceFixed = symAt[gi]!.reduce((t, i) => t + got[i]!, 0n);
      if (twiceFixed % 2n !== 0n) throw new Error(`the walks ${g} maps to themselves are not a whole number: a count is wrong`);
      return { symmetry: g, fixed: twiceFixed / 2n };
    });
    const sum = terms.reduce((t, f) => t + f.fixed, 0n);
    if (sum % BigInt(names.length) !== 0n) throw new Error(`Burnside's sum ${sum} is not a multiple of ${names.length}: a count is wrong`);
    return { count: sum / BigInt(names.length), orbit: orbit.length, terms, fromCell, bothEnds, counts: what.map((w, i) => ({ what: w, count: got[i]! })) };
  };
  return { pieces, assemble };
}

/** The cell a symmetric count is swept from (the one the variants tell apart). */
function sweptCell(width: number, height: number, g: SymmetryName, x: number): number {
  const to = symmetryMap(width, height, g)[x]!;
  if (g === 'half-turn' || g === 'mirror-rows') return Math.floor(x / width) <= Math.floor(to / width) ? x : to;
  if (g === 'mirror-columns') return x % width <= to % width ? x : to;
  return Math.min(x, to);
}

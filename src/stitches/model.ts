/**
 * The Stitches puzzle as data, and the compiled model the solver works on.
 *
 * A candidate stitch is an orthogonal adjacency that crosses a block border. Candidates, cells,
 * blocks (regions) and touching block pairs are integer ids; every list is a compressed-row
 * table (start[i] .. start[i+1]-1) over an Int32Array, so the rungs run on typed arrays.
 */

/** [row, col], 0-based, row 0 at the top. */
export type Cell = [number, number];

/** One stitch: two orthogonally adjacent cells of different blocks. */
export type Stitch = [Cell, Cell];

export interface StitchesPuzzle {
  width: number;
  height: number;
  /** stitches each pair of touching blocks takes */
  k: number;
  /** block id of every cell, row-major (cell id = row * width + col), ids 0..n-1 */
  regions: number[];
  /** holes per row / column; null = not given */
  rows: (number | null)[];
  cols: (number | null)[];
}

export interface StitchesAnswer {
  stitches: Stitch[];
}

export interface Model {
  puzzle: StitchesPuzzle;
  width: number;
  height: number;
  k: number;
  cellCount: number;
  regionCount: number;
  region: Int32Array;
  /** candidate c joins cells candA[c] < candB[c], sewing block pair candPair[c] */
  candCount: number;
  candA: Int32Array;
  candB: Int32Array;
  candPair: Int32Array;
  /** pair p joins blocks pairRegionA[p] < pairRegionB[p]; its candidates are pairCands[pairStart[p]..] */
  pairCount: number;
  pairRegionA: Int32Array;
  pairRegionB: Int32Array;
  pairStart: Int32Array;
  pairCands: Int32Array;
  /** candidates touching each cell */
  cellStart: Int32Array;
  cellCands: Int32Array;
  /** pairs each block belongs to (its degree is their count), and its cells */
  regionPairStart: Int32Array;
  regionPairs: Int32Array;
  regionCellStart: Int32Array;
  regionCellList: Int32Array;
  /**
   * Lines are rows 0..height-1 then columns (height + col). A slot is one meeting of a pair and
   * a line its candidates put holes in: the slots of pair p are slotStart[p] .. slotStart[p+1]-1,
   * slot j lies on line slotLine[j] and belongs to pair slotPair[j]; the slots on line i are
   * lineSlots[lineSlotStart[i] ..]. Every candidate meets three lines: candSlots[3c] is the
   * slot of the line it lies along (two holes there), the next two those it crosses (one hole each).
   */
  slotStart: Int32Array;
  slotLine: Int32Array;
  slotPair: Int32Array;
  lineSlotStart: Int32Array;
  lineSlots: Int32Array;
  candSlots: Int32Array;
  /**
   * Holes wanted per row / column, -1 when unknown. A single missing clue on an axis is filled
   * in: every stitch punches two holes, so the holes on a board total 2·k·pairCount.
   */
  rowTarget: Int32Array;
  colTarget: Int32Array;
}

export const regionDegree = (m: Model, r: number): number => m.regionPairStart[r + 1]! - m.regionPairStart[r]!;

/** Builds compressed rows from per-item lists. */
function csr(lists: number[][]): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => { start[i + 1] = start[i]! + l.length; });
  const items = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => items.set(l, start[i]!));
  return { start, items };
}

/** Fills a single missing clue from the known total; otherwise copies the clues (-1 = none). */
function targets(clues: (number | null)[], total: number): Int32Array {
  const out = Int32Array.from(clues, (v) => (v === null ? -1 : v));
  const missing = clues.flatMap((v, i) => (v === null ? [i] : []));
  if (missing.length === 1) {
    const rest = clues.reduce<number>((sum, v) => sum + (v ?? 0), 0);
    if (total - rest >= 0) out[missing[0]!] = total - rest;
  }
  return out;
}

/** Compiles a puzzle (assumed valid: see codec.ts) into the solver's tables. */
export function buildModel(puzzle: StitchesPuzzle): Model {
  const { width: w, height: h, k, regions } = puzzle;
  const n = w * h;
  const region = Int32Array.from(regions);
  let regionCount = 0;
  for (let i = 0; i < n; i++) regionCount = Math.max(regionCount, region[i]! + 1);

  const pairIndex = new Map<number, number>();
  const pairA: number[] = [], pairB: number[] = [];
  const candA: number[] = [], candB: number[] = [], candPair: number[] = [];
  const addCandidate = (a: number, b: number) => {
    const ra = region[a]!, rb = region[b]!;
    if (ra === rb) return;
    const lo = Math.min(ra, rb), hi = Math.max(ra, rb);
    const key = lo * regionCount + hi;
    let p = pairIndex.get(key);
    if (p === undefined) { p = pairA.length; pairIndex.set(key, p); pairA.push(lo); pairB.push(hi); }
    candA.push(a); candB.push(b); candPair.push(p);
  };
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) addCandidate(i, i + 1);
      if (r + 1 < h) addCandidate(i, i + w);
    }
  }
  const pairCount = pairA.length;
  const byPair: number[][] = Array.from({ length: pairCount }, () => []);
  const byCell: number[][] = Array.from({ length: n }, () => []);
  candPair.forEach((p, c) => { byPair[p]!.push(c); byCell[candA[c]!]!.push(c); byCell[candB[c]!]!.push(c); });
  const pairsOf: number[][] = Array.from({ length: regionCount }, () => []);
  for (let p = 0; p < pairCount; p++) { pairsOf[pairA[p]!]!.push(p); pairsOf[pairB[p]!]!.push(p); }
  const cellsOf: number[][] = Array.from({ length: regionCount }, () => []);
  for (let i = 0; i < n; i++) cellsOf[region[i]!]!.push(i);

  // a stitch along a row puts two holes in it and one in each of two columns, and vice versa
  const linesOf = (c: number): number[] => {
    const a = candA[c]!, b = candB[c]!;
    return b === a + 1 ? [Math.floor(a / w), h + (a % w), h + (b % w)] : [h + (a % w), Math.floor(a / w), Math.floor(b / w)];
  };
  const linesOfPair: number[][] = byPair.map((cands) => [...new Set(cands.flatMap(linesOf))].sort((x, y) => x - y));
  const slots = csr(linesOfPair);
  const slotPair = new Int32Array(slots.items.length);
  const slotsOfLine: number[][] = Array.from({ length: h + w }, () => []);
  for (let p = 0; p < pairCount; p++) {
    for (let j = slots.start[p]!; j < slots.start[p + 1]!; j++) { slotPair[j] = p; slotsOfLine[slots.items[j]!]!.push(j); }
  }
  const lineSlots = csr(slotsOfLine);
  const candSlots = Int32Array.from(candPair.flatMap((p, c) => linesOf(c).map((line) => slots.start[p]! + linesOfPair[p]!.indexOf(line))));

  const pairs = csr(byPair), cells = csr(byCell), rp = csr(pairsOf), rc = csr(cellsOf);
  const totalHoles = 2 * k * pairCount;
  return {
    puzzle, width: w, height: h, k, cellCount: n, regionCount, region,
    candCount: candPair.length, candA: Int32Array.from(candA), candB: Int32Array.from(candB), candPair: Int32Array.from(candPair),
    pairCount, pairRegionA: Int32Array.from(pairA), pairRegionB: Int32Array.from(pairB),
    pairStart: pairs.start, pairCands: pairs.items,
    cellStart: cells.start, cellCands: cells.items,
    regionPairStart: rp.start, regionPairs: rp.items, regionCellStart: rc.start, regionCellList: rc.items,
    slotStart: slots.start, slotLine: slots.items, slotPair, lineSlotStart: lineSlots.start, lineSlots: lineSlots.items, candSlots,
    rowTarget: targets(puzzle.rows, totalHoles), colTarget: targets(puzzle.cols, totalHoles),
  };
}

/** The candidate joining two cells, or -1 when they are not a candidate stitch. */
export function candidateBetween(m: Model, a: number, b: number): number {
  for (let i = m.cellStart[a]!; i < m.cellStart[a + 1]!; i++) {
    const c = m.cellCands[i]!;
    if (m.candA[c] === b || m.candB[c] === b) return c;
  }
  return -1;
}

/** The other block of a pair. */
export const otherRegion = (m: Model, p: number, r: number): number =>
  (m.pairRegionA[p] === r ? m.pairRegionB[p]! : m.pairRegionA[p]!);

export const cellOf = (m: Model, id: number): Cell => [Math.floor(id / m.width), id % m.width];

/** A set of candidate ids as an answer. */
export function answerOf(m: Model, cands: Iterable<number>): StitchesAnswer {
  const stitches: Stitch[] = [];
  for (const c of cands) stitches.push([cellOf(m, m.candA[c]!), cellOf(m, m.candB[c]!)]);
  return { stitches };
}

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

/**
 * Builds compressed rows by counting: item i of `count` items goes to list keyOf(i) (or to
 * none when it is -1), lists in key order, items within a list in index order.
 */
function group(lists: number, count: number, keyOf: (i: number) => number): { start: Int32Array; items: Int32Array } {
  const start = new Int32Array(lists + 1);
  for (let i = 0; i < count; i++) { const key = keyOf(i); if (key >= 0) start[key + 1]!++; }
  for (let l = 0; l < lists; l++) start[l + 1]! += start[l]!;
  const items = new Int32Array(start[lists]!), fill = start.slice(0, lists);
  for (let i = 0; i < count; i++) { const key = keyOf(i); if (key >= 0) items[fill[key]!++] = i; }
  return { start, items };
}

/** Entry e stands for item e >> 1 (each item listed twice): turns entries into items, in place. */
function halve(entries: Int32Array): Int32Array {
  for (let i = 0; i < entries.length; i++) entries[i] = entries[i]! >> 1;
  return entries;
}

/** Fills a single missing clue from the known total; otherwise copies the clues (-1 = none). */
function targets(clues: (number | null)[], total: number): Int32Array {
  const out = new Int32Array(clues.length);
  let missing = 0, last = -1, rest = 0;
  for (let i = 0; i < clues.length; i++) {
    const v = clues[i];
    if (v === null || v === undefined) { out[i] = -1; missing++; last = i; } else { out[i] = v; rest += v; }
  }
  if (missing === 1 && total - rest >= 0) out[last] = total - rest;
  return out;
}

/** Compiles a puzzle (assumed valid: see codec.ts) into the solver's tables. */
export function buildModel(puzzle: StitchesPuzzle): Model {
  const { width: w, height: h, k, regions } = puzzle;
  const n = w * h;
  const region = new Int32Array(n);
  for (let i = 0; i < n; i++) region[i] = regions[i]!;
  let regionCount = 0;
  for (let i = 0; i < n; i++) regionCount = Math.max(regionCount, region[i]! + 1);

  // candidates in cell order, each with its pair of touching blocks
  const pairIndex = new Map<number, number>();
  const pairA: number[] = [], pairB: number[] = [];
  const candA = new Int32Array(2 * n), candB = new Int32Array(2 * n), candPairAll = new Int32Array(2 * n);
  let candCount = 0;
  const addCandidate = (a: number, b: number): void => {
    const ra = region[a]!, rb = region[b]!;
    if (ra === rb) return;
    const lo = Math.min(ra, rb), hi = Math.max(ra, rb);
    const key = lo * regionCount + hi;
    let p = pairIndex.get(key);
    if (p === undefined) { p = pairA.length; pairIndex.set(key, p); pairA.push(lo); pairB.push(hi); }
    candA[candCount] = a; candB[candCount] = b; candPairAll[candCount++] = p;
  };
  for (let r = 0; r < h; r++) {
    for (let c = 0; c < w; c++) {
      const i = r * w + c;
      if (c + 1 < w) addCandidate(i, i + 1);
      if (r + 1 < h) addCandidate(i, i + w);
    }
  }
  const candPair = candPairAll.slice(0, candCount);
  const pairCount = pairA.length;
  const pairs = group(pairCount, candCount, (c) => candPair[c]!);
  // each candidate is listed under both its cells: entries 2c and 2c + 1
  const cellEntries = group(n, 2 * candCount, (e) => (e & 1 ? candB[e >> 1]! : candA[e >> 1]!));
  const cells = { start: cellEntries.start, items: halve(cellEntries.items) };
  const regionEntries = group(regionCount, 2 * pairCount, (e) => (e & 1 ? pairB[e >> 1]! : pairA[e >> 1]!));
  const rp = { start: regionEntries.start, items: halve(regionEntries.items) };
  const rc = group(regionCount, n, (i) => region[i]!);

  // Slots. A stitch along a row puts two holes in it and one in each of two columns, and vice
  // versa; candSlots first holds line ids, then the slot of each.
  const lines = h + w;
  const candSlots = new Int32Array(3 * candCount);
  for (let c = 0; c < candCount; c++) {
    const a = candA[c]!, b = candB[c]!, row = Math.floor(a / w), col = a % w;
    if (b === a + 1) { candSlots[3 * c] = row; candSlots[3 * c + 1] = h + col; candSlots[3 * c + 2] = h + col + 1; }
    else { candSlots[3 * c] = h + col; candSlots[3 * c + 1] = row; candSlots[3 * c + 2] = row + 1; }
  }
  // per pair, its lines in increasing order (marks by line, stamped with the pair)
  const slotAt = new Int32Array(lines), stamp = new Int32Array(lines).fill(-1);
  const slotStart = new Int32Array(pairCount + 1), slotLineList: number[] = [];
  for (let p = 0; p < pairCount; p++) {
    const first = slotLineList.length;
    for (let i = pairs.start[p]!; i < pairs.start[p + 1]!; i++) {
      const c = pairs.items[i]!;
      for (let t = 0; t < 3; t++) {
        const line = candSlots[3 * c + t]!;
        if (stamp[line] !== p) { stamp[line] = p; slotLineList.push(line); }
      }
    }
    // a pair meets few lines: insertion sort
    for (let j = first + 1; j < slotLineList.length; j++) {
      const line = slotLineList[j]!;
      let at = j;
      for (; at > first && slotLineList[at - 1]! > line; at--) slotLineList[at] = slotLineList[at - 1]!;
      slotLineList[at] = line;
    }
    for (let j = first; j < slotLineList.length; j++) slotAt[slotLineList[j]!] = j;
    for (let i = pairs.start[p]!; i < pairs.start[p + 1]!; i++) {
      const c = pairs.items[i]!;
      for (let t = 0; t < 3; t++) candSlots[3 * c + t] = slotAt[candSlots[3 * c + t]!]!;
    }
    slotStart[p + 1] = slotLineList.length;
  }
  const slotLine = Int32Array.from(slotLineList);
  const slotPair = new Int32Array(slotLine.length);
  for (let p = 0; p < pairCount; p++) slotPair.fill(p, slotStart[p], slotStart[p + 1]);
  const lineSlots = group(lines, slotLine.length, (j) => slotLine[j]!);

  const totalHoles = 2 * k * pairCount;
  return {
    puzzle, width: w, height: h, k, cellCount: n, regionCount, region,
    candCount, candA: candA.slice(0, candCount), candB: candB.slice(0, candCount), candPair,
    pairCount, pairRegionA: Int32Array.from(pairA), pairRegionB: Int32Array.from(pairB),
    pairStart: pairs.start, pairCands: pairs.items,
    cellStart: cells.start, cellCands: cells.items,
    regionPairStart: rp.start, regionPairs: rp.items, regionCellStart: rc.start, regionCellList: rc.items,
    slotStart, slotLine, slotPair, lineSlotStart: lineSlots.start, lineSlots: lineSlots.items, candSlots,
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

export const cellOf = (m: Model, id: number): Cell => [Math.floor(id / m.width), id % m.width];

/** A set of candidate ids as an answer. */
export function answerOf(m: Model, cands: Iterable<number>): StitchesAnswer {
  const stitches: Stitch[] = [];
  for (const c of cands) stitches.push([cellOf(m, m.candA[c]!), cellOf(m, m.candB[c]!)]);
  return { stitches };
}

/**
 * The Haisu puzzle as people write it (the JSON of docs/guide/formats.md) and the compiled board the engine
 * works on (typed arrays, integer cell, edge and region ids).
 */
import { cellColour, neighbourTable } from '../core/grid.ts';
import { regionCells } from '../core/regions.ts';

export type Cell = [number, number];

export interface HaisuPuzzle {
  width: number;
  height: number;
  /** height rows of width region ids, 0..count-1 */
  regions: number[][];
  start: Cell;
  goal: Cell;
  /** a number on a cell: by the rules an ordinal (the walk is on its n-th entry of the region) */
  numbers: { r: number; c: number; n: number }[];
  /** variant: the region is entered exactly n times */
  totals?: { region: number; n: number }[];
}

export interface HaisuAnswer {
  /** start to goal, through every cell once */
  path: Cell[];
}

/**
 * How a number on a cell is read: `ordinal` is the Haisu rule (which entry the walk is on);
 * `cardinal` reads it as the region's total number of entries, for experiments.
 */
export type Reading = 'ordinal' | 'cardinal';

export interface Board {
  width: number;
  height: number;
  /** cell count */
  size: number;
  reading: Reading;
  /** neighbours of cell i at 4i..4i+3 (up, right, down, left), -1 off the board */
  nb: Int32Array;
  region: Int32Array;
  regionCount: number;
  cellsOf: number[][];
  /** per cell: its index in cellsOf of its region */
  slot: Int32Array;
  start: number;
  goal: number;
  /** per cell: the ordinal it must be walked on, 0 = none (always 0 under the cardinal reading) */
  ordinal: Int32Array;
  /** per region: the exact number of entries, 0 = free, -1 = two numbers disagree (no walk) */
  total: Int32Array;
  /** line ends each cell needs: 1 at S and at G, 2 elsewhere (0 on a one-cell board) */
  need: Uint8Array;
  edgeCount: number;
  /** the two cells of each edge (a < b) */
  edgeA: Int32Array;
  edgeB: Int32Array;
  /** the edge leaving cell i in direction d at 4i+d, -1 off the board */
  cellEdge: Int32Array;
  /** per region: |black cells − white cells| on the checkerboard */
  imbalance: Int32Array;
  /** per region: largest ordinal written in it (0 = none) */
  maxOrdinal: Int32Array;
  /** per region: edges with exactly one cell in it */
  borders: number[][];
  /** per region: edges with both cells in it */
  inner: number[][];
  /** per region: how many of S and G lie in it */
  ends: Int32Array;
}

/** Compiles a puzzle (already validated by the codec) for one reading of its numbers. */
export function compileBoard(p: HaisuPuzzle, reading: Reading = 'ordinal'): Board {
  const { width, height } = p;
  const size = width * height;
  const g = { width, height };
  const nb = neighbourTable(g);
  const region = Int32Array.from(p.regions.flat());
  let regionCount = 0;
  for (const id of region) regionCount = Math.max(regionCount, id + 1);
  const cellsOf = regionCells(region, regionCount);
  const slot = new Int32Array(size);
  for (const cells of cellsOf) cells.forEach((c, i) => { slot[c] = i; });
  const start = p.start[0] * width + p.start[1];
  const goal = p.goal[0] * width + p.goal[1];
  const ordinal = new Int32Array(size);
  const total = new Int32Array(regionCount);
  const setTotal = (r: number, n: number) => {
    total[r] = total[r] === 0 || total[r] === n ? n : -1;
  };
  for (const { r, c, n } of p.numbers) {
    const id = r * width + c;
    if (reading === 'ordinal') ordinal[id] = n;
    else setTotal(region[id]!, n);
  }
  for (const t of p.totals ?? []) setTotal(t.region, t.n);
  const need = new Uint8Array(size).fill(2);
  need[start] = size === 1 ? 0 : 1;
  need[goal] = size === 1 ? 0 : 1;
  const cellEdge = new Int32Array(4 * size).fill(-1);
  const a: number[] = [];
  const b: number[] = [];
  for (let i = 0; i < size; i++) {
    for (const d of [1, 2]) {
      const j = nb[4 * i + d]!;
      if (j < 0) continue;
      cellEdge[4 * i + d] = a.length;
      cellEdge[4 * j + ((d + 2) & 3)] = a.length;
      a.push(i);
      b.push(j);
    }
  }
  const imbalance = new Int32Array(regionCount);
  const maxOrdinal = new Int32Array(regionCount);
  for (let r = 0; r < regionCount; r++) {
    let diff = 0;
    for (const c of cellsOf[r]!) {
      diff += cellColour(g, c) === 0 ? 1 : -1;
      maxOrdinal[r] = Math.max(maxOrdinal[r]!, ordinal[c]!);
    }
    imbalance[r] = Math.abs(diff);
  }
  const borders: number[][] = Array.from({ length: regionCount }, () => []);
  const inner: number[][] = Array.from({ length: regionCount }, () => []);
  a.forEach((x, e) => {
    const rx = region[x]!, ry = region[b[e]!]!;
    if (rx === ry) inner[rx]!.push(e);
    else { borders[rx]!.push(e); borders[ry]!.push(e); }
  });
  const ends = new Int32Array(regionCount);
  ends[region[start]!]!++;
  ends[region[goal]!]!++; // on a one-cell board S and G are one cell and both ends
  return {
    width, height, size, reading, nb, region, regionCount, cellsOf, slot, start, goal, ordinal, total, need,
    edgeCount: a.length, edgeA: Int32Array.from(a), edgeB: Int32Array.from(b), cellEdge, imbalance, maxOrdinal,
    borders, inner, ends,
  };
}

/** The edge between two adjacent cells, or -1. */
export function edgeBetween(b: Board, x: number, y: number): number {
  for (let d = 0; d < 4; d++) if (b.nb[4 * x + d] === y) return b.cellEdge[4 * x + d]!;
  return -1;
}

/** A board with no numbers: every region map gives the same walks. */
export function blankPuzzle(width: number, height: number, start: Cell, goal: Cell): HaisuPuzzle {
  return {
    width, height, start, goal, numbers: [],
    regions: Array.from({ length: height }, () => new Array<number>(width).fill(0)),
  };
}

/**
 * Where each region total is written on a picture: the region's first cell in reading order
 * (its top-left corner), with the total. Regions without a total are left out.
 */
export function totalMarks(b: Board): { cell: number; n: number }[] {
  const out: { cell: number; n: number }[] = [];
  for (let r = 0; r < b.regionCount; r++) if (b.total[r]! > 0) out.push({ cell: b.cellsOf[r]![0]!, n: b.total[r]! });
  return out.sort((x, y) => x.cell - y.cell);
}

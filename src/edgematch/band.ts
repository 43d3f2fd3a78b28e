/**
 * A band problem: `rows` whole rows of a board are to be filled from a pool of pieces while the
 * rows above and below stay fixed. Its cost is the number of mismatched edges inside the band plus
 * those on the seams with the fixed rows (frame rules are hard). The band is usually the bottom of
 * the board (bandOf); a band in the middle (bandAt) is what polishing a whole board re-solves.
 * Shared by the baseline branch-and-bound, BANDSAW and the explorer page.
 */
import { fail, ok, type Result } from '../core/result.ts';
import { BOTTOM, borderSides, cellEdge, edgeAt, fitsFrame, GREY, LEFT, RIGHT, TOP, type Board, type Placement } from './model.ts';

export interface BandProblem {
  width: number;
  height: number;
  rows: number;
  pieces: number[][];
  /** colour the fixed row above shows at each column (grey when the band is the whole board) */
  above: number[];
  /** colour the fixed row below shows at each column; absent when the band is the bottom of the board */
  below?: number[];
  /** board row of the band's first row; absent when the band is the bottom of the board */
  firstRow?: number;
  /** piece ids the band must use, each exactly once */
  pool: number[];
  /** the band as given (a complete filling), or null when the band cells were empty */
  given: Placement[] | null;
}

/** Candidate placements of one band cell: pool index and rotation, with the four colours. */
export interface Candidates {
  q: Int32Array;
  rot: Int32Array;
  top: Int32Array;
  right: Int32Array;
  bottom: Int32Array;
  left: Int32Array;
}

/**
 * The band problem of the bottom `rows` rows. The fixed rows must be full. The band cells must be
 * all filled (their pieces are the pool and their filling an upper bound) or all empty (the pool
 * is every piece not placed above).
 */
export function bandOf(board: Board, rows: number): Result<BandProblem> {
  const { height: h } = board;
  if (!Number.isInteger(rows) || rows < 1 || rows > h) return fail(`band of ${rows} rows does not fit a board of height ${h}`, 'rows');
  return bandAt(board, h - rows, rows);
}

/**
 * The band problem of rows firstRow..firstRow+rows-1. The rows outside it must be full. As for
 * bandOf, the band cells are all filled or all empty.
 */
export function bandAt(board: Board, firstRow: number, rows: number): Result<BandProblem> {
  const { width: w, height: h } = board;
  if (!Number.isInteger(rows) || !Number.isInteger(firstRow) || rows < 1 || firstRow < 0 || firstRow + rows > h) {
    return fail(`band of ${rows} rows from row ${firstRow} does not fit a board of height ${h}`, 'rows');
  }
  const top = firstRow * w, end = (firstRow + rows) * w;
  const outside = [...board.cells.keys()].filter((i) => i < top || i >= end);
  for (const i of outside) {
    if (!board.cells[i]) return fail(`the rows outside the band must be full; cell [${Math.floor(i / w)},${i % w}] is empty`, 'cells');
  }
  const bandCells = board.cells.slice(top, end);
  const filled = bandCells.filter((c) => c !== null).length;
  if (filled !== 0 && filled !== bandCells.length) return fail('the band must be either completely filled or completely empty', 'cells');
  const placedOutside = new Set<number>();
  for (const i of outside) placedOutside.add(board.cells[i]![0]);
  const pool = filled ? bandCells.map((c) => c![0]) : board.pieces.map((_, id) => id).filter((id) => !placedOutside.has(id));
  if (new Set(pool).size !== pool.length || pool.some((id) => placedOutside.has(id))) return fail('a piece is placed more than once', 'cells');
  if (pool.length !== bandCells.length) return fail(`the band has ${bandCells.length} cells but ${pool.length} pieces are left`, 'cells');
  pool.sort((a, b) => a - b);
  const above = Array.from({ length: w }, (_, c) => (top > 0 ? cellEdge(board, top - w + c, BOTTOM) : GREY));
  const given = filled ? (bandCells as Placement[]) : null;
  if (end === w * h) return ok({ width: w, height: h, rows, pieces: board.pieces, above, pool, given });
  const below = Array.from({ length: w }, (_, c) => cellEdge(board, end + c, TOP));
  return ok({ width: w, height: h, rows, pieces: board.pieces, above, below, firstRow, pool, given });
}

/** Board row of a band's first row. */
function bandFirstRow(p: BandProblem): number {
  return p.firstRow ?? p.height - p.rows;
}

/** Colour the band's bottom row meets below, per column: the fixed row, or the grey frame. */
export function belowColour(p: BandProblem, col: number): number {
  return p.below ? p.below[col]! : GREY;
}

/** The placements of pool pieces that obey the frame rules at band cell (bandRow, col). */
export function candidatesAt(p: BandProblem, bandRow: number, col: number): Candidates {
  const border = borderSides(p.width, p.height, bandFirstRow(p) + bandRow, col);
  const q: number[] = [], rot: number[] = [], top: number[] = [], right: number[] = [], bottom: number[] = [], left: number[] = [];
  p.pool.forEach((id, index) => {
    const piece = p.pieces[id]!;
    for (let r = 0; r < 4; r++) {
      if (!fitsFrame(piece, r, border)) continue;
      // a symmetric piece shows the same colours in another rotation: keep the first
      let again = false;
      for (let e = 0; e < r && !again; e++) again = [0, 1, 2, 3].every((s) => edgeAt(piece, e, s) === edgeAt(piece, r, s));
      if (again) continue;
      q.push(index); rot.push(r);
      top.push(edgeAt(piece, r, TOP)); right.push(edgeAt(piece, r, RIGHT)); bottom.push(edgeAt(piece, r, BOTTOM)); left.push(edgeAt(piece, r, LEFT));
    }
  });
  return { q: Int32Array.from(q), rot: Int32Array.from(rot), top: Int32Array.from(top), right: Int32Array.from(right), bottom: Int32Array.from(bottom), left: Int32Array.from(left) };
}

/** candidatesAt for every band cell (row-major), computed once and shared by the halves of every cut. */
export function bandCandidates(p: BandProblem): Candidates[] {
  return Array.from({ length: p.width * p.rows }, (_, i) => candidatesAt(p, Math.floor(i / p.width), i % p.width));
}

/** Mismatches of a band filling (band cells row-major): inside the band and on the seams above and below. */
export function bandCost(p: BandProblem, cells: readonly Placement[]): number {
  const w = p.width;
  const edge = (i: number, side: number) => edgeAt(p.pieces[cells[i]![0]]!, cells[i]![1], side);
  let cost = 0;
  for (let i = 0; i < cells.length; i++) {
    const r = Math.floor(i / w), c = i % w;
    if ((r === 0 ? p.above[c]! : edge(i - w, BOTTOM)) !== edge(i, TOP)) cost++;
    if (c > 0 && edge(i - 1, RIGHT) !== edge(i, LEFT)) cost++;
    if (r === p.rows - 1 && edge(i, BOTTOM) !== belowColour(p, c)) cost++;
  }
  return cost;
}

/** The whole board with the band filled in. */
export function withBand(board: Board, p: BandProblem, cells: readonly Placement[]): Board {
  const top = bandFirstRow(p) * p.width;
  return { ...board, cells: [...board.cells.slice(0, top), ...cells, ...board.cells.slice(top + cells.length)] };
}

/** True when the pool has exactly the corner, edge and inner pieces the band's cells need. */
export function poolFitsFrame(p: BandProblem): boolean {
  const greys = (id: number) => p.pieces[id]!.filter((c) => c === GREY).length;
  const need = new Map<number, number>();
  for (let r = 0; r < p.rows; r++) {
    for (let c = 0; c < p.width; c++) {
      const b = borderSides(p.width, p.height, bandFirstRow(p) + r, c);
      const k = [0, 1, 2, 3].filter((s) => b >> s & 1).length;
      need.set(k, (need.get(k) ?? 0) + 1);
    }
  }
  for (const id of p.pool) need.set(greys(id), (need.get(greys(id)) ?? 0) - 1);
  return [...need.values()].every((v) => v === 0);
}

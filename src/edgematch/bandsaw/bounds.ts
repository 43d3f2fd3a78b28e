/**
 * Suffix lower bounds for a half, computed backwards over its fill positions (line by line).
 * After the first i cells are placed, all the rest depends on is the frontier: the colour each
 * row of the half shows to the next line, and the colour the last placed cell shows to the next
 * cell of its line. bound[i][frontier] is the fewest mismatches the remaining cells can have when
 * every candidate may be used again (a relaxation, so a true lower bound). A partial filling whose
 * mismatches plus this bound exceed the budget cannot lead anywhere and is cut.
 *
 * Each frontier slot only ranges over the colours that can appear there (a frame row shows frame
 * colours only), which keeps the tables of tall halves small: a frontier is a mixed-radix number
 * with one digit per row and one for the vertical colour.
 *
 * A half filled from the seam meets the wild colour there (halves.ts): every candidate differs
 * from it, and the bound gives that mismatch back, so the seam costs nothing here. A candidate's
 * `extra` mismatch (with the fixed row above) is part of its cost to go.
 */
import type { Half } from './halves.ts';

export const NO_FILL = 255;

export interface BoundTable {
  /** place value of each frontier digit: rows 0..height-1, then the vertical colour */
  weight: Int32Array;
  /** frontier states per position */
  states: number;
  /** digit of each colour index (wild included) per row slot (-1 where the colour cannot appear), row-major by slot */
  rowDigit: Int32Array;
  /** per row slot, the digit of the colour every row meets where the half starts (grey, or wild at the seam) */
  startDigit: Int32Array;
  /** colour index of each vertical digit */
  vColour: Int32Array;
  /** per candidate: the digits of its horizontal and vertical out colours (0 for a line's last cell) */
  hOutDigit: Int32Array;
  vOutDigit: Int32Array;
  /** (size+1) * states entries; NO_FILL when no filling exists */
  bound: Uint8Array;
  /**
   * The candidates of a position in order of their cost to go, per rest of the frontier (all
   * digits but the row's own and the vertical one, which only decide the cell's own mismatches):
   * list listStart[i] + restIndex(...) is listCand[listFrom[x] .. listEnd[x]), each with the
   * bound after it in listRest (its cost to go, leaving out its own `extra`). The enumeration walks a list until the cost to go alone breaks the
   * budget, and never looks at a candidate that cannot fit.
   */
  listStart: Int32Array;
  listFrom: Int32Array;
  listEnd: Int32Array;
  listCand: Int32Array;
  listRest: Uint8Array;
}

/** Size in bytes the bound table of a half would take, without building it. */
export function boundTableBytes(half: Half): number {
  const { rowSets, vSet } = digitSets(half);
  return (half.size + 1) * rowSets.reduce((n, s) => n * s.length, vSet.length);
}

function digitSets(half: Half): { rowSets: number[][]; vSet: number[] } {
  const rows = Array.from({ length: half.height }, () => new Set<number>([half.rowStart]));
  const v = new Set<number>(half.start);
  for (let i = 0; i < half.size; i++) {
    const s = half.slot[i]!;
    for (let k = half.from[i]!; k < half.from[i + 1]!; k++) {
      rows[s]!.add(half.hOut[k]!);
      if (s < half.height - 1) v.add(half.vOut[k]!);
    }
  }
  const sorted = (x: Set<number>) => [...x].sort((a, b) => a - b);
  return { rowSets: rows.map(sorted), vSet: sorted(v) };
}

export function boundTable(half: Half): BoundTable {
  const h = half.height, wild = half.colours, colours = wild + 1;
  const { rowSets, vSet } = digitSets(half);
  const weight = new Int32Array(h + 1);
  let states = 1;
  for (let s = 0; s <= h; s++) { weight[s] = states; states *= s < h ? rowSets[s]!.length : vSet.length; }
  const rowDigit = new Int32Array(h * colours).fill(-1);
  rowSets.forEach((set, s) => set.forEach((c, d) => { rowDigit[s * colours + c] = d; }));
  const vDigit = new Int32Array(colours).fill(-1);
  vSet.forEach((c, d) => { vDigit[c] = d; });
  const vColour = Int32Array.from(vSet);
  const n = half.from[half.size]!;
  const hOutDigit = new Int32Array(n), vOutDigit = new Int32Array(n);
  for (let i = 0; i < half.size; i++) {
    const s = half.slot[i]!;
    for (let k = half.from[i]!; k < half.from[i + 1]!; k++) {
      hOutDigit[k] = rowDigit[s * colours + half.hOut[k]!]!;
      vOutDigit[k] = s === h - 1 ? 0 : vDigit[half.vOut[k]!]!;
    }
  }

  const bound = new Uint8Array((half.size + 1) * states).fill(NO_FILL);
  bound.fill(0, half.size * states);
  const vw = weight[h]!, vCount = vSet.length;
  // candidate lists: per position and rest of the frontier, the candidates ordered by their cost to go
  const listStart = new Int32Array(half.size + 1);
  for (let i = 0; i < half.size; i++) listStart[i + 1] = listStart[i]! + vw / rowSets[half.slot[i]!]!.length;
  const listFrom = new Int32Array(listStart[half.size]!), listEnd = new Int32Array(listStart[half.size]!);
  let room = 0;
  for (let i = 0; i < half.size; i++) room += (listStart[i + 1]! - listStart[i]!) * (half.from[i + 1]! - half.from[i]!);
  const listCand = new Int32Array(room), listRest = new Uint8Array(room);
  let filled = 0;
  const restOf = new Uint8Array(n), countOf = new Int32Array(NO_FILL + 1);
  // per rest of the frontier (every digit but this row's and the vertical one), the best
  // remaining cost after a candidate, by which of its in-colours match: neither, the horizontal
  // one (by colour), the vertical one (by colour), both (by both colours)
  const byH = new Int32Array(colours), byV = new Int32Array(colours), byBoth = new Int32Array(colours * colours);
  for (let i = half.size - 1; i >= 0; i--) {
    const s = half.slot[i]!, ws = weight[s]!, hCount = rowSets[s]!.length, hSet = rowSets[s]!;
    const first = s === 0, lo = half.from[i]!, hi = half.from[i + 1]!;
    const next = (i + 1) * states, here = i * states;
    for (let rest = 0; rest < vw; rest++) {
      if (Math.floor(rest / ws) % hCount !== 0) continue;
      let none = NO_FILL;
      byH.fill(NO_FILL); byV.fill(NO_FILL); byBoth.fill(NO_FILL); countOf.fill(0);
      for (let k = lo; k < hi; k++) {
        const after = bound[next + rest + hOutDigit[k]! * ws + vOutDigit[k]! * vw]!;
        restOf[k] = after;
        if (after === NO_FILL) continue;
        countOf[after]!++;
        const r = after + half.extra[k]!;
        const a = half.hIn[k]!, b = half.vIn[k]!;
        if (r < none) none = r;
        if (r < byH[a]!) byH[a] = r;
        if (r < byV[b]!) byV[b] = r;
        if (r < byBoth[a * colours + b]!) byBoth[a * colours + b] = r;
      }
      // the list of this rest, by cost to go (a counting sort)
      const list = listStart[i]! + restIndex(rest, ws, hCount);
      listFrom[list] = filled;
      for (let r = 0, at = filled; r < NO_FILL; r++) { const c = countOf[r]!; countOf[r] = at; at += c; }
      for (let k = lo; k < hi; k++) {
        const r = restOf[k]!;
        if (r === NO_FILL) continue;
        const at = countOf[r]!++;
        listCand[at] = k; listRest[at] = r;
        filled++;
      }
      listEnd[list] = filled;
      if (none === NO_FILL) continue;
      // a line's first cell meets the fixed start colour, and its frontier holds vertical digit 0
      // (capped below NO_FILL: a lower bound may always be lowered); a wild in colour is no mismatch
      const vTo = first ? 1 : vCount;
      for (let hd = 0; hd < hCount; hd++) {
        const hz = hSet[hd]!;
        for (let vd = 0; vd < vTo; vd++) {
          const v = first ? half.start[half.col[i]!]! : vColour[vd]!;
          const best = Math.min(none + 2, byH[hz]! + 1, byV[v]! + 1, byBoth[hz * colours + v]!, NO_FILL - 1);
          bound[here + rest + hd * ws + vd * vw] = best - (hz === wild ? 1 : 0) - (v === wild ? 1 : 0);
        }
      }
    }
  }
  const startDigit = Int32Array.from({ length: h }, (_, s) => rowDigit[s * colours + half.rowStart]!);
  return { weight, states, rowDigit, startDigit, vColour, hOutDigit, vOutDigit, bound, listStart, listFrom, listEnd, listCand, listRest };
}

/** Index of a rest of the frontier (row digit s and vertical digit both 0) among those of its position. */
export function restIndex(rest: number, ws: number, hCount: number): number {
  return (rest % ws) + Math.floor(rest / (ws * hCount)) * ws;
}

/** Frontier index before any cell is placed: every row meets where the half starts. */
export function startFrontier(table: BoundTable): number {
  let f = 0;
  table.startDigit.forEach((d, s) => { f += d * table.weight[s]!; });
  return f;
}

import type { HaisuState } from '../state.ts';
import { refutingRung } from './refute.ts';

/**
 * Loops through the outside. An entry k of region r still to be walked is one path inside the
 * region from a gap in its border to another gap (or to G, or from the head when the walk is on
 * it now). Join both ends to one extra node O standing for everything outside r: the entry
 * becomes a loop through O and through every cell written k. A loop is not cut by removing one
 * node, so no cell free for entry k (and not O either) may separate two of O and the cells
 * written k. The cells free for k are those of r the walk has not reached that carry no other
 * number; O touches those with a usable gap to an unreached cell of another region or to the
 * head, and G and the head themselves. One depth-first search per pending entry, rooted at O.
 * It only reports contradictions: it never draws or cuts, so at a search node it prunes.
 */
let disc = new Int32Array(0), low = new Int32Array(0), parent = new Int32Array(0);
let next = new Int32Array(0), term = new Int32Array(0), stack = new Int32Array(0);
let exitList = new Int32Array(0);

function ensure(n: number): void {
  if (disc.length > n) return;
  const m = n + 1;
  disc = new Int32Array(m); low = new Int32Array(m); parent = new Int32Array(m);
  next = new Int32Array(m); term = new Int32Array(m); stack = new Int32Array(m); exitList = new Int32Array(m);
}

export const loop = refutingRung({
  id: 'loop',
  name: 'Loop',
  summary: 'an entry still to come runs from the border of its region back to it, a loop through the outside; no single cell may split its numbered cells from each other or from the border',
}, ensure, (s, r) => {
  const walked = s.visits[r]!;
  const current = s.board.region[s.head] === r ? walked : 0;
  for (let k = Math.max(1, walked); k <= s.board.maxOrdinal[r]!; k++) {
    if (!entryLoops(s, r, k, k === current)) return false;
  }
  return true;
});

/** False when entry k of region r cannot be a loop through O (see above). */
function entryLoops(s: HaisuState, r: number, k: number, underWay: boolean): boolean {
  const b = s.board, n = b.size, head = s.head, cells = b.cellsOf[r]!;
  const free = (c: number): boolean => {
    if (b.region[c] !== r) return false;
    if (underWay && c === head) return true;
    if (s.visitOf[c] !== 0) return false;
    const j = b.ordinal[c]!;
    return j === 0 || j === k;
  };
  let terminals = 0, exits = 0;
  for (const c of cells) {
    disc[c] = 0;
    if (!free(c)) continue;
    const t = (underWay && c === head) || (s.visitOf[c] === 0 && b.ordinal[c] === k) ? 1 : 0;
    term[c] = t;
    terminals += t;
    if (isExit(s, r, c, underWay)) exitList[exits++] = c;
  }
  if (terminals === 0) return true;
  // iterative DFS from O = n; next[c] is the next neighbour slot to try (0..3 cells, 4.. done),
  // for O the next index into exitList
  let time = 0, top = 0;
  disc[n] = low[n] = ++time; parent[n] = -1; next[n] = 0; term[n] = 0;
  stack[top++] = n;
  let rootChildrenWithTerminals = 0, reached = 0;
  while (top > 0) {
    const c = stack[top - 1]!;
    let m = -1;
    if (c === n) {
      if (next[n] < exits) m = exitList[next[n]++]!;
    } else {
      while (next[c]! < 5 && m < 0) {
        const d = next[c]!++;
        if (d === 4) { if (isExit(s, r, c, underWay)) m = n; continue; }
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0) continue;
        const x = b.nb[4 * c + d]!;
        if (free(x) && s.usable(e)) m = x;
      }
    }
    if (m >= 0) {
      if (m === parent[c]) continue;
      if (disc[m] === 0) {
        disc[m] = low[m] = ++time; parent[m] = c; next[m] = 0;
        reached += term[m]!;
        stack[top++] = m;
      } else if (disc[m]! < low[c]!) low[c] = disc[m]!;
      continue;
    }
    top--;
    const p = parent[c]!;
    if (p < 0) continue;
    if (low[c]! < low[p]!) low[p] = low[c]!;
    // p cuts c's subtree off from O's side: a numbered cell in there and O on the other side
    if (low[c]! >= disc[p]! && term[c]! > 0) {
      if (p !== n) return false;
      if (++rootChildrenWithTerminals > 1) return false;
    }
    term[p]! += term[c]!;
  }
  return reached === terminals;
}

function isExit(s: HaisuState, r: number, c: number, underWay: boolean): boolean {
  return c === s.board.goal || (underWay && c === s.head) || touchesOutside(s, r, c);
}

/** Whether cell c of region r has a usable gap to an unreached cell of another region or to the head. */
export function touchesOutside(s: HaisuState, r: number, c: number): boolean {
  const b = s.board;
  for (let d = 0; d < 4; d++) {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0 || !s.usable(e)) continue;
    const m = b.nb[4 * c + d]!;
    if (b.region[m] !== r && (s.visitOf[m] === 0 || m === s.head)) return true;
  }
  return false;
}

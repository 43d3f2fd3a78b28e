import type { Rung } from '../../core/ladder.ts';
import { LINE, UNKNOWN, type HaisuState } from '../state.ts';

/**
 * Corridors and dead ends of what is left. The rest of the walk runs from the head through
 * every cell it has not reached (the rest, R) and ends at G, so R is one piece, and:
 * - a cell x of R whose removal splits R leaves exactly two pieces; the one without G is walked
 *   first, entirely, so the head steps into it (never onto x, never into G's piece) and x
 *   joins the two pieces; G itself never splits R;
 * - the early piece is one path from a neighbour of the head to a neighbour of x, so its colour
 *   count is fixed by the colours of the head and of x (a path whose ends share a colour has
 *   one cell more of it; otherwise its colours balance).
 * The pieces are found with one depth-first search from G (articulation points by low links).
 */
let disc = new Int32Array(0), low = new Int32Array(0), size = new Int32Array(0), bal = new Int32Array(0);
let stack = new Int32Array(0), dir = new Int32Array(0), parent = new Int32Array(0);

function ensure(n: number): void {
  if (disc.length >= n) return;
  disc = new Int32Array(n); low = new Int32Array(n); size = new Int32Array(n); bal = new Int32Array(n);
  stack = new Int32Array(n); dir = new Int32Array(n); parent = new Int32Array(n);
}

/** An edge the rest of the walk may still use between two cells it has not reached. */
function usable(s: HaisuState, e: number, x: number, y: number): boolean {
  const v = s.edge[e];
  if (v === LINE) return true;
  const b = s.board;
  return v === UNKNOWN && s.lines[x]! < b.need[x]! && s.lines[y]! < b.need[y]!;
}

export const corridor: Rung<HaisuState> = {
  id: 'corridor',
  name: 'Corridor',
  summary: 'the cells the walk has not reached form one piece; a cell that splits them in two is passed once, after the piece without G, which the walk enters next',
  apply(s) {
    const b = s.board, n = b.size, w = b.width;
    if (s.complete) return 0;
    ensure(n);
    const head = s.head, goal = b.goal;
    if (s.visitOf[goal] !== 0) return -1;
    disc.fill(0, 0, n);
    let rest = 0;
    for (let c = 0; c < n; c++) if (s.visitOf[c] === 0) rest++;
    // iterative DFS from G; disc numbers start at 1 (0 = not seen)
    let time = 0, top = 0;
    const colourSign = (c: number) => (((Math.floor(c / w) + c % w) & 1) === 0 ? 1 : -1);
    const open = (c: number) => {
      disc[c] = low[c] = ++time; size[c] = 1; bal[c] = colourSign(c); dir[c] = 0;
      stack[top++] = c;
    };
    parent[goal] = -1;
    open(goal);
    const arts: number[] = [];
    let rootChildren = 0;
    while (top > 0) {
      const c = stack[top - 1]!;
      if (dir[c]! < 4) {
        const d = dir[c]!++;
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0) continue;
        const m = b.nb[4 * c + d]!;
        if (s.visitOf[m] !== 0 || m === parent[c] || !usable(s, e, c, m)) continue;
        if (disc[m] === 0) { parent[m] = c; open(m); }
        else if (disc[m]! < low[c]!) low[c] = disc[m]!;
        continue;
      }
      top--;
      const p = parent[c]!;
      if (p < 0) continue;
      size[p]! += size[c]!;
      bal[p]! += bal[c]!;
      if (low[c]! < low[p]!) low[p] = low[c]!;
      if (p === goal) rootChildren++;
      else if (low[c]! >= disc[p]!) arts.push(c); // the subtree of c is cut off from G by p
    }
    // G splitting the rest: the walk would have to leave G again
    if (rootChildren > 1) return -1;
    if (time !== rest) return -1;
    if (arts.length === 0) return 0;
    const hc = colourSign(head);
    // the head must step into every early piece: the intersection of their disc intervals
    let lo = 1, hi = rest;
    for (let i = 0; i < arts.length; i++) {
      const c = arts[i]!, x = parent[c]!;
      // two pieces cut off by one cell: with G's piece, three
      for (let j = 0; j < i; j++) if (parent[arts[j]!] === x) return -1;
      if (bal[c] !== (hc === colourSign(x) ? -hc : 0)) return -1;
      const from = disc[c]!, to = from + size[c]! - 1;
      if (from > lo) lo = from;
      if (to < hi) hi = to;
    }
    if (lo > hi) return -1;
    let made = 0;
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * head + d]!;
      if (e < 0 || s.edge[e] !== UNKNOWN) continue;
      const m = b.nb[4 * head + d]!;
      if (s.visitOf[m] !== 0) continue;
      if (disc[m]! < lo || disc[m]! > hi) { s.setCut(e); made++; }
    }
    return made;
  },
};

import type { Rung } from '../../core/ladder.ts';
import { SLOT, UNKNOWN, type HaisuState } from '../state.ts';
import { LowLink } from './lowlink.ts';

/**
 * Corridors and dead ends of what is left. The rest of the walk runs from the head through
 * every cell it has not reached (the rest, R) and ends at G, so R is one piece, and:
 * - a cell x of R whose removal splits R leaves exactly two pieces; the one without G is walked
 *   first, entirely, so the head steps into it (never onto x, never into G's piece) and x
 *   joins the two pieces; G itself never splits R;
 * - the early piece is one path from a neighbour of the head to a neighbour of x, so its colour
 *   count is fixed by the colours of the head and of x (a path whose ends share a colour has
 *   one cell more of it; otherwise its colours balance).
 * The pieces come from one depth-first search from G (cut cells by low links). The rung reads
 * the whole board, so it runs again only once the change log has grown since its last pass.
 */
let size = new Int32Array(0), bal = new Int32Array(0), unreached = new Int32Array(0), cutOff = new Int32Array(0);

/** The search from G over the cells the walk has not reached, sizing and colour-counting subtrees. */
class RestSearch extends LowLink {
  goal = 0;
  rootChildren = 0;
  /** cells c whose subtree p = parent[c] cuts off from G, in the first `cuts` of cutOff */
  cuts = 0;

  protected admit(s: HaisuState, m: number): boolean { return s.visitOf[m] === 0; }

  protected close(c: number, p: number): void {
    size[p]! += size[c]!;
    bal[p]! += bal[c]!;
    if (p === this.goal) this.rootChildren++;
    else if (this.low[c]! >= this.disc[p]!) cutOff[this.cuts++] = c; // the subtree of c is cut off from G by p
  }
}
const search = new RestSearch();

/** +1 on one colour of the checkerboard, -1 on the other. */
const sign = (c: number, w: number): number => (((Math.floor(c / w) + c % w) & 1) === 0 ? 1 : -1);

export const corridor: Rung<HaisuState> = {
  id: 'corridor',
  name: 'Corridor',
  summary: 'the cells the walk has not reached form one piece; a cell that splits them in two is passed once, after the piece without G, which the walk enters next',
  apply(s) {
    if (s.complete) return 0;
    const at = s.changes;
    if (s.since(SLOT.corridor) === at) return 0;
    const made = settle(s);
    if (made >= 0) s.caughtUp(SLOT.corridor, at);
    return made;
  },
};

/** One pass of the rung: verdicts made, or -1. */
function settle(s: HaisuState): number {
  const b = s.board, n = b.size, w = b.width;
  const head = s.head, goal = b.goal;
  if (s.visitOf[goal] !== 0) return -1;
  if (size.length < n) { size = new Int32Array(n); bal = new Int32Array(n); unreached = new Int32Array(n); cutOff = new Int32Array(n); }
  let rest = 0;
  for (let c = 0; c < n; c++) {
    if (s.visitOf[c] !== 0) continue;
    unreached[rest++] = c;
    size[c] = 1;
    bal[c] = sign(c, w);
  }
  search.goal = goal; search.rootChildren = 0; search.cuts = 0;
  const reached = search.run(s, goal, unreached, rest);
  const { disc, parent } = search;
  // G splitting the rest: the walk would have to leave G again
  if (reached !== rest || search.rootChildren > 1) return -1;
  const cuts = search.cuts;
  if (cuts === 0) return 0;
  const hc = sign(head, w);
  // the head must step into every early piece: the intersection of their disc intervals
  let lo = 1, hi = rest;
  for (let i = 0; i < cuts; i++) {
    const c = cutOff[i]!, x = parent[c]!;
    // two pieces cut off by one cell: with G's piece, three
    for (let j = 0; j < i; j++) if (parent[cutOff[j]!] === x) return -1;
    if (bal[c] !== (hc === sign(x, w) ? -hc : 0)) return -1;
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
}

import type { HaisuState } from '../state.ts';
import { refutingRung } from './refute.ts';
import { touchesOutside } from './loop.ts';

/**
 * Room for the entries still to come. Each entry k of region r still to be walked that has a
 * numbered cell t is a loop through the outside O (see loop.ts); cut at t it gives two paths
 * from t to O, and the loops of different entries share no cell. So the cells of r the walk has
 * not reached must carry, all at once, two cell-disjoint paths to O from one numbered cell of
 * every pending entry (and one from the head, for the entry under way): a flow with room 1 per
 * cell (2 at those numbered cells). A narrow passage that too many entries must cross is a
 * contradiction, which the per-entry checks (label, loop) cannot see. O is reached through a
 * usable gap to an unreached cell of another region or to the head, and from G.
 * It only reports contradictions.
 */
let local = new Int32Array(0); // per board cell: its index in this region's flow graph + 1, 0 = none

export const capacity = refutingRung({
  id: 'capacity',
  name: 'Capacity',
  summary: 'the entries still to come in a region each need two disjoint ways from a numbered cell out of it, all at once; a narrow passage too many of them must cross breaks the walk',
}, (n) => { if (local.length < n) local = new Int32Array(n); }, roomy);

/** False when region r cannot carry the paths above. */
function roomy(s: HaisuState, r: number): boolean {
  const b = s.board, head = s.head;
  const underWay = b.region[head] === r;
  const walked = s.visits[r]!;
  // cells in the flow graph: unreached cells of r, and the head when it is in r
  const cells: number[] = [];
  for (const c of b.cellsOf[r]!) {
    local[c] = 0;
    if (s.visitOf[c] === 0 || (underWay && c === head)) { cells.push(c); local[c] = cells.length; }
  }
  // one source per pending entry: its first unreached numbered cell (room 2), and the head (room 1)
  const supply = new Int32Array(cells.length);
  let demand = 0;
  const seen = new Set<number>();
  for (const c of cells) {
    const k = b.ordinal[c]!;
    if (k === 0 || c === head || seen.has(k)) continue;
    if (k < walked || (k === walked && !underWay)) return false;
    seen.add(k);
    if (underWay && k === walked) continue; // the entry under way flows from the head
    supply[local[c]! - 1] = 2;
    demand += 2;
  }
  if (underWay) { supply[local[head]! - 1] = 1; demand += 1; }
  if (demand <= 1) return true;
  // node-split graph: in(i) = 2i, out(i) = 2i + 1, source = 2m, sink O = 2m + 1
  const m = cells.length, src = 2 * m, sink = 2 * m + 1, nodes = 2 * m + 2;
  const to: number[] = [], cap: number[] = [], nextArc: number[] = [];
  const first = new Int32Array(nodes).fill(-1);
  const arc = (x: number, y: number, c: number) => {
    to.push(y); cap.push(c); nextArc.push(first[x]!); first[x] = to.length - 1;
    to.push(x); cap.push(0); nextArc.push(first[y]!); first[y] = to.length - 1;
  };
  for (let i = 0; i < m; i++) {
    const c = cells[i]!;
    arc(2 * i, 2 * i + 1, Math.max(1, supply[i]!));
    if (supply[i]! > 0) arc(src, 2 * i, supply[i]!);
    if (c === b.goal || touchesOutside(s, r, c)) arc(2 * i + 1, sink, 2);
    for (let d = 0; d < 4; d++) {
      const e = b.cellEdge[4 * c + d]!;
      if (e < 0) continue;
      const j = local[b.nb[4 * c + d]!]! - 1;
      if (j >= 0 && b.region[b.nb[4 * c + d]!] === r && s.usable(e)) arc(2 * i + 1, 2 * j, 1);
    }
  }
  // augmenting paths by breadth-first search, one unit each
  const from = new Int32Array(nodes);
  const queue = new Int32Array(nodes);
  let flow = 0;
  while (flow < demand) {
    from.fill(-1);
    from[src] = -2;
    let head0 = 0, tail = 0;
    queue[tail++] = src;
    while (head0 < tail && from[sink] === -1) {
      const x = queue[head0++]!;
      for (let a = first[x]!; a >= 0; a = nextArc[a]!) {
        const y = to[a]!;
        if (cap[a]! > 0 && from[y] === -1) { from[y] = a; queue[tail++] = y; }
      }
    }
    if (from[sink] === -1) return false;
    for (let y = sink; y !== src;) {
      const a = from[y]!;
      cap[a]!--; cap[a ^ 1]!++;
      y = to[a ^ 1]!;
    }
    flow++;
  }
  return true;
}

import { LINE, type HaisuState } from '../state.ts';

/**
 * Runs: the parts of each region joined by drawn lines inside it. Each run is walked on one
 * entry, so it carries at most one entry number ("label"): from the walk from S, from an
 * ordinal, and the region's total at G (G is on the last entry). A run holding two different
 * labels is a contradiction (`ok` false). The arrays are scratch space, valid until the next call.
 */
export interface Runs {
  ok: boolean;
  /** root cell of each cell's run */
  root: Int32Array;
  /** per root: the run's entry number, 0 = unknown */
  label: Int32Array;
}

let root = new Int32Array(0);
let label = new Int32Array(0);

function find(x: number): number {
  while (root[x] !== x) { root[x] = root[root[x]!]!; x = root[x]!; }
  return x;
}

export function findRuns(s: HaisuState): Runs {
  const b = s.board, n = b.size;
  if (root.length < n) { root = new Int32Array(n); label = new Int32Array(n); }
  for (let c = 0; c < n; c++) { root[c] = c; label[c] = 0; }
  for (let e = 0; e < b.edgeCount; e++) {
    if (s.edge[e] !== LINE) continue;
    const x = b.edgeA[e]!, y = b.edgeB[e]!;
    if (b.region[x] === b.region[y]) root[find(x)] = find(y);
  }
  let ok = true;
  for (let c = 0; c < n; c++) {
    const p = find(c);
    const k = s.visitOf[c] || b.ordinal[c]!;
    if (k === 0) continue;
    if (label[p] === 0) label[p] = k;
    else if (label[p] !== k) ok = false;
    // a walked cell with an ordinal has been checked against it when walked
  }
  const t = b.total[b.region[b.goal]!]!;
  if (t > 0) {
    const p = find(b.goal);
    if (label[p] === 0) label[p] = t;
    else if (label[p] !== t) ok = false;
  }
  return { ok, root, label };
}

/** The largest entry number any cell of region r is known to be on. */
export const topLabel = (s: HaisuState, r: number): number => Math.max(s.board.maxOrdinal[r]!, s.visits[r]!);

import { LINE, type HaisuState } from '../state.ts';

/**
 * Runs: the parts of each region joined by drawn lines inside it. Each run is walked on one
 * entry, so it carries at most one entry number ("label"): from the walk from S, from an
 * ordinal, 1 at S, and the region's total at G (G is on the last entry). A run holding two
 * different labels is a contradiction (`ok` false).
 */
export interface Runs {
  ok: boolean;
  /** root cell of each cell's run */
  root: Int32Array;
  /** per root: the run's entry number, 0 = unknown */
  label: Int32Array;
  /** per root: the run holds G */
  hasGoal: Uint8Array;
}

export function findRuns(s: HaisuState): Runs {
  const b = s.board;
  const root = Int32Array.from({ length: b.size }, (_, i) => i);
  const find = (x: number): number => {
    while (root[x] !== x) { root[x] = root[root[x]!]!; x = root[x]!; }
    return x;
  };
  for (let r = 0; r < b.regionCount; r++) {
    for (const e of b.inner[r]!) if (s.edge[e] === LINE) root[find(b.edgeA[e]!)] = find(b.edgeB[e]!);
  }
  for (let c = 0; c < b.size; c++) find(c);
  const label = new Int32Array(b.size);
  const hasGoal = new Uint8Array(b.size);
  let ok = true;
  const put = (c: number, k: number) => {
    const p = root[c]!;
    if (k === 0) return;
    if (label[p] === 0) label[p] = k;
    else if (label[p] !== k) ok = false;
  };
  for (let c = 0; c < b.size; c++) {
    put(c, s.visitOf[c]!);
    put(c, b.ordinal[c]!);
  }
  const g = b.goal;
  hasGoal[root[g]!] = 1;
  const t = b.total[b.region[g]!]!;
  if (t > 0) put(g, t);
  return { ok, root, label, hasGoal };
}

/** The largest entry number any cell of region r is known to be on. */
export const topLabel = (s: HaisuState, r: number): number => Math.max(s.board.maxOrdinal[r]!, s.visits[r]!);

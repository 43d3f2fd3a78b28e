/**
 * Hall's condition at the level the rules point at: per pair of touching blocks, a matching
 * among the pair's own open stitches. The pair still owes k − placed stitches, which must share
 * no cell; so with a maximum matching M of its open stitches (on cells not yet pierced):
 *  - |M| below what is owed: contradiction;
 *  - |M| exactly what is owed: a stitch in no maximum matching is out, a stitch in every
 *    maximum matching is in.
 * Written as a rung so that the experiment can run it where the ladder would, after the
 * counting rungs; it is not on the solver's ladder (the write-up's point, and the experiment's,
 * is that at k = 1 it never decides anything).
 */
import type { Rung } from '../../src/core/ladder.ts';
import { type Model, type State, UNKNOWN } from '../../src/stitches/research.ts';

/** Size of a maximum matching among the given stitches (candidate ids), leaving out `skip` (a stitch) and the cells of `drop` (a stitch). */
function matchingSize(m: Model, cands: readonly number[], skip: number, drop: number): number {
  const left = new Map<number, number>(), right = new Map<number, number>();
  const edges: [number, number][] = [];
  const dropA = drop >= 0 ? m.candA[drop]! : -1, dropB = drop >= 0 ? m.candB[drop]! : -1;
  // every stitch of one pair joins a cell of its lower block to a cell of its higher block
  for (const c of cands) {
    if (c === skip) continue;
    let a = m.candA[c]!, b = m.candB[c]!;
    if (a === dropA || a === dropB || b === dropA || b === dropB) continue;
    if (m.region[a]! > m.region[b]!) [a, b] = [b, a];
    if (!left.has(a)) left.set(a, left.size);
    if (!right.has(b)) right.set(b, right.size);
    edges.push([left.get(a)!, right.get(b)!]);
  }
  return maximumMatching(left.size, edges);
}

/** Size of a maximum matching of a small bipartite graph (left ids 0..n-1), by augmenting paths (Kuhn). */
function maximumMatching(leftCount: number, edges: readonly [number, number][]): number {
  const adj: number[][] = Array.from({ length: leftCount }, () => []);
  for (const [u, v] of edges) adj[u]!.push(v);
  const partner = new Map<number, number>();
  const augment = (u: number, seen: Set<number>): boolean => {
    for (const v of adj[u]!) {
      if (seen.has(v)) continue;
      seen.add(v);
      const w = partner.get(v);
      if (w === undefined || augment(w, seen)) { partner.set(v, u); return true; }
    }
    return false;
  };
  let size = 0;
  for (let u = 0; u < leftCount; u++) if (augment(u, new Set())) size++;
  return size;
}

export const pairHallRung: Rung<State> = {
  id: 'pair-hall',
  name: 'pair hall',
  summary: "a pair's open stitches must hold a matching as large as the stitches it still owes",
  apply(s) {
    const m = s.model, before = s.decisions;
    for (let p = 0; p < m.pairCount; p++) {
      const owed = m.k - s.pairIn[p]!;
      if (owed <= 0) continue;
      const open: number[] = [];
      for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) if (s.cand[m.pairCands[i]!] === UNKNOWN) open.push(m.pairCands[i]!);
      const best = matchingSize(m, open, -1, -1);
      if (best < owed) return -1;
      if (best > owed) continue;
      for (const c of open) {
        if (s.cand[c] !== UNKNOWN) continue;
        // in some maximum matching: the rest, without c's cells, still matches owed − 1
        if (matchingSize(m, open, c, c) < owed - 1) { if (!s.setOut(c)) return -1; continue; }
        // in every maximum matching: without c the rest falls short
        if (matchingSize(m, open, c, -1) < owed && !s.setIn(c)) return -1;
      }
    }
    return s.decisions - before;
  },
};

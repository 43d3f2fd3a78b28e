/**
 * The plain band solver: depth-first branch-and-bound in row-scan order (band rows top to bottom,
 * each left to right), pruning a partial filling once its mismatches reach the best found. Exact
 * when it finishes within its node budget; the cross-check and the baseline for BANDSAW.
 */
import { bandCandidates, belowColour, type BandProblem } from './band.ts';
import type { Placement } from './model.ts';

interface BaselineResult {
  /** fewest mismatches found (proven optimal when not exhausted); null = no filling exists */
  best: number | null;
  cells: Placement[] | null;
  nodes: number;
  /** the node budget ran out: `best` is then only an upper bound */
  exhausted: boolean;
}

/**
 * `below`: only fillings with fewer mismatches than this are of interest (default: any). With a
 * known bound the search proves or refutes it without walking the costlier fillings.
 */
export function branchAndBound(p: BandProblem, nodeBudget = Number.POSITIVE_INFINITY, below = Number.POSITIVE_INFINITY): BaselineResult {
  const w = p.width, n = w * p.rows;
  const cands = bandCandidates(p);
  const used = new Uint8Array(p.pool.length);
  const chosen = new Int32Array(n);
  const bottomOf = new Int32Array(n), rightOf = new Int32Array(n);
  const belowRow = Int32Array.from({ length: w }, (_, c) => belowColour(p, c));
  let best = below, bestCells: Placement[] | null = null;
  let nodes = 0, exhausted = false;
  const visit = (i: number, cost: number): void => {
    if (i === n) {
      best = cost;
      bestCells = Array.from(chosen, (k, cell) => [p.pool[cands[cell]!.q[k]!]!, cands[cell]!.rot[k]!] as const);
      return;
    }
    const c = cands[i]!;
    const top = i < w ? p.above[i]! : bottomOf[i - w]!;
    const left = i % w > 0 ? rightOf[i - 1]! : -1;
    for (let k = 0; k < c.q.length; k++) {
      if (used[c.q[k]!]) continue;
      const next = cost + (c.top[k] !== top ? 1 : 0) + (left >= 0 && c.left[k] !== left ? 1 : 0)
        + (i >= n - w && c.bottom[k] !== belowRow[i - (n - w)] ? 1 : 0);
      if (next >= best) continue;
      if (++nodes > nodeBudget) { exhausted = true; return; }
      used[c.q[k]!] = 1;
      chosen[i] = k;
      bottomOf[i] = c.bottom[k]!;
      rightOf[i] = c.right[k]!;
      visit(i + 1, next);
      used[c.q[k]!] = 0;
      if (exhausted) return;
    }
  };
  visit(0, 0);
  return { best: bestCells ? best : null, cells: bestCells, nodes: Math.min(nodes, nodeBudget), exhausted };
}

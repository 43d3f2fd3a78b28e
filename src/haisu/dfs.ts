/**
 * The plain reference: a depth-first walk from S over unvisited neighbours, checking each
 * number as the walk reaches it. No deductions at all, so it is the baseline the solver and the
 * counter are checked against (and benchmarked beside).
 */
import type { Board } from './model.ts';

interface DfsOptions {
  /** stop after this many walks */
  cap?: number;
  /** stop after this many steps (the count is then a floor) */
  nodeBudget?: number;
  onWalk?: (cells: readonly number[]) => void;
}

interface DfsResult {
  walks: number;
  exhausted: boolean;
  nodes: number;
}

export function dfsWalks(b: Board, options: DfsOptions = {}): DfsResult {
  const cap = options.cap ?? Number.POSITIVE_INFINITY;
  const budget = options.nodeBudget ?? Number.POSITIVE_INFINITY;
  const seen = new Uint8Array(b.size);
  const visits = new Int32Array(b.regionCount);
  const trail: number[] = [];
  let found = 0, nodes = 0;
  const totalsOk = (): boolean => {
    for (let r = 0; r < b.regionCount; r++) if (b.total[r] !== 0 && b.total[r] !== visits[r]) return false;
    return true;
  };
  const step = (cell: number, from: number, length: number): void => {
    if (++nodes > budget) return;
    const reg = b.region[cell]!;
    const entered = from < 0 || b.region[from] !== reg;
    if (entered) visits[reg]!++;
    const k = b.ordinal[cell]!;
    if ((k === 0 || k === visits[reg]) && (b.total[reg] === 0 || visits[reg]! <= b.total[reg]!)) {
      seen[cell] = 1;
      trail.push(cell);
      if (length === b.size) {
        if (cell === b.goal && totalsOk()) { found++; options.onWalk?.(trail); }
      } else if (cell !== b.goal) {
        for (let d = 0; d < 4 && found < cap; d++) {
          const m = b.nb[4 * cell + d]!;
          if (m >= 0 && !seen[m]) step(m, cell, length + 1);
        }
      }
      seen[cell] = 0;
      trail.pop();
    }
    if (entered) visits[reg]!--;
  };
  step(b.start, -1, 1);
  return { walks: Math.min(found, cap), exhausted: nodes > budget, nodes: Math.min(nodes, budget) };
}

/** Walks of the board (numbers read as the board says), up to `cap`; each is handed to onWalk. */
export function dfsCount(b: Board, cap = Number.POSITIVE_INFINITY, onWalk?: (cells: readonly number[]) => void): number {
  return dfsWalks(b, { cap, ...(onWalk && { onWalk }) }).walks;
}

/**
 * Directed Hamiltonian paths of a plain w×h grid by recursion over unvisited neighbours, from
 * `from` (or every cell) to `to` (or anywhere); null when the step budget runs out.
 */
export function gridPathsDfs(w: number, h: number, from?: number, to?: number, nodeBudget = Number.POSITIVE_INFINITY): number | null {
  const n = w * h;
  const seen = new Uint8Array(n);
  let found = 0, nodes = 0;
  const go = (cell: number, length: number): void => {
    if (++nodes > nodeBudget) return;
    if (length === n) { if (to === undefined || cell === to) found++; return; }
    if (cell === to) return;
    const r = Math.floor(cell / w), c = cell % w;
    const next = [r > 0 ? cell - w : -1, r < h - 1 ? cell + w : -1, c > 0 ? cell - 1 : -1, c < w - 1 ? cell + 1 : -1];
    for (const m of next) {
      if (m < 0 || seen[m]) continue;
      seen[m] = 1; go(m, length + 1); seen[m] = 0;
    }
  };
  for (let s = 0; s < n; s++) {
    if (from !== undefined && s !== from) continue;
    seen[s] = 1; go(s, 1); seen[s] = 0;
  }
  return nodes > nodeBudget ? null : found;
}

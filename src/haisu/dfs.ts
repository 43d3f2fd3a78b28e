/**
 * The plain reference: a depth-first walk from S over unvisited neighbours, checking each
 * number as the walk reaches it. No deductions at all, so it is the baseline the solver and the
 * counter are checked against (and benchmarked beside).
 */
import type { Board } from './model.ts';

/** Walks of the board (numbers read as the board says), up to `cap`; each is handed to onWalk. */
export function dfsCount(b: Board, cap = Number.POSITIVE_INFINITY, onWalk?: (cells: readonly number[]) => void): number {
  const trail: number[] = [];
  const seen = new Uint8Array(b.size);
  const visits = new Int32Array(b.regionCount);
  let found = 0;
  const totalsOk = (): boolean => {
    for (let r = 0; r < b.regionCount; r++) if (b.total[r] !== 0 && b.total[r] !== visits[r]) return false;
    return true;
  };
  const step = (cell: number, from: number, length: number): void => {
    const reg = b.region[cell]!;
    const entered = from < 0 || b.region[from] !== reg;
    if (entered) visits[reg]!++;
    const k = b.ordinal[cell]!;
    if ((k === 0 || k === visits[reg]) && (b.total[reg] === 0 || visits[reg]! <= b.total[reg]!)) {
      seen[cell] = 1;
      trail.push(cell);
      if (length === b.size) {
        if (cell === b.goal && totalsOk()) { found++; onWalk?.(trail); }
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
  return Math.min(found, cap);
}

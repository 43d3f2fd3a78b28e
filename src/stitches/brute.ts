/**
 * An exhaustive reference enumerator, written independently of the solver so tests can check
 * it: for every touching pair choose exactly k of its places (all combinations), keep the
 * choices whose stitches share no cell, and check the margins at the end.
 */
import { buildModel, type StitchesPuzzle } from './model.ts';

/** Every answer, each as a sorted list of candidate ids of buildModel(puzzle). */
export function allAnswers(puzzle: StitchesPuzzle, limit = 1_000_000): number[][] {
  const m = buildModel(puzzle);
  const used = new Uint8Array(m.cellCount);
  const chosen: number[] = [];
  const out: number[][] = [];
  const marginsHold = (): boolean => {
    const rows = new Array<number>(m.height).fill(0), cols = new Array<number>(m.width).fill(0);
    for (let x = 0; x < m.cellCount; x++) if (used[x]) { rows[Math.floor(x / m.width)]!++; cols[x % m.width]!++; }
    return puzzle.rows.every((v, r) => v === null || v === rows[r]) && puzzle.cols.every((v, c) => v === null || v === cols[c]);
  };
  // choose places for pair p, from index `from` of its list, `left` still to choose
  const choose = (p: number, from: number, left: number): void => {
    if (out.length >= limit) return;
    if (p === m.pairCount) {
      if (marginsHold()) out.push([...chosen].sort((a, b) => a - b));
      return;
    }
    if (left === 0) { choose(p + 1, 0, m.k); return; }
    const places = m.pairStart[p + 1]! - m.pairStart[p]!;
    for (let i = from; i <= places - left; i++) {
      const c = m.pairCands[m.pairStart[p]! + i]!;
      const a = m.candA[c]!, b = m.candB[c]!;
      if (used[a] || used[b]) continue;
      used[a] = 1; used[b] = 1; chosen.push(c);
      choose(p, i + 1, left - 1);
      used[a] = 0; used[b] = 0; chosen.pop();
    }
  };
  choose(0, 0, m.k);
  return out;
}

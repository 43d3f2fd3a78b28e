/**
 * Turnable squares: a 2×2 square a b / c d whose four inner gaps all cross block borders and
 * one of whose diagonals lies in a single block. Sewn as {ab, cd} it can be turned into
 * {ac, bd}: the same four cells are pierced (so every margin agrees) and, because a diagonal
 * shares a block, the same block pairs are sewn. An answer that sews such a square always has
 * a twin, so the generator drops it while sewing instead of finding out in the uniqueness test.
 */
import { candidateBetween, type Model } from './model.ts';
import { IN, type State } from './state.ts';

/**
 * The turnable squares of a block map, four candidate ids each: ab, cd (one sewing) then
 * ac, bd (the other).
 */
export function turnableSquares(m: Model): Int32Array {
  const out: number[] = [];
  const w = m.width;
  for (let r = 0; r + 1 < m.height; r++) {
    for (let col = 0; col + 1 < w; col++) {
      const a = r * w + col, b = a + 1, c = a + w, d = c + 1;
      const ra = m.region[a], rb = m.region[b], rc = m.region[c], rd = m.region[d];
      const gapsCross = ra !== rb && rc !== rd && ra !== rc && rb !== rd;
      if (gapsCross && (ra === rd || rb === rc)) {
        out.push(candidateBetween(m, a, b), candidateBetween(m, c, d), candidateBetween(m, a, c), candidateBetween(m, b, d));
      }
    }
  }
  return Int32Array.from(out);
}

/** Whether the placed stitches sew some turnable square either way. */
export function sewsTurnable(s: State, squares: Int32Array): boolean {
  for (let i = 0; i < squares.length; i += 4) {
    if (s.cand[squares[i]!] === IN && s.cand[squares[i + 1]!] === IN) return true;
    if (s.cand[squares[i + 2]!] === IN && s.cand[squares[i + 3]!] === IN) return true;
  }
  return false;
}

import type { Rung } from '../../core/ladder.ts';
import { SLOT, UNKNOWN, type HaisuState } from '../state.ts';

/**
 * The path itself: every cell holds exactly its line ends (two, one at S and at G), and no line
 * may close a ring or join S to G while cells are left over.
 *
 * Incremental: a cell's verdicts change only when a gap at it is set or it becomes a fragment
 * end whose other end moved, and each of those is in the state's change log. The rung reads the
 * log from where it caught up (the whole board at its first call) and, as its own verdicts land
 * in the log too, runs to its own fixpoint in the same pass.
 */
export const degree: Rung<HaisuState> = {
  id: 'degree',
  name: 'Degree',
  summary: 'every cell takes exactly two line ends (one at S and at G), and no line may close a ring or finish the walk early',
  apply(s) {
    const b = s.board;
    let made = 0;
    let from = s.since(SLOT.degree);
    if (from < 0) {
      for (let c = 0; c < b.size; c++) {
        const m = settleCell(s, c);
        if (m < 0) return -1;
        made += m;
      }
      from = 0;
    }
    const log = s.log;
    for (let i = from; i < s.changes; i++) {
      const code = log[i]!;
      let m: number;
      if (code < 0) {
        // a cell walked (~(size + cell)) has no new line or cut: nothing for degree
        if (~code >= b.size) continue;
        m = settleCell(s, ~code);
      }
      else {
        m = settleCell(s, b.edgeA[code]!);
        if (m >= 0) { const m2 = settleCell(s, b.edgeB[code]!); m = m2 < 0 ? -1 : m + m2; }
      }
      if (m < 0) return -1;
      made += m;
    }
    s.caughtUp(SLOT.degree, s.changes);
    return made;
  },
};

/**
 * Cell c's gaps: cut those a line would break a rule on (c or its neighbour full, a ring, S
 * joined to G early); draw them all when c needs every one left. -1 on a cell that cannot get
 * its line ends.
 */
function settleCell(s: HaisuState, c: number): number {
  const b = s.board;
  // open: the gaps at c still without a verdict once the cuts are made (counted here, as no
  // other rung reads them, so the state keeps no count on the trail)
  let made = 0, open = 0;
  for (let d = 0; d < 4; d++) {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0 || s.edge[e] !== UNKNOWN) continue;
    const x = b.edgeA[e]!, y = b.edgeB[e]!;
    if (s.lines[x]! >= b.need[x]! || s.lines[y]! >= b.need[y]! || !s.canJoin(x, y)) {
      s.setCut(e);
      made++;
    } else open++;
  }
  const missing = b.need[c]! - s.lines[c]!;
  if (missing > open) return -1;
  if (missing === 0 || missing !== open) return made;
  for (let d = 0; d < 4; d++) {
    const e = b.cellEdge[4 * c + d]!;
    if (e < 0 || s.edge[e] !== UNKNOWN) continue;
    if (!s.setLine(e)) return -1;
    made++;
  }
  return made;
}

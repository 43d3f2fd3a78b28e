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
    const log = s.log, seen = settledIn(s);
    const call = ++seen.call;
    for (let i = from; i < s.changes; i++) {
      const code = log[i]!;
      let m = 0;
      if (code < 0) {
        // a cell walked (~(size + cell)) has no new line or cut: nothing for degree
        if (~code >= b.size) continue;
        m = settleOnce(s, seen, call, i, ~code);
      }
      else {
        m = settleOnce(s, seen, call, i, b.edgeA[code]!);
        if (m >= 0) { const m2 = settleOnce(s, seen, call, i, b.edgeB[code]!); m = m2 < 0 ? -1 : m + m2; }
      }
      if (m < 0) return -1;
      made += m;
    }
    s.caughtUp(SLOT.degree, s.changes);
    return made;
  },
};

/**
 * Per cell, the call of degree that last settled it and the log's length just after: a change
 * logged before that saw the cell settled with it already in place, so settling it again for
 * that change finds nothing (most of them are the cuts the cell's own settling made). Only
 * trusted within one call, in which nothing is undone, so it needs no place on the trail.
 */
interface Settled { call: number; by: Int32Array; at: Int32Array }
const settled = new WeakMap<HaisuState, Settled>();

function settledIn(s: HaisuState): Settled {
  let seen = settled.get(s);
  if (!seen) {
    seen = { call: 0, by: new Int32Array(s.board.size), at: new Int32Array(s.board.size) };
    settled.set(s, seen);
  }
  return seen;
}

/** settleCell for the change at log index i, skipped when this call settled c after that change was logged. */
function settleOnce(s: HaisuState, seen: Settled, call: number, i: number, c: number): number {
  if (seen.by[c] === call && seen.at[c]! > i) return 0;
  const m = settleCell(s, c);
  seen.by[c] = call;
  seen.at[c] = s.changes;
  return m;
}

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

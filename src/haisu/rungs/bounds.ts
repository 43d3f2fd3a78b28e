import { LINE, UNKNOWN, type HaisuState } from '../state.ts';

/**
 * What a region knows about its number of entries v, from everything known so far: at least
 * one; at least its colour imbalance (one run covers at most one more cell of one colour); at
 * least its largest ordinal; at least the entries the walk from S has made, plus one if cells
 * are left and the walk is elsewhere; at most its cell count; exactly its total when it has one.
 */
export function visitBounds(s: HaisuState, r: number): { min: number; max: number } {
  const b = s.board;
  let min = Math.max(1, b.imbalance[r]!, b.maxOrdinal[r]!);
  let max = b.cellsOf[r]!.length;
  const walked = s.visits[r]!;
  let left = false;
  for (const c of b.cellsOf[r]!) if (s.visitOf[c] === 0) { left = true; break; }
  min = Math.max(min, walked + (left && b.region[s.head] !== r ? 1 : 0));
  const total = b.total[r]!;
  if (total > 0) {
    min = Math.max(min, total);
    max = Math.min(max, total);
  }
  return { min, max };
}

/** Border edges of region r drawn and still open. */
export function borderState(s: HaisuState, r: number): { drawn: number; open: number } {
  let drawn = 0, open = 0;
  for (const e of s.board.borders[r]!) {
    if (s.edge[e] === LINE) drawn++;
    else if (s.edge[e] === UNKNOWN) open++;
  }
  return { drawn, open };
}

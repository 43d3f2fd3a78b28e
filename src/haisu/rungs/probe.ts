import type { Rung } from '../../core/ladder.ts';
import { runLadder } from '../../core/ladder.ts';
import { UNKNOWN, type HaisuState } from '../state.ts';

/**
 * Probing: assume a line on an open gap and run the cheaper rungs; if that ends in a
 * contradiction the gap is cut (and a cut that fails is drawn). Stops at the first verdict so
 * the cheaper rungs take over again.
 */
export function makeProbe(inner: readonly Rung<HaisuState>[]): Rung<HaisuState> {
  const fails = (s: HaisuState, e: number, set: (e: number) => boolean): boolean => {
    const mark = s.trail.mark();
    const bad = !set(e) || !runLadder(s, inner);
    s.trail.undo(mark);
    return bad;
  };
  return {
    id: 'probe',
    name: 'Probe',
    summary: 'assume a line (or a cut) on a gap; if the cheaper rungs then reach a contradiction, the opposite holds',
    apply(s) {
      for (let e = 0; e < s.board.edgeCount; e++) {
        if (s.edge[e] !== UNKNOWN) continue;
        if (fails(s, e, (x) => s.setLine(x))) return s.setCut(e) ? 1 : -1;
        if (fails(s, e, (x) => s.setCut(x))) return s.setLine(e) ? 1 : -1;
      }
      return 0;
    },
  };
}

import type { Rung } from '../../core/ladder.ts';
import { runLadder } from '../../core/ladder.ts';
import { UNKNOWN, type HaisuState } from '../state.ts';

/** How a probing rung is named: its id on the command line, its name and sentence for people. */
interface ProbeNames {
  id: string;
  name: string;
  summary: string;
}

const PROBE_NAMES: ProbeNames = {
  id: 'probe', name: 'Probe',
  summary: 'assume a line (or a cut) on a gap; if the cheaper rungs then reach a contradiction, the opposite holds',
};

/**
 * Probing: assume a line on an open gap and run the `inner` rungs; if that ends in a
 * contradiction the gap is cut (and a cut that fails is drawn). One pass over all open gaps;
 * each verdict holds on the state it was found in, so it still holds after later ones.
 */
export function makeProbe(inner: readonly Rung<HaisuState>[], names: ProbeNames = PROBE_NAMES): Rung<HaisuState> {
  const fails = (s: HaisuState, e: number, line: boolean): boolean => {
    const mark = s.mark();
    const bad = !(line ? s.setLine(e) : s.setCut(e)) || !runLadder(s, inner);
    s.undo(mark);
    return bad;
  };
  return {
    ...names,
    apply(s) {
      let made = 0;
      for (let e = 0; e < s.board.edgeCount; e++) {
        if (s.edge[e] !== UNKNOWN) continue;
        if (fails(s, e, true)) {
          if (!s.setCut(e) || !runLadder(s, inner)) return -1;
          made++;
        } else if (fails(s, e, false)) {
          if (!s.setLine(e) || !runLadder(s, inner)) return -1;
          made++;
        }
      }
      return made;
    },
  };
}

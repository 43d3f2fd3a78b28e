import { runLadder, type Rung } from '../../core/ladder.ts';
import { UNKNOWN, type State } from '../state.ts';
import { stitchWords } from './names.ts';

/** Assume a stitch, run the cheaper rungs, and rule it out when they reach a contradiction. */
export function makeProbe(cheaper: readonly Rung<State>[]): Rung<State> {
  return {
    id: 'probe',
    name: 'probe',
    summary: 'assume a stitch, run the cheaper rungs, and keep the contradiction',
    apply(s) {
      const m = s.model, before = s.decisions, explaining = s.explaining;
      for (let c = 0; c < m.candCount; c++) {
        if (s.cand[c] !== UNKNOWN) continue;
        // a hypothesis is not a decision: do not count or explain it
        const mark = s.trail.mark(), kept = s.decisions;
        s.explaining = false;
        const holds = s.setIn(c) && runLadder(s, cheaper);
        s.trail.undo(mark);
        s.decisions = kept;
        s.explaining = explaining;
        if (holds) continue;
        if (explaining) s.reason = `If ${stitchWords(m, c)} were a stitch, the simpler rules would reach a contradiction, so it is not one.`;
        // keep probing in the same pass: later probes start from the stronger state
        if (!s.setOut(c)) return -1;
      }
      return s.decisions - before;
    },
  };
}

import { runLadder, type Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { UNKNOWN, type State } from '../state.ts';
import { stitchWords } from './names.ts';

/**
 * Assume a stitch, run the rungs it is given (the counting rungs), and rule the stitch out
 * when they reach a contradiction. One call probes every undecided stitch once. A stitch ruled
 * out is followed at once by those rungs on the real state, so later probes start from the
 * stronger state; left for later, its consequences would be derived again inside every
 * following hypothesis and then undone with it, and the rungs' work queues (which are not on
 * the trail) would lose them.
 *
 * A stitch that a successful probe placed as a consequence is not probed again in the same
 * call: its own consequences are a subset of the ones just seen to hold.
 */
export function makeProbe(cheaper: readonly Rung<State>[]): Rung<State> {
  const covered = new WeakMap<Model, Int32Array>();
  let round = 0;
  return {
    id: 'probe',
    name: 'probe',
    summary: 'assume a stitch, run the counting rungs, and rule it out when they reach a contradiction',
    apply(s) {
      const m = s.model, before = s.decisions, explaining = s.explaining;
      let seen = covered.get(m);
      if (!seen) { seen = new Int32Array(m.candCount); covered.set(m, seen); }
      const now = ++round;
      for (let c = 0; c < m.candCount; c++) {
        if (s.cand[c] !== UNKNOWN || seen[c] === now) continue;
        // a hypothesis is not a decision: do not count or explain it
        const mark = s.trail.mark(), kept = s.decisions;
        s.explaining = false;
        s.logging = true;
        s.placedLogSize = 0;
        const holds = s.setIn(c) && runLadder(s, cheaper);
        s.logging = false;
        if (holds) for (let i = 0; i < s.placedLogSize; i++) seen[s.placedLog[i]!] = now;
        s.trail.undo(mark);
        s.decisions = kept;
        s.explaining = explaining;
        if (holds) continue;
        if (explaining) s.reason = `If ${stitchWords(m, c)} were a stitch, the simpler rules would reach a contradiction, so it is not one.`;
        if (!s.setOut(c) || !runLadder(s, cheaper)) return -1;
      }
      return s.decisions - before;
    },
  };
}

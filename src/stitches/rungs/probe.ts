import { runLadder, type Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { UNKNOWN, type State } from '../state.ts';
import { stitchWords } from './names.ts';

/**
 * Assume a stitch, run the rungs it is given (the counting rungs), and rule the stitch out
 * when they reach a contradiction. One call probes every undecided stitch once, those of the
 * pairs with the fewest spare places first (they fail most often, and each stitch ruled out
 * makes the later probes cheaper), and among those the ones whose last probe settled the most
 * first (the more a stitch settles, the likelier it now meets a contradiction, and the more
 * later stitches its placements spare from probing).
 *
 * A stitch ruled out is followed at once by those rungs on the real state, so later probes
 * start from the stronger state; left for later, its consequences would be derived again
 * inside every following probe and undone with it, and the rungs' work queues (which are not
 * on the trail) would lose them.
 *
 * A stitch that a successful probe placed as a consequence is not probed again in the same
 * call: its own consequences are a subset of the ones just seen to hold. Each successful probe
 * leaves in `probeReach` how many verdicts it settled, for the search to choose its branch.
 *
 * What a probe pushed onto the rungs' queues is dropped with its undo: it names items of a
 * state that is gone, and the hall rung (which a probe does not run) would otherwise look
 * again at every block the probes touched, finding nothing.
 *
 * With `byLines`, the order above is kept only among stitches whose tightest line is equally
 * tight (orderByLines): the solver's probe, which on the published 15×15 boards needs about half the
 * probes or fewer that way. The stitches it rules out in the end are the same in any order
 * (a probe that fails still fails on a stronger state), so only how soon each is found changes.
 */
export function makeProbe(cheaper: readonly Rung<State>[], byLines = false): Rung<State> {
  const scratch = new WeakMap<Model, Scratch>();
  let round = 0;
  return {
    id: 'probe',
    name: 'probe',
    summary: 'assume a stitch, run the counting rungs, and rule it out when they reach a contradiction',
    apply(s) {
      const m = s.model, before = s.decisions, explaining = s.explaining;
      let work = scratch.get(m);
      if (!work) { work = newScratch(m); scratch.set(m, work); }
      const { seen } = work, now = ++round;
      const count = orderBySlack(s, work);
      if (byLines) orderByLines(s, work, count);
      for (let i = 0; i < count; i++) {
        const c = work.order[i]!;
        if (s.cand[c] !== UNKNOWN || seen[c] === now) continue;
        // a hypothesis is not a decision: do not count or explain it
        const mark = s.trail.mark(), kept = s.decisions, hallWaiting = s.hallQueue.size;
        s.explaining = false;
        s.probes++;
        s.logging = true;
        s.placedLogSize = 0;
        const holds = s.setIn(c) && runLadder(s, cheaper);
        s.logging = false;
        if (holds) {
          s.probeReach[c] = s.trail.mark() - mark;
          for (let j = 0; j < s.placedLogSize; j++) seen[s.placedLog[j]!] = now;
        }
        s.trail.undo(mark);
        // what the probe left on the queues is about a state that is gone
        s.pairQueue.truncate(0); s.blockQueue.truncate(0); s.lineQueue.truncate(0);
        s.hallQueue.truncate(hallWaiting);
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

/** Slack at most this is told apart; more counts as this much. */
const SLACK_CAP = 15;

/** Arrays reused by every call on one model. */
interface Scratch {
  /** the round in which a stitch was last placed by a successful probe */
  seen: Int32Array;
  /** the undecided stitches in probing order */
  order: Int32Array;
  /** per spare-place count, where its stitches start in `order` */
  bucket: Int32Array;
  /** per line, its slack; per slack, where its stitches start; the probing order being rebuilt */
  slack: Int32Array;
  slackBucket: Int32Array;
  reorder: Int32Array;
}

const newScratch = (m: Model): Scratch => ({
  seen: new Int32Array(m.candCount),
  order: new Int32Array(m.candCount),
  bucket: new Int32Array(m.candCount + 2),
  slack: new Int32Array(m.width + m.height),
  slackBucket: new Int32Array(SLACK_CAP + 2),
  reorder: new Int32Array(m.candCount),
});

/**
 * Fills work.order with the undecided stitches by their pair's spare places (a counting sort),
 * and within one count by what their last probe settled, most first; returns how many.
 */
function orderBySlack(s: State, work: Scratch): number {
  const m = s.model, { order, bucket } = work;
  const spare = (c: number): number => {
    const p = m.candPair[c]!;
    return Math.max(0, s.pairOpen[p]! - (m.k - s.pairIn[p]!));
  };
  bucket.fill(0);
  for (let c = 0; c < m.candCount; c++) if (s.cand[c] === UNKNOWN) bucket[spare(c) + 1]!++;
  for (let i = 1; i < bucket.length; i++) bucket[i]! += bucket[i - 1]!;
  const count = bucket[bucket.length - 1]!;
  for (let c = 0; c < m.candCount; c++) if (s.cand[c] === UNKNOWN) order[bucket[spare(c)]!++] = c;
  // bucket[i] now ends the run of spare count i
  const reach = s.probeReach, byReach = (x: number, y: number): number => reach[y]! - reach[x]! || x - y;
  for (let i = 0, from = 0; i < bucket.length && from < count; from = bucket[i++]!) {
    if (bucket[i]! - from > 1) order.subarray(from, bucket[i]).sort(byReach);
  }
  return count;
}

/**
 * Reorders the first `count` stitches of work.order, keeping their order within equal keys, by
 * the slack of the tightest line they put holes in: how far the line's need sits from the
 * nearest total its pairs can give, one more for a line the stitch only crosses. A stitch on a
 * line with no room to spare is the likeliest to break it, and the probes that fail are the
 * ones that pay. (Weighing the line along a stitch above those across it, as here, needed the
 * fewest probes of the keys tried on the published boards and the planted 15×15 and 20×20 ones.)
 */
function orderByLines(s: State, work: Scratch, count: number): void {
  const m = s.model, b = s.lines, { order, slackBucket: bucket, slack, reorder } = work, cs = m.candSlots, line = m.slotLine;
  for (let i = 0; i < slack.length; i++) {
    const target = i < m.height ? m.rowTarget[i]! : m.colTarget[i - m.height]!;
    const need = target - b.placed[i]!;
    slack[i] = target < 0 ? SLACK_CAP : Math.max(0, Math.min(SLACK_CAP, need - b.low[i]!, b.high[i]! - need));
  }
  // a stitch gives the line along it two holes and a line across it one, so a line across counts as one looser
  const key = (c: number): number =>
    Math.min(slack[line[cs[3 * c]!]!]!, slack[line[cs[3 * c + 1]!]!]! + 1, slack[line[cs[3 * c + 2]!]!]! + 1, SLACK_CAP);
  bucket.fill(0);
  for (let i = 0; i < count; i++) bucket[key(order[i]!) + 1]!++;
  for (let i = 1; i < bucket.length; i++) bucket[i]! += bucket[i - 1]!;
  for (let i = 0; i < count; i++) reorder[bucket[key(order[i]!)]!++] = order[i]!;
  order.set(reorder.subarray(0, count));
}


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
 * A probe that held is remembered with what it touched: the pairs, blocks and lines its
 * changes pushed onto the rungs' queues (the counting rungs read nothing else: each looks only
 * at the items on its queue, and every change pushes the items it concerns). While none of
 * those has changed since (State.changes) and the search has not undone the state the probe
 * saw (StitchesTrail.intact), the probe would run exactly as it did and hold, so it is not run
 * again: its placements are marked as if it had been. The verdicts, the reach the search
 * branches on, and so the node counts are those of probing every time.
 */
export function makeProbe(cheaper: readonly Rung<State>[], remember = true): Rung<State> {
  const scratch = new WeakMap<Model, Scratch>();
  const memos = new WeakMap<State, Memo>();
  let round = 0;
  return {
    id: 'probe',
    name: 'probe',
    summary: 'assume a stitch, run the counting rungs, and rule it out when they reach a contradiction',
    apply(s) {
      const m = s.model, before = s.decisions, explaining = s.explaining;
      let work = scratch.get(m);
      if (!work) { work = newScratch(m); scratch.set(m, work); }
      let memo = memos.get(s);
      if (!memo) { memo = new Memo(m.candCount); memos.set(s, memo); }
      const { seen } = work, now = ++round;
      const count = orderBySlack(s, work);
      for (let i = 0; i < count; i++) {
        const c = work.order[i]!;
        if (s.cand[c] !== UNKNOWN || seen[c] === now) continue;
        if (remember && memo.holds(s, c)) {
          memo.markPlaced(c, seen, now);
          continue;
        }
        // a hypothesis is not a decision: do not count or explain it
        const mark = s.trail.mark(), kept = s.decisions, hallWaiting = s.hallQueue.size;
        s.explaining = false;
        s.logging = true;
        s.placedLogSize = 0;
        const tick = s.changes.begin();
        const holds = s.setIn(c) && runLadder(s, cheaper);
        s.changes.end();
        s.logging = false;
        if (holds) {
          s.probeReach[c] = s.trail.mark() - mark;
          for (let j = 0; j < s.placedLogSize; j++) seen[s.placedLog[j]!] = now;
          if (remember) memo.keep(s, c, tick, mark);
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

/** The probes of one state that held: when, at which trail mark, what they touched and placed. */
class Memo {
  private readonly tick: Int32Array;
  private readonly mark: Int32Array;
  /** per stitch: how many items, the items, how many placements, the placements */
  private readonly record: (Int32Array | null)[];

  constructor(cands: number) {
    this.tick = new Int32Array(cands);
    this.mark = new Int32Array(cands);
    this.record = new Array<Int32Array | null>(cands).fill(null);
  }

  keep(s: State, c: number, tick: number, mark: number): void {
    const items = s.changes.size, placed = s.placedLogSize, need = items + placed + 2;
    let r = this.record[c];
    if (!r || r.length < need) r = this.record[c] = new Int32Array(Math.max(need, 2 * (r?.length ?? 0)));
    r[0] = items;
    r.set(s.changes.list.subarray(0, items), 1);
    r[items + 1] = placed;
    r.set(s.placedLog.subarray(0, placed), items + 2);
    this.tick[c] = tick;
    this.mark[c] = mark;
  }

  /** Whether stitch c's last probe that held would run the same way now. */
  holds(s: State, c: number): boolean {
    const r = this.record[c], tick = this.tick[c]!;
    if (!r || tick === 0 || !s.trail.intact(this.mark[c]!, tick)) return false;
    const at = s.changes.at;
    for (let j = 1, end = r[0]! + 1; j < end; j++) if (at[r[j]!]! >= tick) return false;
    return true;
  }

  markPlaced(c: number, seen: Int32Array, now: number): void {
    const r = this.record[c]!, from = r[0]! + 2;
    for (let j = from, end = from + r[r[0]! + 1]!; j < end; j++) seen[r[j]!] = now;
  }
}

/** Arrays reused by every call on one model. */
interface Scratch {
  /** the round in which a stitch was last placed by a successful probe */
  seen: Int32Array;
  /** the undecided stitches in probing order */
  order: Int32Array;
  /** per spare-place count, where its stitches start in `order` */
  bucket: Int32Array;
}

const newScratch = (m: Model): Scratch => ({
  seen: new Int32Array(m.candCount),
  order: new Int32Array(m.candCount),
  bucket: new Int32Array(m.candCount + 2),
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
    if (bucket[i]! - from > 1) order.subarray(from, bucket[i]!).sort(byReach);
  }
  return count;
}

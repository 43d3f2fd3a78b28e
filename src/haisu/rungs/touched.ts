import type { HaisuState, Slot } from '../state.ts';

/**
 * The regions a rung must look at again: those holding a cell of an edge set, or a cell walked
 * or moved as a fragment end, since the rung's cursor (every region while it has none).
 *
 * A pass takes them in increasing order, as a full pass over every region does, and a region
 * further on that the pass itself touches joins it: so the pass makes the same verdicts in the
 * same order as a full pass (a region nothing touched would make none). Each rung has its own
 * set, so one rung may run inside another's pass.
 */
export class TouchedRegions {
  private stamp = new Int32Array(0);
  private tick = 0;
  private all = false;
  private at = -1;
  private read = 0;

  /** Starts a pass for slot's rung; `next` then gives its regions. */
  begin(s: HaisuState, slot: Slot): void {
    const k = s.board.regionCount;
    if (this.stamp.length < k) { this.stamp = new Int32Array(k); this.tick = 0; }
    if (++this.tick === 0x7fffffff) { this.stamp.fill(0); this.tick = 1; }
    const from = s.since(slot);
    this.all = from < 0;
    this.read = Math.max(0, from);
    this.at = -1;
  }

  /** The next region of the pass after the last one given, or -1 at its end. */
  next(s: HaisuState): number {
    const b = s.board, k = b.regionCount;
    if (this.all) return ++this.at < k ? this.at : -1;
    const log = s.log, region = b.region, stamp = this.stamp, tick = this.tick, n = b.size;
    for (const to = s.changes; this.read < to; this.read++) {
      const code = log[this.read]!;
      // a cell walked is logged as ~(size + cell), a fragment end as ~cell
      if (code < 0) stamp[region[~code < n ? ~code : ~code - n]!] = tick;
      else { stamp[region[b.edgeA[code]!]!] = tick; stamp[region[b.edgeB[code]!]!] = tick; }
    }
    while (++this.at < k) if (stamp[this.at] === tick) return this.at;
    return -1;
  }
}

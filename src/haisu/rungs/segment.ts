import type { Rung } from '../../core/ladder.ts';
import { SLOT, UNKNOWN, type HaisuState } from '../state.ts';
import { regionRuns, runLabel, runOf, topLabel } from './runs.ts';
import { TouchedRegions } from './touched.ts';

const touched = new TouchedRegions();

/**
 * Entry numbers as labels: two runs of one region on different entries never join, and the
 * run holding G (the last entry) never joins a run on an entry below the region's largest.
 * A region's runs and labels come from its own cells and gaps only, so only regions the change
 * log touched since the rung last caught up are looked at again.
 */
export const segment: Rung<HaisuState> = {
  id: 'segment',
  name: 'Segment',
  summary: 'cells of one region known to be on different entries are never joined by a line, and G is on its region\'s last entry',
  apply(s) {
    const b = s.board;
    const at = s.changes;
    touched.begin(s, SLOT.segment);
    const goalRegion = b.region[b.goal]!;
    let made = 0;
    for (let r = touched.next(s); r >= 0; r = touched.next(s)) {
      if (!regionRuns(s, r)) return -1;
      const label = runLabel.of;
      let goalRoot = -1, top = 0;
      if (r === goalRegion) {
        goalRoot = runOf(b.goal);
        top = topLabel(s, goalRegion);
        if (label[goalRoot]! > 0 && label[goalRoot]! < top) return -1;
      }
      for (const e of b.inner[r]!) {
        if (s.edge[e] !== UNKNOWN) continue;
        const p = runOf(b.edgeA[e]!), q = runOf(b.edgeB[e]!);
        const lp = label[p]!, lq = label[q]!;
        const clash = (lp > 0 && lq > 0 && lp !== lq) ||
          (p === goalRoot && lq > 0 && lq < top) || (q === goalRoot && lp > 0 && lp < top);
        if (clash) { s.setCut(e); made++; }
      }
    }
    s.caughtUp(SLOT.segment, at);
    return made;
  },
};

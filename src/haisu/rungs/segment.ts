import type { Rung } from '../../core/ladder.ts';
import { UNKNOWN, type HaisuState } from '../state.ts';
import { findRuns, topLabel } from './runs.ts';

/**
 * Entry numbers as labels: two runs of one region on different entries never join, and the
 * run holding G (the last entry) never joins a run on an entry below the region's largest.
 */
export const segment: Rung<HaisuState> = {
  id: 'segment',
  name: 'Segment',
  summary: 'cells of one region known to be on different entries are never joined by a line, and G is on its region\'s last entry',
  apply(s) {
    const b = s.board;
    const { ok, root, label } = findRuns(s);
    if (!ok) return -1;
    const goalRoot = root[b.goal]!, goalRegion = b.region[b.goal]!;
    const top = topLabel(s, goalRegion);
    if (label[goalRoot]! > 0 && label[goalRoot]! < top) return -1;
    let made = 0;
    for (let r = 0; r < b.regionCount; r++) {
      for (const e of b.inner[r]!) {
        if (s.edge[e] !== UNKNOWN) continue;
        const p = root[b.edgeA[e]!]!, q = root[b.edgeB[e]!]!;
        const lp = label[p]!, lq = label[q]!;
        const clash = (lp > 0 && lq > 0 && lp !== lq) ||
          (p === goalRoot && lq > 0 && lq < top) || (q === goalRoot && lp > 0 && lp < top);
        if (clash) { s.setCut(e); made++; }
      }
    }
    return made;
  },
};

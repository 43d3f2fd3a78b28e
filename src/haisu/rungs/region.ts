import type { Rung } from '../../core/ladder.ts';
import { SLOT, UNKNOWN, type HaisuState } from '../state.ts';
import { borderState, visitBounds } from './bounds.ts';
import { TouchedRegions } from './touched.ts';

const touched = new TouchedRegions();

/**
 * Border crossings: a region entered v times spends exactly 2v − ends crossings (ends: S and G
 * inside it). The bounds on v squeeze the crossings from both sides. Ordinals not yet walked
 * must also lie ahead of the walk from S. Everything a region's verdict reads is its own cells,
 * their gaps and whether the head is inside, so only regions the change log touched since the
 * rung last caught up are looked at again.
 */
export const region: Rung<HaisuState> = {
  id: 'region',
  name: 'Region',
  summary: 'a region entered v times crosses its border exactly 2v − (S and G inside) times, and its numbers and colours bound v',
  apply(s) {
    const b = s.board;
    let made = 0;
    const at = s.changes;
    touched.begin(s, SLOT.region);
    for (let r = touched.next(s); r >= 0; r = touched.next(s)) {
      const walked = s.visits[r]!;
      const here = b.region[s.head] === r;
      for (const c of b.cellsOf[r]!) {
        const k = b.ordinal[c]!;
        if (k === 0 || s.visitOf[c] !== 0) continue;
        // an unwalked cell is on the current entry at the earliest, and on a later one if the walk left
        if (k < walked || (k === walked && !here)) return -1;
      }
      const { min, max } = visitBounds(s, r);
      if (min > max) return -1;
      const ends = b.ends[r]!;
      const { drawn, open } = borderState(s, r);
      const lo = 2 * min - ends, hi = 2 * max - ends;
      if (drawn > hi || drawn + open < lo) return -1;
      if (open === 0) continue;
      if (drawn === hi) {
        for (const e of b.borders[r]!) if (s.edge[e] === UNKNOWN) { s.setCut(e); made++; }
      } else if (drawn + open === lo) {
        for (const e of b.borders[r]!) {
          if (s.edge[e] !== UNKNOWN) continue;
          if (!s.setLine(e)) return -1;
          made++;
        }
      }
    }
    // its own verdicts are in the log after `at`, for the next call to read
    s.caughtUp(SLOT.region, at);
    return made;
  },
};

import type { Rung } from '../../core/ladder.ts';
import type { HaisuState } from '../state.ts';

/**
 * A rung that only reports contradictions, one check per region with a written number: it
 * never draws or cuts, so at a search node it prunes. `size` readies the check's buffers for a
 * board of that many cells; `holds` is false when region r has no walk.
 */
export function refutingRung(
  names: { id: string; name: string; summary: string },
  size: (cells: number) => void,
  holds: (s: HaisuState, r: number) => boolean,
): Rung<HaisuState> {
  return {
    ...names,
    apply(s) {
      const b = s.board;
      if (s.complete) return 0;
      size(b.size);
      for (let r = 0; r < b.regionCount; r++) {
        if (b.maxOrdinal[r] !== 0 && !holds(s, r)) return -1;
      }
      return 0;
    },
  };
}

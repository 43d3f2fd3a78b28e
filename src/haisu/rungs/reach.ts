import type { Rung } from '../../core/ladder.ts';
import { SLOT, type HaisuState } from '../state.ts';

/**
 * Corridors: a cell whose line ends are all spent can only be passed along its own lines, so
 * every cell must still be reachable from S through drawn lines and open gaps between cells
 * that have ends to spare. A cell cut off this way can never join the walk. It only reports
 * contradictions, so when nothing changed since its last pass it has nothing to say.
 *
 * Every cell of the walk from S but its head has spent its ends on the walk, so from S the
 * search reaches the walk and then only what the head reaches through cells off the walk: the
 * pass starts at the head and counts those.
 */
let seen = new Uint8Array(0);
let stack = new Int32Array(0);

export const reach: Rung<HaisuState> = {
  id: 'reach',
  name: 'Reach',
  summary: 'a cell whose line ends are spent is no corridor, so every cell must still be reachable from S',
  apply(s) {
    const b = s.board;
    const at = s.changes;
    if (s.since(SLOT.reach) === at) return 0;
    if (seen.length < b.size) { seen = new Uint8Array(b.size); stack = new Int32Array(b.size); }
    seen.fill(0, 0, b.size);
    let top = 0;
    stack[top++] = s.head;
    let reached = s.walkLength;
    while (top > 0) {
      const c = stack[--top]!;
      for (let d = 0; d < 4; d++) {
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0) continue;
        const m = b.nb[4 * c + d]!;
        if (seen[m] || s.visitOf[m] !== 0) continue;
        if (!s.usable(e)) continue;
        seen[m] = 1;
        reached++;
        stack[top++] = m;
      }
    }
    if (reached < b.size) return -1;
    s.caughtUp(SLOT.reach, at);
    return 0;
  },
};

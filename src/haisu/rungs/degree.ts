import type { Rung } from '../../core/ladder.ts';
import { UNKNOWN, type HaisuState } from '../state.ts';

/**
 * The path itself: every cell holds exactly its line ends (two, one at S and at G), and no line
 * may close a ring or join S to G while cells are left over.
 */
export const degree: Rung<HaisuState> = {
  id: 'degree',
  name: 'Degree',
  summary: 'every cell takes exactly two line ends (one at S and at G), and no line may close a ring or finish the walk early',
  apply(s) {
    const b = s.board;
    let made = 0;
    for (let e = 0; e < b.edgeCount; e++) {
      if (s.edge[e] !== UNKNOWN) continue;
      const x = b.edgeA[e]!, y = b.edgeB[e]!;
      if (s.lines[x]! >= b.need[x]! || s.lines[y]! >= b.need[y]! || !s.canJoin(x, y)) {
        s.setCut(e);
        made++;
      }
    }
    for (let c = 0; c < b.size; c++) {
      const missing = b.need[c]! - s.lines[c]!;
      if (missing > s.open[c]!) return -1;
      if (missing === 0 || missing !== s.open[c]) continue;
      for (let d = 0; d < 4; d++) {
        const e = b.cellEdge[4 * c + d]!;
        if (e < 0 || s.edge[e] !== UNKNOWN) continue;
        if (!s.setLine(e)) return -1;
        made++;
      }
    }
    return made;
  },
};


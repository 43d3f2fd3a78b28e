import type { Rung } from '../../core/ladder.ts';
import { UNKNOWN, type State } from '../state.ts';
import { pairWords, plural, stitchWords } from './names.ts';

/** Two touching blocks take exactly k stitches: full pairs lose their other places, tight pairs take all. */
export const pairRung: Rung<State> = {
  id: 'pair',
  name: 'pair',
  summary: 'each pair of touching blocks is sewn with exactly k stitches',
  apply(s) {
    const m = s.model, k = m.k, before = s.decisions;
    while (s.pairQueue.size) {
      const p = s.pairQueue.pop();
      const placed = s.pairIn[p]!, open = s.pairOpen[p]!;
      if (placed > k || placed + open < k) return -1;
      if (open === 0 || (placed < k && placed + open > k)) continue;
      const take = placed < k;
      for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) {
        const c = m.pairCands[i]!;
        if (s.cand[c] !== UNKNOWN) continue;
        if (s.explaining) {
          s.reason = take
            ? `${pairWords(m, p)} need ${plural(k, 'stitch', 'stitches')} and have only ${plural(placed + open, 'place')} left, so ${stitchWords(m, c)} is a stitch.`
            : `${pairWords(m, p)} already have their ${plural(k, 'stitch', 'stitches')}, so ${stitchWords(m, c)} is not one.`;
        }
        if (!(take ? s.setIn(c) : s.setOut(c))) return -1;
      }
    }
    return s.decisions - before;
  },
};

import type { Rung } from '../../core/ladder.ts';
import { HOLE, UNKNOWN, type State } from '../state.ts';
import { regionDegree } from '../model.ts';
import { countVerdict } from './count.ts';
import { blockWords, cellWords, plural } from './names.ts';

/** Every stitch a block sends out spends one of its own cells: a block with d neighbours holds k·d holes. */
export const blockRung: Rung<State> = {
  id: 'block',
  name: 'block',
  summary: 'every neighbour of a block costs it k cells, so d neighbours mean k·d holes',
  apply(s) {
    const m = s.model, before = s.decisions;
    while (s.blockQueue.size) {
      const r = s.blockQueue.pop();
      const target = m.k * regionDegree(m, r);
      const verdict = countVerdict(s.regionHoles[r]!, s.regionOpen[r]!, target);
      if (verdict <= 0) { if (verdict < 0) return -1; continue; }
      for (let i = m.regionCellStart[r]!; i < m.regionCellStart[r + 1]!; i++) {
        const x = m.regionCellList[i]!;
        if (s.cell[x] !== UNKNOWN) continue;
        if (s.explaining) {
          s.reason = `${blockWords(m, r)} touches ${plural(regionDegree(m, r), 'block')}, so it holds exactly ${plural(target, 'hole')}; ` +
            (verdict === HOLE ? `${cellWords(m, x)} is needed to reach that.` : `it has them all, so ${cellWords(m, x)} stays empty.`);
        }
        if (!s.setCell(x, verdict)) return -1;
      }
    }
    return s.decisions - before;
  },
};

import type { Rung } from '../../core/ladder.ts';
import { HOLE, UNKNOWN, type State } from '../state.ts';
import { countVerdict } from './count.ts';
import { cellWords, plural } from './names.ts';

/**
 * Settles one row or column: `count` cells from `first`, `step` apart, must hold `target`
 * holes. Returns false on a contradiction.
 */
function settleLine(s: State, first: number, step: number, count: number, holes: number, open: number, target: number, kind: string, index: number): boolean {
  if (target < 0) return true;
  const verdict = countVerdict(holes, open, target);
  if (verdict <= 0) return verdict === 0;
  for (let j = 0, x = first; j < count; j++, x += step) {
    if (s.cell[x] !== UNKNOWN) continue;
    if (s.explaining) {
      s.reason = `${kind} ${index} needs ${plural(target, 'hole')}; ` +
        (verdict === HOLE ? `every undecided cell is needed, so ${cellWords(s.model, x)} is pierced.` : `it has them all, so ${cellWords(s.model, x)} stays empty.`);
    }
    if (!s.setCell(x, verdict)) return false;
  }
  return true;
}

/** The margin counts: holes per row and per column. */
export const lineRung: Rung<State> = {
  id: 'line',
  name: 'line',
  summary: 'each row and column holds the number of holes in its margin',
  apply(s) {
    const m = s.model, w = m.width, h = m.height, before = s.decisions;
    while (s.lineQueue.size) {
      const i = s.lineQueue.pop();
      const settled = i < h
        ? settleLine(s, i * w, 1, w, s.rowHoles[i]!, s.rowOpen[i]!, m.rowTarget[i]!, 'row', i)
        : settleLine(s, i - h, w, h, s.colHoles[i - h]!, s.colOpen[i - h]!, m.colTarget[i - h]!, 'column', i - h);
      if (!settled) return -1;
    }
    return s.decisions - before;
  },
};

import type { Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { HOLE, UNKNOWN, type State } from '../state.ts';
import { countVerdict } from './count.ts';
import { cellWords, plural, stitchWords } from './names.ts';

/**
 * The margins, counted two ways.
 *
 * By cells: a line must hold `target` holes; known holes and undecided cells bound it.
 *
 * By pairs: the holes a line still lacks come from stitches not yet placed, and each pair
 * places exactly the stitches it still owes. A stitch along the line gives it two holes, one
 * across it gives one, any other none; so each pair can give the line at least the sum of its
 * `owed` smallest gains and at most the sum of its `owed` largest. When the line needs exactly
 * the total maximum, every pair must give its maximum, and a stitch that gains less than the
 * smallest of a pair's best choices is out (and likewise at the minimum).
 */
export const lineRung: Rung<State> = {
  id: 'line',
  name: 'line',
  summary: 'each row and column holds the number of holes in its margin',
  apply(s) {
    const m = s.model, w = m.width, h = m.height, before = s.decisions;
    while (s.lineQueue.size) {
      const i = s.lineQueue.pop();
      const target = i < h ? m.rowTarget[i]! : m.colTarget[i - h]!;
      if (target < 0) continue;
      const settled = i < h
        ? settleCells(s, i * w, 1, w, s.rowHoles[i]!, s.rowOpen[i]!, target, 'row', i)
        : settleCells(s, i - h, w, h, s.colHoles[i - h]!, s.colOpen[i - h]!, target, 'column', i - h);
      if (!settled || !settleByPairs(s, i, target)) return -1;
    }
    return s.decisions - before;
  },
};

const lineWords = (m: Model, i: number): string => (i < m.height ? `row ${i}` : `column ${i - m.height}`);

/**
 * Settles one line by its cells: `count` cells from `first`, `step` apart, must hold `target`
 * holes. Returns false on a contradiction.
 */
function settleCells(s: State, first: number, step: number, count: number, holes: number, open: number, target: number, kind: string, index: number): boolean {
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

/** The holes candidate c gives line i: 2 along it, 1 across it, 0 elsewhere. */
function gain(m: Model, c: number, i: number): number {
  const a = m.candA[c]!, b = m.candB[c]!, w = m.width, h = m.height;
  const along = b === a + 1 ? i < h && Math.floor(a / w) === i : i >= h && a % w === i - h;
  if (along) return 2;
  const across = b === a + 1 ? i >= h && (a % w === i - h || b % w === i - h) : i < h && (Math.floor(a / w) === i || Math.floor(b / w) === i);
  return across ? 1 : 0;
}

/**
 * Settles line i by its pairs, from the bounds the state keeps (see line-bounds.ts). Only a
 * line at one end of its range decides anything: every pair must then give its most (or
 * least), and a stitch that gains less (more) than each of the pair's best choices is out.
 */
function settleByPairs(s: State, i: number, target: number): boolean {
  const m = s.model, k = m.k, bounds = s.lines;
  const need = target - bounds.placed[i]!, low = bounds.low[i]!, high = bounds.high[i]!;
  if (need < low || need > high) return false;
  if (low === high || (need !== high && need !== low)) return true;
  const atTop = need === high;
  for (let q = m.lineSlotStart[i]!; q < m.lineSlotStart[i + 1]!; q++) {
    const slot = m.lineSlots[q]!, p = m.slotPair[slot]!, owed = k - s.pairIn[p]!;
    const twos = bounds.twos[slot]!, ones = bounds.ones[slot]!;
    if (owed <= 0 || twos + ones === 0) continue;
    const zeros = s.pairOpen[p]! - twos - ones;
    // the gain every stitch of this pair must reach (at the top) or stay within (at the bottom)
    const bound = atTop ? (twos >= owed ? 2 : twos + ones >= owed ? 1 : 0) : (zeros >= owed ? 0 : zeros + ones >= owed ? 1 : 2);
    for (let j = m.pairStart[p]!; j < m.pairStart[p + 1]!; j++) {
      const c = m.pairCands[j]!;
      if (s.cand[c] !== UNKNOWN) continue;
      const g = gain(m, c, i);
      if (atTop ? g >= bound : g <= bound) continue;
      if (s.explaining) {
        s.reason = `${lineWords(m, i)} still needs ${plural(need, 'hole')} from stitches not yet placed, the ${atTop ? 'most' : 'least'} ` +
          `the block pairs can give it, so each pair must give its ${atTop ? 'most' : 'least'} and ${stitchWords(m, c)} is not a stitch.`;
      }
      if (!s.setOut(c)) return false;
    }
  }
  return true;
}

import type { Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { HOLE, UNKNOWN, type State } from '../state.ts';
import { countVerdict } from './count.ts';
import { cellWords, plural, stitchWords } from './names.ts';
import { columnLabel, rowLabel } from '../../core/grid.ts';
import { leastGain, mostGain } from '../line-bounds.ts';

/**
 * The margins, counted two ways.
 *
 * By cells: a line must hold `target` holes; known holes and undecided cells bound it.
 *
 * By pairs: the holes a line still lacks come from stitches not yet placed, and each pair
 * places exactly the stitches it still owes. A stitch along the line gives it two holes, one
 * across it gives one, any other none. Which totals each pair can give the line, and so which
 * totals all of them can give together, is known exactly (line-bounds.ts): a range, every
 * number in it or only every other one. The line's need must be one of them, and a stitch is
 * out when placing it leaves its pair no share that the other pairs can complete. Parity does
 * real work here: pairs that can only lie along a line give it holes two at a time.
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

const lineWords = (m: Model, i: number): string => (i < m.height ? `row ${rowLabel(i)}` : `column ${columnLabel(i - m.height)}`);

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
      s.reason = `${kind} ${kind === 'row' ? rowLabel(index) : columnLabel(index)} needs ${plural(target, 'hole')}; ` +
        (verdict === HOLE ? `every undecided cell is needed, so ${cellWords(s.model, x)} is pierced.` : `it has them all, so ${cellWords(s.model, x)} stays empty.`);
    }
    if (!s.setCell(x, verdict)) return false;
  }
  return true;
}

/** The holes candidate c gives line i, read off its slots: 2 along it, 1 across it, 0 elsewhere. */
function gain(m: Model, c: number, i: number): number {
  const slots = m.candSlots, line = m.slotLine;
  if (line[slots[3 * c]!] === i) return 2;
  return line[slots[3 * c + 1]!] === i || line[slots[3 * c + 2]!] === i ? 1 : 0;
}

/**
 * Settles line i by its pairs, from the totals the state keeps per slot (see line-bounds.ts):
 * the line's need must be a total its slots can make together, and a stitch is out when,
 * with it placed, its pair can no longer give a total that the other slots can complete.
 */
function settleByPairs(s: State, i: number, target: number): boolean {
  const m = s.model, k = m.k, b = s.lines;
  if (!b.feasible(i)) return false;
  const need = target - b.placed[i]!, low = b.low[i]!, high = b.high[i]!, fills = b.fills[i]!;
  // a slot's totals span at most 2k: with that much room on both sides and no lone filler, every share fits
  if (low === high || (fills !== 1 && need - low >= 2 * k && high - need >= 2 * k)) return true;
  for (let q = m.lineSlotStart[i]!; q < m.lineSlotStart[i + 1]!; q++) {
    const j = m.lineSlots[q]!, slotLow = b.slotLow[j]!, slotHigh = b.slotHigh[j]!;
    if (slotLow === slotHigh) continue;
    // the totals the other slots leave this one; when it alone fills, also their parity
    const from = Math.max(slotLow, need - (high - slotHigh)), to = Math.min(slotHigh, need - (low - slotLow));
    const parity = b.slotFills[j] === 1 && fills === 1 ? (need - low + slotLow) & 1 : -1;
    if (from === slotLow && to === slotHigh && parity < 0) continue;
    const p = m.slotPair[j]!, owed = k - s.pairIn[p]!, twos = b.twos[j]!, ones = b.ones[j]!, zeros = s.pairOpen[p]! - twos - ones;
    // whether a stitch fits depends only on what it gives the line: judge each gain once
    const fit0 = zeros === 0 || fitsWith(0, owed - 1, twos, ones, zeros - 1, from, to, parity);
    const fit1 = ones === 0 || fitsWith(1, owed - 1, twos, ones - 1, zeros, from, to, parity);
    const fit2 = twos === 0 || fitsWith(2, owed - 1, twos - 1, ones, zeros, from, to, parity);
    if (fit0 && fit1 && fit2) continue;
    for (let e = m.pairStart[p]!; e < m.pairStart[p + 1]!; e++) {
      const c = m.pairCands[e]!;
      if (s.cand[c] !== UNKNOWN) continue;
      const g = gain(m, c, i);
      if (g === 0 ? fit0 : g === 1 ? fit1 : fit2) continue;
      if (s.explaining) {
        s.reason = `${lineWords(m, i)} still needs ${plural(need, 'hole')} from stitches not yet placed; with ${stitchWords(m, c)}, ` +
          `its pair could not give the line a share the other pairs can complete, so it is not a stitch.`;
      }
      if (!s.setOut(c)) return false;
    }
  }
  return true;
}

/**
 * Whether a stitch giving the line `g` leaves its pair a total in [from, to] (of the parity,
 * unless -1): its `rest` other stitches come from t places along the line, u across, z elsewhere.
 */
function fitsWith(g: number, rest: number, t: number, u: number, z: number, from: number, to: number, parity: number): boolean {
  return rest <= t + u + z && reaches(g + leastGain(rest, z, u), g + mostGain(rest, t, u), u > 0 ? 1 : 2, from, to, parity);
}

/**
 * Whether the totals x0, x0 + step, .. x1 (step 1 or 2) include one in [from, to], of the
 * given parity unless it is -1.
 */
function reaches(x0: number, x1: number, step: number, from: number, to: number, parity: number): boolean {
  const lo = Math.max(x0, from), hi = Math.min(x1, to);
  if (lo > hi) return false;
  if (step === 1) return parity < 0 || hi > lo || (lo & 1) === parity;
  if (parity >= 0 && (x0 & 1) !== parity) return false;
  return lo + ((lo - x0) & 1) <= hi;
}

import type { Rung } from '../../core/ladder.ts';
import type { Model } from '../model.ts';
import { HOLE, IN, UNKNOWN, type State } from '../state.ts';
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
    const work = workFor(m);
    while (s.lineQueue.size) {
      const i = s.lineQueue.pop();
      const target = i < h ? m.rowTarget[i]! : m.colTarget[i - h]!;
      if (target < 0) continue;
      const settled = i < h
        ? settleCells(s, i * w, 1, w, s.rowHoles[i]!, s.rowOpen[i]!, target, 'row', i)
        : settleCells(s, i - h, w, h, s.colHoles[i - h]!, s.colOpen[i - h]!, target, 'column', i - h);
      if (!settled || !settleByPairs(s, work, i, target)) return -1;
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

/** Per-pair tallies for one line, on arrays reused across calls. */
interface Work {
  stamp: Int32Array;
  now: number;
  ones: Int32Array;
  twos: Int32Array;
  touched: Int32Array;
}

const works = new WeakMap<Model, Work>();

function workFor(m: Model): Work {
  let work = works.get(m);
  if (!work) {
    const n = m.pairCount;
    work = { stamp: new Int32Array(n), now: 0, ones: new Int32Array(n), twos: new Int32Array(n), touched: new Int32Array(n) };
    works.set(m, work);
  }
  return work;
}

/** The holes candidate c gives line i: 2 along it, 1 across it, 0 elsewhere. */
function gain(m: Model, c: number, i: number): number {
  const a = m.candA[c]!, b = m.candB[c]!, w = m.width, h = m.height;
  const along = b === a + 1 ? i < h && Math.floor(a / w) === i : i >= h && a % w === i - h;
  if (along) return 2;
  const across = b === a + 1 ? i >= h && (a % w === i - h || b % w === i - h) : i < h && (Math.floor(a / w) === i || Math.floor(b / w) === i);
  return across ? 1 : 0;
}

function settleByPairs(s: State, work: Work, i: number, target: number): boolean {
  const m = s.model, k = m.k;
  const stamp = ++work.now;
  let placed = 0, touched = 0;
  for (let j = m.lineStart[i]!; j < m.lineStart[i + 1]!; j++) {
    const c = m.lineCands[j]!, v = s.cand[c];
    if (v === IN) { placed += m.lineGain[j]!; continue; }
    if (v !== UNKNOWN) continue;
    const p = m.candPair[c]!;
    if (work.stamp[p] !== stamp) { work.stamp[p] = stamp; work.ones[p] = 0; work.twos[p] = 0; work.touched[touched++] = p; }
    if (m.lineGain[j] === 2) work.twos[p]!++; else work.ones[p]!++;
  }
  let low = 0, high = 0;
  for (let t = 0; t < touched; t++) {
    const p = work.touched[t]!, owed = k - s.pairIn[p]!;
    if (owed <= 0) continue;
    high += best(owed, work.twos[p]!, work.ones[p]!);
    low += least(owed, s.pairOpen[p]! - work.twos[p]! - work.ones[p]!, work.ones[p]!);
  }
  const need = target - placed;
  if (need < low || need > high) return false;
  if (low === high || (need !== high && need !== low)) return true;
  const atTop = need === high;
  for (let t = 0; t < touched; t++) {
    const p = work.touched[t]!, owed = k - s.pairIn[p]!;
    if (owed <= 0) continue;
    const twos = work.twos[p]!, ones = work.ones[p]!, zeros = s.pairOpen[p]! - twos - ones;
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

/** The largest total gain of `owed` stitches from `twos` twos, `ones` ones and zeros. */
function best(owed: number, twos: number, ones: number): number {
  const a2 = Math.min(owed, twos);
  return 2 * a2 + Math.min(owed - a2, ones);
}

/** The smallest total gain of `owed` stitches from `zeros` zeros, `ones` ones and twos. */
function least(owed: number, zeros: number, ones: number): number {
  const b0 = Math.min(owed, zeros), b1 = Math.min(owed - b0, ones);
  return b1 + 2 * (owed - b0 - b1);
}

/**
 * Rule-by-rule check of an answer. Each broken rule is a code with the cells involved, so a page
 * can highlight them; the codes are listed once in VIOLATION_TEXT.
 */
import type { Violation } from '../core/genre.ts';
import { compileBoard, type Board, type Cell, type HaisuAnswer, type HaisuPuzzle, type Reading } from './model.ts';

export const VIOLATION_TEXT = {
  'off-board': 'the walk leaves the board',
  'bad-start': 'the walk does not begin at S',
  'bad-goal': 'the walk does not end at G',
  jump: 'two consecutive cells of the walk are not neighbours',
  revisit: 'the walk enters a cell twice (a branch or a ring)',
  uncovered: 'the walk misses a cell',
  'wrong-visit': 'a number does not match the entry of its region the walk is on',
  'wrong-total': 'a region is entered a different number of times than its total says',
} as const;
export type ViolationCode = keyof typeof VIOLATION_TEXT;

const broken = (code: ViolationCode, cells: Cell[], detail = ''): Violation =>
  ({ code, message: VIOLATION_TEXT[code] + detail, cells });

/** Checks a walk on a compiled board; an empty list means it is a true answer. */
export function verifyBoard(b: Board, path: readonly Cell[]): Violation[] {
  const out: Violation[] = [];
  const { width: w, height: h } = b;
  const ids: number[] = [];
  for (const [r, c] of path) {
    if (!(Number.isInteger(r) && Number.isInteger(c) && r >= 0 && r < h && c >= 0 && c < w)) {
      return [broken('off-board', [[r, c]])];
    }
    ids.push(r * w + c);
  }
  const at = (id: number): Cell => [Math.floor(id / w), id % w];
  if (ids[0] !== b.start) out.push(broken('bad-start', ids.length ? [at(ids[0]!)] : [at(b.start)]));
  if (ids[ids.length - 1] !== b.goal) out.push(broken('bad-goal', ids.length ? [at(ids[ids.length - 1]!)] : [at(b.goal)]));
  const seen = new Uint8Array(b.size);
  const visits = new Int32Array(b.regionCount);
  for (let k = 0; k < ids.length; k++) {
    const id = ids[k]!;
    if (k > 0) {
      const prev = ids[k - 1]!;
      const dr = Math.abs(Math.floor(prev / w) - Math.floor(id / w)), dc = Math.abs((prev % w) - (id % w));
      if (dr + dc !== 1) out.push(broken('jump', [at(prev), at(id)]));
    }
    if (seen[id]) { out.push(broken('revisit', [at(id)])); continue; }
    seen[id] = 1;
    const reg = b.region[id]!;
    if (k === 0 || b.region[ids[k - 1]!] !== reg) visits[reg]!++;
    const want = b.ordinal[id]!;
    if (want !== 0 && want !== visits[reg]) {
      out.push(broken('wrong-visit', [at(id)], ` (written ${want}, walked on entry ${visits[reg]})`));
    }
  }
  const missed: Cell[] = [];
  for (let id = 0; id < b.size; id++) if (!seen[id]) missed.push(at(id));
  if (missed.length) out.push(broken('uncovered', missed));
  for (let reg = 0; reg < b.regionCount; reg++) {
    const t = b.total[reg]!;
    if (t !== 0 && t !== visits[reg]) {
      out.push(broken('wrong-total', b.cellsOf[reg]!.map(at), ` (region entered ${visits[reg]} times, total ${t === -1 ? 'contradictory' : t})`));
    }
  }
  return out;
}

/** Checks an answer against a puzzle, reading its numbers as the rules say (ordinals). */
export function verify(p: HaisuPuzzle, a: HaisuAnswer, reading: Reading = 'ordinal'): Violation[] {
  return verifyBoard(compileBoard(p, reading), a.path);
}

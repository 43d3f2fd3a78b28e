/** Checks an answer rule by rule; the broken rules come back as codes with the cells involved. */
import type { Violation } from '../core/genre.ts';
import { buildModel, candidateBetween, cellOf, type Cell, type StitchesAnswer, type StitchesPuzzle } from './model.ts';

/** Every rule code verify() can return, with what it means. */
export const RULES = {
  'not-adjacent': 'a stitch must join two orthogonally adjacent cells',
  'same-block': 'a stitch must join two different blocks',
  'shared-hole': 'no cell takes more than one hole',
  'pair-count': 'every two touching blocks take exactly k stitches',
  'row-count': 'each row holds the number of holes in its margin',
  'col-count': 'each column holds the number of holes in its margin',
} as const;
export type RuleCode = keyof typeof RULES;

const broken = (code: RuleCode, message: string, cells: Cell[]): Violation => ({ code, message, cells });

export function verify(puzzle: StitchesPuzzle, answer: StitchesAnswer): Violation[] {
  const m = buildModel(puzzle);
  const w = m.width;
  const out: Violation[] = [];
  const holes = new Int32Array(m.cellCount);
  const onPair = new Int32Array(m.pairCount);
  const stitchCellsOfPair: Cell[][] = Array.from({ length: m.pairCount }, () => []);
  for (const [a, b] of answer.stitches) {
    const ia = a[0] * w + a[1], ib = b[0] * w + b[1];
    if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) !== 1) {
      out.push(broken('not-adjacent', `the stitch [${a}]–[${b}] does not join neighbouring cells`, [a, b]));
      continue;
    }
    if (m.region[ia] === m.region[ib]) {
      out.push(broken('same-block', `the stitch [${a}]–[${b}] stays inside one block`, [a, b]));
      continue;
    }
    const p = m.candPair[candidateBetween(m, ia, ib)]!;
    onPair[p]!++;
    stitchCellsOfPair[p]!.push(a, b);
    holes[ia]!++;
    holes[ib]!++;
  }
  for (let i = 0; i < m.cellCount; i++) {
    if (holes[i]! > 1) out.push(broken('shared-hole', `cell ${JSON.stringify(cellOf(m, i))} has ${holes[i]} holes`, [cellOf(m, i)]));
  }
  for (let p = 0; p < m.pairCount; p++) {
    if (onPair[p] === m.k) continue;
    // with no stitch to point at, show the border where one belongs
    const cells: Cell[] = stitchCellsOfPair[p]!.length ? stitchCellsOfPair[p]! : [];
    if (!cells.length) {
      for (let i = m.pairStart[p]!; i < m.pairStart[p + 1]!; i++) {
        const c = m.pairCands[i]!;
        cells.push(cellOf(m, m.candA[c]!), cellOf(m, m.candB[c]!));
      }
    }
    const [ra, rb] = [m.pairRegionA[p]!, m.pairRegionB[p]!];
    out.push(broken('pair-count', `blocks ${ra} and ${rb} are joined by ${onPair[p]} stitches, not ${m.k}`, dedupe(cells)));
  }
  const lineCheck = (clues: (number | null)[], code: 'row-count' | 'col-count', word: string, cellsOf: (i: number) => Cell[]) => {
    clues.forEach((clue, i) => {
      if (clue === null) return;
      const cells = cellsOf(i);
      const count = cells.filter(([r, c]) => holes[r * w + c]! > 0).length;
      if (count !== clue) out.push(broken(code, `${word} ${i} has ${count} holes, not ${clue}`, cells));
    });
  };
  lineCheck(puzzle.rows, 'row-count', 'row', (r) => Array.from({ length: w }, (_, c): Cell => [r, c]));
  lineCheck(puzzle.cols, 'col-count', 'column', (c) => Array.from({ length: m.height }, (_, r): Cell => [r, c]));
  return out;
}

function dedupe(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  return cells.filter((c) => { const key = `${c}`; if (seen.has(key)) return false; seen.add(key); return true; });
}

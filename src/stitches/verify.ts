/**
 * The one checker of Stitches: the page's Check, its partial boards and `puzzlelab verify` all
 * count here. `tally` counts holes and stitches of what is drawn against the rules; `broken`
 * turns a tally into rule codes with the cells involved; `verify` checks a whole answer. Every
 * code is explained once, in RULES.
 */
import type { Violation } from '../core/genre.ts';
import type { RuleTable } from '../core/rules.ts';
import { buildModel, candidateBetween, cellOf, type Cell, type Model, type StitchesAnswer, type StitchesPuzzle } from './model.ts';

/** Every rule code, with the rule in words and the names of one and of several places that break it. */
export const RULES = {
  'not-adjacent': { rule: 'a stitch must join two orthogonally adjacent cells', one: 'stitch that joins squares that do not touch', many: 'stitches that join squares that do not touch' },
  'same-block': { rule: 'a stitch must join two different blocks', one: 'stitch inside one block', many: 'stitches inside one block' },
  'shared-hole': { rule: 'no cell takes more than one hole', one: 'square with two holes', many: 'squares with two holes' },
  'pair-count': { rule: 'every two touching blocks take exactly k stitches', one: 'pair of blocks with the wrong number of stitches', many: 'pairs of blocks with the wrong number of stitches' },
  'row-count': { rule: 'each row holds the number of holes in its margin', one: 'row off its count', many: 'rows off their counts' },
  'col-count': { rule: 'each column holds the number of holes in its margin', one: 'column off its count', many: 'columns off their counts' },
} as const satisfies RuleTable;
export type RuleCode = keyof typeof RULES;

/** The rules as a sheet states them above the puzzles. */
export const rulesInWords = (k: number): string =>
  `Sew every two touching blocks together with ${k} ${k === 1 ? 'stitch' : 'stitches'}. A stitch joins two squares across a heavy line and ` +
  'punches a hole in each; no square has two holes. The numbers count the holes in each row and column; a blank margin gives no count.';

/** Where a count stands: 'open' still short, 'ok' met, 'over' past it, 'under' short on a finished board. */
export type Standing = 'open' | 'ok' | 'over' | 'under';

export interface Tally {
  cellHoles: Int32Array;
  pairStitches: Int32Array;
  rows: Standing[];
  cols: Standing[];
  pairs: Standing[];
  /** every rule holds: the puzzle is solved */
  solved: boolean;
}

/**
 * Counts the holes and stitches of the candidates drawn (a candidate drawn twice counts twice).
 * Shortfalls count as broken ('under') on a final answer, and on a partial board only once it
 * holds as many stitches as the answer needs; before that they are just unfinished.
 */
export function tally(m: Model, drawn: readonly number[], final = false): Tally {
  const cellHoles = new Int32Array(m.cellCount);
  const pairStitches = new Int32Array(m.pairCount);
  const rowHoles = new Int32Array(m.height), colHoles = new Int32Array(m.width);
  for (const c of drawn) {
    pairStitches[m.candPair[c]!]!++;
    for (const cell of [m.candA[c]!, m.candB[c]!]) {
      if (cellHoles[cell]!++ > 0) continue; // a square with two holes shows one hole in its lines
      rowHoles[Math.floor(cell / m.width)]!++;
      colHoles[cell % m.width]!++;
    }
  }
  const full = final || drawn.length >= m.k * m.pairCount;
  const stand = (have: number, want: number | null): Standing =>
    want === null ? 'ok' : have > want ? 'over' : have === want ? 'ok' : full ? 'under' : 'open';
  const rows = Array.from(rowHoles, (h, r) => stand(h, m.puzzle.rows[r] ?? null));
  const cols = Array.from(colHoles, (h, c) => stand(h, m.puzzle.cols[c] ?? null));
  const pairs = Array.from(pairStitches, (s) => stand(s, m.k));
  const solved = full && cellHoles.every((h) => h <= 1) && [...rows, ...cols, ...pairs].every((s) => s === 'ok');
  return { cellHoles, pairStitches, rows, cols, pairs, solved };
}

const broke = (code: RuleCode, message: string, cells: Cell[]): Violation<RuleCode> => ({ code, message, cells });

/** The rules a tally breaks, with the cells involved (`drawn` as given to tally, to point at stitches). */
export function broken(m: Model, t: Tally, drawn: readonly number[]): Violation<RuleCode>[] {
  const out: Violation<RuleCode>[] = [];
  const w = m.width;
  t.cellHoles.forEach((h, i) => { if (h > 1) out.push(broke('shared-hole', `cell ${JSON.stringify(cellOf(m, i))} has ${h} holes`, [cellOf(m, i)])); });
  t.pairs.forEach((s, p) => {
    if (s !== 'over' && s !== 'under') return;
    // the pair's stitches; with none, the border where one belongs
    const on = drawn.filter((c) => m.candPair[c] === p);
    const cands = on.length ? on : Array.from(m.pairCands.subarray(m.pairStart[p], m.pairStart[p + 1]));
    const cells = dedupe(cands.flatMap((c) => [cellOf(m, m.candA[c]!), cellOf(m, m.candB[c]!)]));
    out.push(broke('pair-count', `blocks ${m.pairRegionA[p]} and ${m.pairRegionB[p]} are joined by ${t.pairStitches[p]} stitches, not ${m.k}`, cells));
  });
  const holesIn = (cells: Cell[]) => cells.filter(([r, c]) => t.cellHoles[r * w + c]! > 0).length;
  t.rows.forEach((s, r) => {
    if (s !== 'over' && s !== 'under') return;
    const cells = Array.from({ length: w }, (_, c): Cell => [r, c]);
    out.push(broke('row-count', `row ${r} has ${holesIn(cells)} holes, not ${m.puzzle.rows[r]}`, cells));
  });
  t.cols.forEach((s, c) => {
    if (s !== 'over' && s !== 'under') return;
    const cells = Array.from({ length: m.height }, (_, r): Cell => [r, c]);
    out.push(broke('col-count', `column ${c} has ${holesIn(cells)} holes, not ${m.puzzle.cols[c]}`, cells));
  });
  return out;
}

/** Checks a whole answer; an empty list means it is right. */
export function verify(puzzle: StitchesPuzzle, answer: StitchesAnswer): Violation<RuleCode>[] {
  const m = buildModel(puzzle);
  const out: Violation<RuleCode>[] = [];
  const drawn: number[] = [];
  for (const [a, b] of answer.stitches) {
    if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) !== 1) {
      out.push(broke('not-adjacent', `the stitch [${a.join(',')}]–[${b.join(',')}] does not join neighbouring cells`, [a, b]));
      continue;
    }
    const c = candidateBetween(m, a[0] * m.width + a[1], b[0] * m.width + b[1]);
    if (c < 0) {
      out.push(broke('same-block', `the stitch [${a.join(',')}]–[${b.join(',')}] stays inside one block`, [a, b]));
      continue;
    }
    drawn.push(c);
  }
  return [...out, ...broken(m, tally(m, drawn, true), drawn)];
}

function dedupe(cells: Cell[]): Cell[] {
  const seen = new Set<string>();
  return cells.filter((c) => { const key = c.join(','); if (seen.has(key)) return false; seen.add(key); return true; });
}

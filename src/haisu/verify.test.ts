import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './codec.ts';
import type { Cell, HaisuPuzzle } from './model.ts';
import { drawingBroken, readLines, rulesInWords, verify } from './verify.ts';
import { compileBoard, edgeBetween } from './model.ts';
import { dataFile } from '../../data/paths.ts';

const DIR = dataFile('haisu');
const load = (name: string): { puzzle: HaisuPuzzle; path: Cell[] } => {
  const p = parsePuzzle(readFileSync(join(DIR, `${name}.puzzle.json`), 'utf8'));
  if (!p.ok) throw new Error(p.error.message);
  return { puzzle: p.value, path: (JSON.parse(readFileSync(join(DIR, `${name}.answer.json`), 'utf8')) as { path: Cell[] }).path };
};
const codes = (p: HaisuPuzzle, path: Cell[]) => verify(p, { path }).map((v) => v.code);

describe('haisu verify', () => {
  it('reads a region total as broken once the walk enters the region too often, or too seldom by the end', () => {
    // left column region 0, right column region 1; the walk A1 B1 B2 A2 enters region 0 twice, region 1 once
    const b = compileBoard({ width: 2, height: 2, regions: [[0, 1], [0, 1]], start: [0, 0], goal: [1, 0], numbers: [],
      totals: [{ region: 0, n: 1 }, { region: 1, n: 2 }] });
    const drawn = (...cells: number[]) => {
      const line = new Uint8Array(b.edgeCount);
      for (let i = 1; i < cells.length; i++) line[edgeBetween(b, cells[i - 1]!, cells[i]!)] = 1;
      return readLines(b, line);
    };
    expect(drawn(0, 1).wrongTotals).toEqual([]); // region 1 may still be entered again
    expect(drawn(0, 1, 3).wrongTotals).toEqual([]);
    const whole = drawn(0, 1, 3, 2);
    expect(whole.wrongTotals).toEqual([0, 1]); // region 0 entered twice, region 1 once and the walk is over
    expect(drawingBroken(b, whole).map((v) => v.code)).toEqual(['wrong-total', 'wrong-total']);
    expect(whole.solved).toBe(false);
  });
  it('states the rules for a sheet, with the sentence on region totals only when a board has one', () => {
    expect(rulesInWords(false)).not.toMatch(/×n/);
    expect(rulesInWords(true)).toBe(`${rulesInWords(false)} A small ×n in the corner of a region says the walk enters that region n times in all.`);
  });
  it('accepts every published answer', () => {
    for (const name of ['noqx-13x9', 'noqx-7x7', 'noqx-9x9', 'penpa-haisu2-4x4', 'penpa-haisu3-8x8', 'pzprjs-test-5x5']) {
      const { puzzle, path } = load(name);
      expect(verify(puzzle, { path }), name).toEqual([]);
    }
  });
  it('names each broken rule with its cells', () => {
    const { puzzle, path } = load('pzprjs-test-5x5');
    expect(codes(puzzle, path.slice(0, -1))).toEqual(['bad-goal', 'uncovered']);
    expect(codes(puzzle, path.slice(1))).toEqual(['bad-start', 'uncovered']);
    expect(codes(puzzle, [...path.slice(0, 3), [9, 9]])).toEqual(['off-board']);
    const jumped = [...path];
    [jumped[5], jumped[6]] = [jumped[6]!, jumped[5]!];
    expect(codes(puzzle, jumped)).toContain('jump');
    const twice = [...path.slice(0, 4), path[2]!, ...path.slice(4)];
    expect(codes(puzzle, twice)).toContain('revisit');
    const wrong = { ...puzzle, numbers: puzzle.numbers.map((n, i) => (i === 0 ? { ...n, n: n.n + 1 } : n)) };
    const v = verify(wrong, { path });
    expect(v.map((x) => x.code)).toEqual(['wrong-visit']);
    expect(v[0]!.cells).toEqual([[puzzle.numbers[0]!.r, puzzle.numbers[0]!.c]]);
  });
  it('checks totals, and reads numbers as totals under the cardinal reading', () => {
    const { puzzle, path } = load('penpa-haisu2-4x4');
    expect(codes({ ...puzzle, totals: [{ region: 1, n: 2 }] }, path)).toEqual([]);
    expect(codes({ ...puzzle, totals: [{ region: 1, n: 1 }] }, path)).toEqual(['wrong-total']);
    expect(verify(puzzle, { path }, 'cardinal').map((x) => x.code)).toContain('wrong-total');
  });
});

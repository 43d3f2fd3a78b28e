import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parsePuzzle } from './codec.ts';
import type { Cell, HaisuPuzzle } from './model.ts';
import { verify } from './verify.ts';
import { dataFile } from '../../data/paths.ts';

const DIR = dataFile('haisu');
const load = (name: string): { puzzle: HaisuPuzzle; path: Cell[] } => {
  const p = parsePuzzle(readFileSync(join(DIR, `${name}.puzzle.json`), 'utf8'));
  if (!p.ok) throw new Error(p.error.message);
  return { puzzle: p.value, path: (JSON.parse(readFileSync(join(DIR, `${name}.answer.json`), 'utf8')) as { path: Cell[] }).path };
};
const codes = (p: HaisuPuzzle, path: Cell[]) => verify(p, { path }).map((v) => v.code);

describe('haisu verify', () => {
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

import { describe, expect, it } from 'vitest';
import { parsePuzzle, verify } from '../../stitches/index.ts';
import { BANK } from './bank.ts';
import { stitchesApi } from './worker.ts';

describe('the Stitches worker handlers', () => {
  it('answers every bank puzzle uniquely, with an answer verify accepts', () => {
    for (const { id } of BANK) {
      const puzzle = parsePuzzle(id);
      if (!puzzle.ok) throw new Error(puzzle.error.message);
      const w = puzzle.value.width;
      const made = stitchesApi.describe({ id });
      expect(made.id).toBe(id);
      expect(stitchesApi.solve({ id }).unique).toBe(true);
      const stitches = made.stitches.map(([a, b]) => [[Math.floor(a / w), a % w], [Math.floor(b / w), b % w]] as [[number, number], [number, number]]);
      expect(verify(puzzle.value, { stitches })).toEqual([]);
    }
  });

  it('reports a bad id as an error message', () => {
    expect(() => stitchesApi.solve({ id: 'stitches:nonsense' })).toThrow(/./);
  });
});

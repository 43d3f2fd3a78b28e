import { describe, expect, it } from 'vitest';
import { parsePuzzle, verify } from '../../stitches/index.ts';
import { BANK } from '../../stitches/bank/index.ts';
import { stitchesApi } from './worker.ts';

describe('the Stitches worker handlers', () => {
  // The bank keeps exact ids: a later change to the generator may make other puzzles from the
  // same seeds (`npm run stats -- stitches-bank` then writes a new bank), but never changes these.
  it('each bank puzzle has exactly one answer, and that answer passes verify', () => {
    expect(BANK.length).toBeGreaterThanOrEqual(10);
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

  it('names puzzle i of a batch by its own seed id, which rebuilds it', () => {
    const made = stitchesApi.generate({ size: 6, k: 1, blocks: 6, grade: null, margins: 'full', seed: 's', count: 2 }, {});
    expect(made.map((m) => m.seedId)).toEqual(['stitches:6x6k1b6,v2#s', 'stitches:6x6k1b6,v2#s/2']);
    expect(made.map((m) => stitchesApi.describe({ id: m.seedId }).id)).toEqual(made.map((m) => m.id));
  });

  it('reports a bad id as an error message', () => {
    expect(() => stitchesApi.solve({ id: 'stitches:nonsense' })).toThrow(/./);
  });
});

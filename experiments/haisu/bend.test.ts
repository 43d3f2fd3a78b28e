import { describe, expect, it } from 'vitest';
import { Rng } from '../../src/core/rng.ts';
import { numberedBoard } from '../../src/haisu/research.ts';
import { crossings, experiment, type BendRow } from './bend.ts';
import { runInline } from '../pipeline/inline.ts';

describe('haisu-bend experiment', () => {
  it('counts border crossings as the written ordinals do: entries over all regions = crossings + 1', () => {
    const rng = Rng.fromSeed('bend crossings');
    for (let i = 0; i < 50; i++) {
      const { puzzle, answer } = numberedBoard(6, 6, 1 + rng.int(20), rng);
      const top = new Map<number, number>();
      for (const n of puzzle.numbers) {
        const reg = puzzle.regions[n.r]![n.c]!;
        top.set(reg, Math.max(top.get(reg) ?? 0, n.n));
      }
      const entries = [...top.values()].reduce((a, x) => a + x, 0);
      expect(crossings(answer.path.map(([r, c]) => r * 6 + c), puzzle.regions.flat())).toBe(entries - 1);
    }
  });

  it('compares the bank with raw walks on the same maps (smoke size, boards up to 6×6)', () => {
    const rows = runInline(experiment).stats as BendRow[];
    expect(rows.map((r) => r.size)).toEqual(['5x5', '6x6']);
    for (const r of rows) {
      expect(r.bank).toBeGreaterThan(0);
      expect(r.raw).toBeGreaterThan(0);
      expect(r.sigma).toBeGreaterThan(0);
    }
  });
});

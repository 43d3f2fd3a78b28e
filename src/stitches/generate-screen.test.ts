import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { cutRegions } from '../core/regions.ts';
import { buildModel } from './model.ts';
import { countAnswers } from './solve.ts';
import { passesScreen } from './generate-screen.ts';

describe('the screen', () => {
  it('never throws away a cut that has an answer, and throws away some that have none', () => {
    let thrown = 0;
    fc.assert(fc.property(fc.integer({ min: 3, max: 5 }), fc.integer({ min: 3, max: 5 }), fc.integer({ min: 2, max: 9 }), fc.integer({ min: 1, max: 2 }), fc.string(),
      (w, h, blocks, k, seed) => {
        const regions = Array.from(cutRegions({ width: w, height: h }, blocks, Rng.fromSeed(seed)));
        const m = buildModel({ width: w, height: h, k, regions, rows: new Array<null>(h).fill(null), cols: new Array<null>(w).fill(null) });
        if (passesScreen(m)) return;
        thrown++;
        const count = countAnswers(m, { maxSolutions: 1, nodeBudget: 1_000_000 });
        expect(count.exhausted).toBe(false);
        expect(count.solutions).toBe(0);
      }), { numRuns: 300 });
    expect(thrown).toBeGreaterThan(20);
  });

  it('rejects a block with more neighbours than cells, and a border shorter than k', () => {
    // a single-cell block in the middle of four others needs four holes
    const cross = [0, 1, 1, 2, 3, 1, 2, 4, 4];
    expect(passesScreen(buildModel({ width: 3, height: 3, k: 1, regions: cross, rows: [null, null, null], cols: [null, null, null] }))).toBe(false);
    const halves = [0, 0, 1, 1];
    const model = (k: number) => buildModel({ width: 2, height: 2, k, regions: halves, rows: [null, null], cols: [null, null] });
    expect(passesScreen(model(1))).toBe(true);
    expect(passesScreen(model(3))).toBe(false);
  });
});

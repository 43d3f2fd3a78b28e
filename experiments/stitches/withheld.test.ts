import { describe, expect, it } from 'vitest';
import { buildModel, countAnswers, emptyStats } from '../../src/stitches/research.ts';
import { FULL_SETTINGS, sewing, sewingTally } from './withheld.ts';
import { WITHHELD } from './feasibility.ts';

describe('stitches-withheld', () => {
  it('measures every withheld setting at full size', () => {
    for (const w of WITHHELD) expect(FULL_SETTINGS.some((s) => `${s.width}x${s.height}` === w.size && s.k === w.k), w.size).toBe(true);
  });

  it('accounts for every cut and every sewing, the same on every run, and slices add up', () => {
    const setting = { width: 15, height: 15, k: 1, blocks: 15 };
    const whole = sewingTally({ ...setting, from: 0, to: 6 });
    expect(whole.sewings).toBe(6);
    expect(whole.unique + whole.several + whole.undecided).toBe(6);
    // this sample holds both kinds, so the split below is tested both ways
    expect(whole.unique).toBeGreaterThan(0);
    expect(whole.several).toBeGreaterThan(0);
    expect(whole.cuts).toBe(whole.sewings + whole.screened + whole.unsewn + whole.twinned);
    expect(sewingTally({ ...setting, from: 0, to: 6 })).toEqual(whole);
    const a = sewingTally({ ...setting, from: 0, to: 2 }), b = sewingTally({ ...setting, from: 2, to: 6 });
    for (const key of Object.keys(whole)) expect(a[key]! + b[key]!, key).toBe(whole[key]);
  });

  it('calls a sewing unique exactly when the solver, in its own order, counts one answer', () => {
    const setting = { width: 15, height: 15, k: 1, blocks: 15 };
    for (let i = 0; i < 6; i++) {
      const { puzzle, found } = sewing(setting, i, emptyStats());
      const count = countAnswers(buildModel(puzzle), { maxSolutions: 2, nodeBudget: 10_000_000 });
      expect(count.exhausted).toBe(false);
      expect(found, `sewing ${i}`).toBe(count.solutions === 1 ? 'unique' : 'several');
    }
  });
});

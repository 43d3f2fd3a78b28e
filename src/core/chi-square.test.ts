import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquarePValue } from './chi-square.ts';

describe('chi-square', () => {
  it('matches the printed critical values of the chi-square table', () => {
    // (statistic, degrees of freedom, p) from any statistics table
    const table: [number, number, number][] = [[3.841, 1, 0.05], [6.635, 1, 0.01], [9.488, 4, 0.05], [20.515, 5, 0.001],
      [36.191, 19, 0.01], [30.144, 19, 0.05], [124.342, 100, 0.05], [0.711, 4, 0.95]];
    for (const [stat, dof, p] of table) expect(chiSquarePValue(stat, dof), `${stat} on ${dof}`).toBeCloseTo(p, 4);
  });

  it('has the closed form exp(-x/2) on two degrees of freedom, and tends to 0 and 1 at the ends', () => {
    for (const x of [0.1, 1, 2.5, 10, 40]) expect(chiSquarePValue(x, 2)).toBeCloseTo(Math.exp(-x / 2), 12);
    expect(chiSquarePValue(0, 3)).toBe(1);
    expect(chiSquarePValue(571.7, 19)).toBeLessThan(1e-100);
    expect(() => chiSquarePValue(1, 0)).toThrow(RangeError);
  });

  it('sums squared deviations over expectations', () => {
    expect(chiSquare([10, 20, 30], [20, 20, 20])).toBeCloseTo(10, 12);
  });
});

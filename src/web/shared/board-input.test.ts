import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ARROW_DIR, nearestSide, STEP } from './board-input.ts';

/** How far a point of a cell lies from the side that a step (dr, dc) crosses. */
const toward = ([dr, dc]: readonly [number, number], fx: number, fy: number): number =>
  dr < 0 ? fy : dr > 0 ? 1 - fy : dc < 0 ? fx : 1 - fx;

describe('board input directions', () => {
  it('the nearest side is the one the step of that direction crosses, and no side is nearer', () => {
    const unit = fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true });
    fc.assert(fc.property(unit, unit, (fx, fy) => {
      const { dir, dist } = nearestSide({ cell: 0, fx, fy });
      expect(toward(STEP[dir]!, fx, fy)).toBe(dist);
      for (const step of STEP) expect(toward(step, fx, fy)).toBeGreaterThanOrEqual(dist);
    }));
  });

  it('each arrow key steps its own way', () => {
    expect(STEP[ARROW_DIR['ArrowUp']!]).toEqual([-1, 0]);
    expect(STEP[ARROW_DIR['ArrowRight']!]).toEqual([0, 1]);
    expect(STEP[ARROW_DIR['ArrowDown']!]).toEqual([1, 0]);
    expect(STEP[ARROW_DIR['ArrowLeft']!]).toEqual([0, -1]);
  });
});

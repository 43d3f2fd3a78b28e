import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { backbiteWalk } from './backbite.ts';

const isWalk = (walk: number[], w: number, h: number): boolean => {
  if (walk.length !== w * h || new Set(walk).size !== w * h) return false;
  return walk.every((c, i) => {
    if (i === 0) return true;
    const p = walk[i - 1]!;
    return Math.abs(Math.floor(c / w) - Math.floor(p / w)) + Math.abs((c % w) - (p % w)) === 1;
  });
};

describe('backbite walks', () => {
  it('are walks through every cell, on any grid and any number of steps', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 1, max: 9 }), fc.string(), fc.integer({ min: 0, max: 3000 }), (w, h, seed, steps) => {
      expect(isWalk(backbiteWalk(w, h, Rng.fromSeed(seed), steps), w, h)).toBe(true);
    }), { numRuns: 300, seed: 3 });
  });
  it('are the same for the same seed, and leave the starting walk behind', () => {
    const a = backbiteWalk(15, 15, Rng.fromSeed('x')), b = backbiteWalk(15, 15, Rng.fromSeed('x'));
    expect(a).toEqual(b);
    // the ends wander: over 40 draws on 6×6, ends land on many different cells
    const ends = new Set<number>();
    for (let i = 0; i < 40; i++) { const walk = backbiteWalk(6, 6, Rng.fromSeed(`e${i}`)); ends.add(walk[0]!); ends.add(walk[35]!); }
    expect(ends.size).toBeGreaterThan(20);
  });
});

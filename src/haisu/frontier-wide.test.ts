import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPaths, frontierCount, frontierCounter, sweepCount } from './count.ts';
import { gridPathsDfs } from './dfs.ts';
import { A120443 } from '../../data/oeis.ts';

/** The same count on the wide key, with the board swept as given (rows of `width` cells, so a thin wide board uses the high word). */
const wideAsGiven = (width: number, height: number, ends: number[], freeEndCells?: number[]): bigint =>
  frontierCounter({ width, height, ends, keepOrientation: true, ...(freeEndCells && { freeEndCells }) }, 'wide').run();

describe('the wide frontier key (two words a state)', () => {
  it('gives the compact key\'s counts on random rectangles with 0, 1 or 2 fixed ends, and brute force\'s on the small ones', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 2 }), (w, h, a, b, fixed) => {
      const n = w * h;
      const ends = [a % n, b % n].slice(0, fixed);
      if (ends.length === 2 && ends[0] === ends[1]) return;
      const wide = frontierCount(w, h, ends, 'wide').count;
      expect(wide, `${w}x${h} ends ${ends.join(',')}`).toBe(frontierCount(w, h, ends).count);
      if (n <= 20) {
        const directed = BigInt(gridPathsDfs(w, h, ends[0], ends[1])!);
        expect(wide, `${w}x${h} ends ${ends.join(',')}`).toBe(ends.length === 0 && n > 1 ? directed / 2n : directed);
      }
    }), { numRuns: 150, seed: 34 });
  });
  it('matches A120443 for n = 1..9', () => {
    for (let n = 1; n <= 9; n++) expect(frontierCount(n, n, [], 'wide').count, `n=${n}`).toBe(A120443[n - 1]);
  });
  it('sweeps rows of 16 to 20 cells (17 to 21 plugs in both words) to the counts of the same board swept the narrow way', () => {
    const boards: [number, number, number[]][] = [
      [16, 3, [0, 47]], [17, 3, [0, 16]], [18, 2, []], [20, 2, [5]], [16, 3, [15, 32]],
    ];
    for (const [w, h, ends] of boards) {
      const narrow = countPaths(w, h, { ...(ends[0] !== undefined && { from: ends[0] }), ...(ends[1] !== undefined && { to: ends[1] }) }).count;
      expect(narrow > 0n, `${w}x${h}`).toBe(true);
      const wide = wideAsGiven(w, h, ends);
      expect(wide, `${w}x${h} ends ${ends.join(',')}`).toBe(narrow);
      expect(wide, `${w}x${h} ends ${ends.join(',')}`).toBe(sweepCount({ width: w, height: h, ends }).count);
    }
  });
  it('holds a free end to the cells it may lie in, on both words', () => {
    const w = 16, h = 3, from = 0;
    const cells = [15, 31, 47, 14, 30];
    let sum = 0n;
    for (const to of cells) sum += countPaths(w, h, { from, to }).count;
    expect(wideAsGiven(w, h, [from], cells)).toBe(sum);
  });
});

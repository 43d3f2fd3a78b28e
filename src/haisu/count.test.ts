import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countPaths, frontierCount, sweepCount, sweepSpec } from './count.ts';
import { dfsCount, gridPathsDfs } from './dfs.ts';
import { blankPuzzle, compileBoard } from './model.ts';
import { A001184 as A001184_ALL, A096969, A120443 } from '../../data/oeis.ts';

/** the terms up to 11×11, which a test can afford */
const A001184 = A001184_ALL.slice(0, 6);

/** Plain recursion, independent of the sweep. */
const directedPaths = (w: number, h: number, from?: number, to?: number): number => gridPathsDfs(w, h, from, to)!;

describe('frontier sweep counts', () => {
  it('matches A001184 (corner to opposite corner) for n = 0..5, i.e. up to 11×11', () => {
    A001184.forEach((term, n) => {
      const side = 2 * n + 1;
      expect(countPaths(side, side, { from: 0, to: side * side - 1 }).count, `n=${n}`).toBe(term);
    });
  });
  it('matches A120443 (all paths) and A096969 (directed: twice as many past n = 1) for n = 1..7', () => {
    for (let n = 1; n <= 7; n++) {
      const all = countPaths(n, n).count;
      expect(all, `A120443 n=${n}`).toBe(A120443[n - 1]);
      expect(n === 1 ? all : 2n * all, `A096969 n=${n}`).toBe(A096969[n - 1]);
    }
  });
  it('matches A120443 for n = 8, 9 (the compact counter)', () => {
    for (const n of [8, 9]) expect(countPaths(n, n).count, `n=${n}`).toBe(A120443[n - 1]);
  });
  it('the compact counter and the double-keyed sweep agree on random rectangles with 0, 1 or 2 fixed ends', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 7 }), fc.integer({ min: 1, max: 7 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 2 }), (w, h, a, b, fixed) => {
      const n = w * h;
      const ends = [a % n, b % n].slice(0, fixed);
      if (ends.length === 2 && ends[0] === ends[1]) return;
      const from = ends[0], to = ends[1];
      const spec = sweepSpec(w, h, { ...(from !== undefined && { from }), ...(to !== undefined && { to }) });
      const compact = frontierCount(w, h, spec.ends);
      const plain = n === 1 ? { count: 1n } : sweepCount(spec);
      expect(compact.count, `${w}x${h} ends ${ends.join(',')}`).toBe(plain.count);
    }), { numRuns: 300, seed: 12 });
  });
  it('agrees with plain recursion on the OEIS terms it can reach (n ≤ 5)', () => {
    for (let n = 1; n <= 5; n++) {
      const directed = BigInt(directedPaths(n, n));
      expect(directed, `n=${n}`).toBe(A096969[n - 1]);
      expect(countPaths(n, n).count).toBe(n === 1 ? directed : directed / 2n);
    }
    expect(BigInt(directedPaths(5, 5, 0, 24))).toBe(A001184[2]);
    expect(BigInt(directedPaths(3, 3, 0, 8))).toBe(A001184[1]);
  });
  it('agrees with the DFS on every end pair of small rectangles, and with one end or none', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 4 }), fc.nat(), fc.nat(), (w, h, a, b) => {
      const n = w * h;
      const s = a % n, g = b % n;
      if (s === g) return;
      const board = compileBoard(blankPuzzle(w, h, [Math.floor(s / w), s % w], [Math.floor(g / w), g % w]));
      expect(countPaths(w, h, { from: s, to: g }).count).toBe(BigInt(dfsCount(board)));
      expect(countPaths(w, h, { from: s }).count).toBe(BigInt(directedPaths(w, h, s)));
    }), { numRuns: 300, seed: 11 });
  });
  it('is the same under the grid\'s symmetries (the sweep sees them as different problems)', () => {
    const w = 6, h = 5;
    const base = countPaths(w, h, { from: 0, to: w - 1 }).count;
    expect(countPaths(w, h, { from: w * h - 1, to: w * (h - 1) }).count).toBe(base); // turned half round
    expect(countPaths(h, w, { from: 0, to: h * (w - 1) }).count).toBe(base); // mirrored on the diagonal
  });
  it('counts 8×8 and 10×10 corner to corner exactly, the same from each of the four corners', () => {
    for (const n of [8, 10]) {
      const last = n * n - 1;
      // opposite corners share a colour on an even board: no walk
      expect(countPaths(n, n, { from: 0, to: last }).count).toBe(0n);
      const along = countPaths(n, n, { from: 0, to: n - 1 }).count;
      expect(along > (n === 8 ? 2n ** 20n : 2n ** 32n)).toBe(true);
      expect(countPaths(n, n, { from: last, to: last - (n - 1) }).count).toBe(along); // turned half round
      expect(countPaths(n, n, { from: 0, to: last - (n - 1) }).count).toBe(along); // mirrored on the diagonal
    }
  });
  it('reports the memory it used', () => {
    const r = countPaths(8, 8);
    expect(r.peakStates).toBeGreaterThan(100);
    expect(r.peakBytes).toBeGreaterThan(r.peakStates * 8);
  });
});

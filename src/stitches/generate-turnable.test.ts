import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { cutRegions } from '../core/regions.ts';
import { buildModel, candidateBetween, type Model } from './model.ts';
import { State } from './state.ts';
import { sewsTurnable, turnableSquares } from './generate-turnable.ts';

const bare = (width: number, height: number, regions: number[]) =>
  buildModel({ width, height, k: 1, regions, rows: new Array<null>(height).fill(null), cols: new Array<null>(width).fill(null) });

/** Independent definition: both sewings of the square exist and sew the same multiset of block pairs. */
function turnsUnseen(m: Model, a: number): boolean {
  const b = a + 1, c = a + m.width, d = c + 1;
  const cands = [[a, b], [c, d], [a, c], [b, d]].map(([x, y]) => candidateBetween(m, x!, y!));
  if (cands.includes(-1)) return false;
  const pairs = cands.map((x) => m.candPair[x]!);
  return [pairs[0], pairs[1]].sort().join() === [pairs[2], pairs[3]].sort().join();
}

describe('turnable squares', () => {
  it('finds a three-block square: one block wraps round to hold both ends of a diagonal', () => {
    const m = bare(4, 4, [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    const squares = turnableSquares(m);
    expect(squares.length).toBe(4);
    expect(Array.from(squares)).toEqual([[5, 6], [9, 10], [5, 9], [6, 10]].map(([x, y]) => candidateBetween(m, x!, y!)));
  });

  it('are exactly the squares whose two sewings pierce the same cells and sew the same pairs', () => {
    fc.assert(fc.property(fc.integer({ min: 2, max: 7 }), fc.integer({ min: 2, max: 7 }), fc.integer({ min: 2, max: 12 }), fc.string(), (w, h, blocks, seed) => {
      const m = bare(w, h, Array.from(cutRegions({ width: w, height: h }, Math.min(blocks, w * h), Rng.fromSeed(seed))));
      const found = new Set<number>();
      const squares = turnableSquares(m);
      for (let i = 0; i < squares.length; i += 4) found.add(Math.min(m.candA[squares[i]!]!, m.candB[squares[i]!]!));
      for (let r = 0; r + 1 < h; r++) for (let c = 0; c + 1 < w; c++) expect(found.has(r * w + c)).toBe(turnsUnseen(m, r * w + c));
    }), { numRuns: 300 });
  });

  it('sewsTurnable notices either sewing of a square, and only a whole sewing', () => {
    const m = bare(4, 4, [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0]);
    const squares = turnableSquares(m);
    for (const [first, second] of [[0, 1], [2, 3]]) {
      const s = new State(m);
      expect(s.setIn(squares[first!]!)).toBe(true);
      expect(sewsTurnable(s, squares)).toBe(false);
      expect(s.setIn(squares[second!]!)).toBe(true);
      expect(sewsTurnable(s, squares)).toBe(true);
    }
  });
});

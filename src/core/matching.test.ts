import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compressRows, maxMatching } from './matching.ts';

/** Exhaustive maximum matching for tiny graphs. */
function bruteMax(nLeft: number, lists: number[][], used = new Set<number>(), u = 0): number {
  if (u === nLeft) return 0;
  let best = bruteMax(nLeft, lists, used, u + 1);
  for (const v of lists[u]!) {
    if (used.has(v)) continue;
    used.add(v);
    best = Math.max(best, 1 + bruteMax(nLeft, lists, used, u + 1));
    used.delete(v);
  }
  return best;
}

describe('maxMatching (Hopcroft–Karp)', () => {
  it('equals exhaustive search on random small graphs, and returns a valid matching', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 7 }), fc.integer({ min: 0, max: 7 }), fc.array(fc.tuple(fc.nat(6), fc.nat(6)), { maxLength: 30 }),
      (nLeft, nRight, edges) => {
        const lists: number[][] = Array.from({ length: nLeft }, () => []);
        for (const [u, v] of edges) if (u < nLeft && v < nRight && !lists[u]!.includes(v)) lists[u]!.push(v);
        const { start, adj } = compressRows(lists);
        const m = maxMatching(nLeft, nRight, start, adj);
        expect(m.size).toBe(bruteMax(nLeft, lists));
        let count = 0;
        for (let u = 0; u < nLeft; u++) {
          const v = m.matchLeft[u]!;
          if (v >= 0) { count++; expect(lists[u]).toContain(v); expect(m.matchRight[v]).toBe(u); }
        }
        expect(count).toBe(m.size);
      }), { numRuns: 500 });
  });

  it('handles a long path without deep recursion', () => {
    const n = 50000;
    const lists = Array.from({ length: n }, (_, u) => (u + 1 < n ? [u, u + 1] : [u]));
    const { start, adj } = compressRows(lists);
    expect(maxMatching(n, n, start, adj).size).toBe(n);
  });
});

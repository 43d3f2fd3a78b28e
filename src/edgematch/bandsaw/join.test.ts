import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SeamTable } from './join.ts';

describe('seam table', () => {
  it('keeps the fewest mismatches per key, like a Map', () => {
    fc.assert(fc.property(fc.array(fc.tuple(fc.array(fc.integer({ min: 0, max: 7 }), { minLength: 3, maxLength: 3 }), fc.integer({ min: 0, max: 20 })), { maxLength: 3000 }), (entries) => {
      const table = new SeamTable(3, Number.POSITIVE_INFINITY);
      const model = new Map<string, number>();
      for (const [key, cost] of entries) {
        expect(table.insert(Uint32Array.from(key), cost)).toBe(true);
        model.set(key.join(), Math.min(cost, model.get(key.join()) ?? cost));
      }
      expect(table.size).toBe(model.size);
      for (const [k, cost] of model) expect(table.lookup(Uint32Array.from(k.split(',').map(Number)))).toBe(cost);
      expect(table.lookup(Uint32Array.of(9, 9, 9))).toBe(-1);
    }), { numRuns: 30 });
  });

  it('refuses to grow past its memory ceiling', () => {
    const table = new SeamTable(2, 64 * 1024);
    let stored = 0;
    while (table.insert(Uint32Array.of(stored, 1), 0)) stored++;
    expect(stored).toBeGreaterThan(100);
    expect(table.peakBytes).toBeLessThanOrEqual(64 * 1024);
    expect(table.lookup(Uint32Array.of(0, 1))).toBe(0);
  });
});

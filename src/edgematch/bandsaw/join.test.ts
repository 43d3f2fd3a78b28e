import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { KeyPacker, SeamIndex, SeamTable } from './join.ts';

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

  it('steers a stream to the cheapest stored filling whose seam agrees so far and whose pieces are free', () => {
    const width = 3, colours = 4, pool = 40;
    const entry = fc.record({
      pieces: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { maxLength: 6 }),
      seam: fc.array(fc.integer({ min: 0, max: colours - 1 }), { minLength: width, maxLength: width }),
      cost: fc.integer({ min: 0, max: 9 }),
    });
    fc.assert(fc.property(fc.array(entry, { minLength: 1, maxLength: 60 }), entry, (stored, stream) => {
      const packer = new KeyPacker(pool, width, colours);
      const maskOf = (pieces: number[]) => {
        const m = new Uint32Array(packer.maskWords);
        for (const q of pieces) m[q >> 5]! |= 1 << (q & 31);
        return m;
      };
      const table = new SeamTable(packer.words, Number.POSITIVE_INFINITY);
      const key = new Uint32Array(packer.words);
      for (const e of stored) {
        packer.pack({ cost: e.cost, mask: maskOf(e.pieces), seam: Int32Array.from(e.seam), chosen: new Int32Array(0) }, key, null);
        table.insert(key, e.cost);
      }
      const index = new SeamIndex(table, packer, width);
      const mask = maskOf(stream.pieces);
      for (let j = 0; j < width; j++) {
        const fits = stored.filter((e) => e.seam.slice(0, j + 1).join() === stream.seam.slice(0, j + 1).join()
          && e.pieces.every((q) => !stream.pieces.includes(q)));
        const least = index.enter(j, stream.seam[j]!, mask);
        expect(least).toBe(fits.length ? Math.min(...fits.map((e) => e.cost)) : -1);
        if (least < 0) break;
      }
    }), { numRuns: 200 });
  });
});

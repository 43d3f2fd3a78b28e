import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../../core/rng.ts';
import { KeyPacker, SeamIndex, SeamTable, sortedEntries } from './join.ts';

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

  it('steers a stream to the cheapest stored filling whose seam agrees so far (or differs where the stream says) and whose pieces are free', () => {
    const seamLength = 3, colours = 4, pool = 40;
    const entry = fc.record({
      pieces: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { maxLength: 6 }),
      seam: fc.array(fc.integer({ min: 0, max: colours - 1 }), { minLength: seamLength, maxLength: seamLength }),
      cost: fc.integer({ min: 0, max: 9 }),
    });
    // the stream's check points: some only add pieces (off the seam), some meet the next seam entry, matching it or not
    const stream = fc.record({
      pieces: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { maxLength: 12 }),
      seam: fc.array(fc.integer({ min: 0, max: colours - 1 }), { minLength: seamLength, maxLength: seamLength }),
      differs: fc.array(fc.boolean(), { minLength: seamLength, maxLength: seamLength }),
      offSeam: fc.array(fc.boolean(), { minLength: seamLength * 2, maxLength: seamLength * 2 }),
    });
    fc.assert(fc.property(fc.array(entry, { minLength: 1, maxLength: 80 }), stream, (stored, s) => {
      const packer = new KeyPacker(pool, seamLength, colours);
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
      const checks: number[] = []; // seam entry per check point, -1 off the seam
      for (let j = 0; j < seamLength; j++) {
        if (s.offSeam[2 * j]) checks.push(-1);
        checks.push(j);
      }
      const index = new SeamIndex(sortedEntries(table, packer), packer, checks.length, pool, colours);
      let closed = 0;
      const agrees = (e: { seam: number[] }) => e.seam.slice(0, closed).every((c, j) => (c === s.seam[j]) !== s.differs[j]);
      for (let c = 0; c < checks.length; c++) {
        const entryAt = checks[c]!;
        if (entryAt >= 0) closed = entryAt + 1;
        const placed = s.pieces.slice(0, Math.round((s.pieces.length * (c + 1)) / checks.length));
        const fits = stored.filter((e) => agrees(e) && e.pieces.every((q) => !placed.includes(q)));
        const least = index.enter(c, entryAt, entryAt >= 0 ? s.seam[entryAt]! : -1, maskOf(placed), entryAt >= 0 && s.differs[entryAt]!);
        expect(least).toBe(fits.length ? Math.min(...fits.map((e) => e.cost)) : -1);
        if (least < 0) break;
        if (c === checks.length - 1) {
          const partner = index.partner(checks.length)!;
          expect(partner.cost).toBe(least);
          expect(fits.some((e) => e.cost === least && maskOf(e.pieces).every((v, w) => v === partner.key[w]))).toBe(true);
        }
      }
    }), { numRuns: 300 });
  });
  it('never reads the words of fillings dearer than a cell can still join, not even when a cell below finishes the list', () => {
    // a few cheap fillings (cost 0) in the first words and a great many dear ones (cost 2) after them
    const pool = 40, seamLength = 2, colours = 2, positions = 3;
    const packer = new KeyPacker(pool, seamLength, colours);
    const table = new SeamTable(packer.words, Number.POSITIVE_INFINITY);
    const rng = Rng.fromSeed('dear-words');
    const key = new Uint32Array(packer.words);
    for (let e = 0; e < 3264; e++) {
      // pieces 0 and 1 stay free, so the stream's two pieces clear nothing
      const mask = new Uint32Array(packer.maskWords);
      for (let q = 2; q < pool; q++) if (rng.int(2)) mask[q >> 5]! |= 1 << (q & 31);
      packer.pack({ cost: e < 64 ? 0 : 2, mask, seam: Int32Array.of(rng.int(colours), rng.int(colours)), chosen: new Int32Array(0) }, key, null);
      table.insert(key, e < 64 ? 0 : 2);
    }
    const entries = sortedEntries(table, packer);
    const cheapWords = Math.ceil(entries.costs.filter((c) => c === 0).length / 32), allWords = Math.ceil(entries.count / 32);
    expect(allWords).toBeGreaterThan(20 * cheapWords);
    const masks = [Uint32Array.of(1, 0), Uint32Array.of(3, 0)];
    const told = new SeamIndex(entries, packer, positions, pool, colours), untold = new SeamIndex(entries, packer, positions, pool, colours);
    for (let i = 0; i < masks.length; i++) {
      // only a filling of no mismatches can join below: the cell says so, and the one below it finishes its list
      expect(told.enter(i, -1, -1, masks[i]!, false, 0)).toBe(0);
      expect(untold.enter(i, -1, -1, masks[i]!, false)).toBe(0);
    }
    expect(told.partner(masks.length)).toEqual(untold.partner(masks.length));
    expect(told.wordsPassed).toBeLessThanOrEqual(3 * cheapWords);
    expect(untold.wordsPassed).toBeGreaterThan(allWords);
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Rng } from '../core/rng.ts';
import { toId } from './codec.ts';
import { generateHaisu, maxRegions, MAX_GENERATE_SIDE, MIN_GENERATE_SIDE, settingsProblem, type HaisuGenParams } from './generate.ts';
import { HAISU_GRADES } from './grade.ts';
import { parseAnyPuzzle, parseSeedId, puzzleFromSeedId, toSeedId } from './generate-id.ts';

describe('haisu seed ids', () => {
  it('round-trip settings and any seed text, # and spaces included (property)', () => {
    fc.assert(fc.property(
      fc.integer({ min: MIN_GENERATE_SIDE, max: MAX_GENERATE_SIDE }), fc.integer({ min: MIN_GENERATE_SIDE, max: MAX_GENERATE_SIDE }), fc.integer({ min: 1, max: 99999 }),
      fc.constantFrom<Pick<HaisuGenParams, 'style' | 'grade'>>({ style: 'minimal' }, { style: 'gentle' }, ...HAISU_GRADES.map((grade) => ({ grade }))),
      fc.string({ minLength: 1 }),
      (width, height, dial, how, seed) => {
        fc.pre(!/[\r\n]$/.test(seed));
        const regions = 1 + (dial % maxRegions(width, height));
        const text = toSeedId({ width, height, regions, ...how }, seed);
        expect(parseSeedId(text)).toEqual({ ok: true, value: { params: { width, height, regions, ...how }, seed, version: 2 } });
      },
    ));
  });

  it('are refused, before any board is drawn, for every size and region count generate refuses', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 999 }), fc.integer({ min: 0, max: 99999 }), (width, height, regions) => {
      const parsed = parseSeedId(toSeedId({ width, height, regions }, 's'));
      expect(parsed.ok ? null : parsed.error.message).toBe(settingsProblem(width, height, regions));
    }));
  });

  it('names the board the generator makes from that seed', () => {
    const g = generateHaisu({ width: 6, height: 6, regions: 7, style: 'gentle' }, Rng.fromSeed('a b#c'));
    const p = puzzleFromSeedId('haisu:6x6r7,gentle,v2#a b#c');
    expect(p.ok && toId(p.value)).toBe(g.id);
    // an id from before versions were written keeps naming the board that version 1 seeding made
    const old = puzzleFromSeedId('haisu:6x6r7,gentle#a b#c');
    expect(old.ok && toId(old.value)).toBe(generateHaisu({ width: 6, height: 6, regions: 7, style: 'gentle' }, Rng.fromSeed('a b#c', 1)).id);
    const easy = generateHaisu({ width: 6, height: 6, regions: 7, grade: 'easy' }, Rng.fromSeed('e'));
    const named = puzzleFromSeedId('haisu:6x6r7,easy,v2#e');
    expect(named.ok && toId(named.value)).toBe(easy.id);
    const exact = parseAnyPuzzle(g.id);
    expect(exact.ok && toId(exact.value)).toBe(g.id);
  });

  it('returns errors, never throws, on bad ids and on settings the generator refuses (fuzz)', () => {
    for (const bad of ['haisu:6x6r7', 'haisu:6x6#s', 'haisu:6x6r7,tough#s', 'haisu:6x6r7,needs search#s', 'haisu:2x2r1#s', 'haisu:5x5r26#s', 'haisu:5x5r1#s',
      'haisu:6x6r7,v2#', 'haisu:6x6r7#', 'haisu:6x6r7,v9#s', 'haisu:6x6r7,gentle,minimal,v2#s', 'haisu:6x6r7,easy,gentle,v2#s']) {
      const r = bad.includes('#') ? parseAnyPuzzle(bad) : parseSeedId(bad);
      expect(r.ok, bad).toBe(false);
    }
    fc.assert(fc.property(fc.string(), (s) => {
      expect(() => parseSeedId(s)).not.toThrow();
      expect(() => parseSeedId(`haisu:${s}`)).not.toThrow();
    }), { numRuns: 500 });
  });
});

import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { GRADES } from '../core/difficulty.ts';
import { fail } from '../core/result.ts';
import { Rng } from '../core/rng.ts';
import { toId } from './codec.ts';
import { generate } from './generate.ts';
import { MARGIN_MODES } from './generate-margins.ts';
import { offeredBlocks, offeredKs, offeredSizes, settingsProblem } from './feasibility.ts';
import { parseAnyPuzzle, parseSeedId, puzzleFromSeedId, toSeedId } from './generate-id.ts';
import { stitches } from './index.ts';

describe('seed ids', () => {
  it('round-trip every offered setting and any seed', () => {
    const offered = offeredSizes().flatMap(({ width, height }) => offeredKs(width, height).flatMap((k) => offeredBlocks(width, height, k).map((blocks) => ({ width, height, k, blocks }))));
    fc.assert(fc.property(
      fc.record({ margins: fc.constantFrom(...MARGIN_MODES), grade: fc.option(fc.constantFrom(...GRADES), { nil: undefined }) }),
      fc.constantFrom(...offered),
      fc.string({ minLength: 1 }),
      (how, size, seed) => {
        const params = { ...size, ...how };
        fc.pre(!/[\r\n]$/.test(seed));
        const parsed = parseSeedId(toSeedId(params, seed));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(parsed.value.seed).toBe(seed);
        expect(parsed.value.version).toBe(2);
        const { grade, margins, ...rest } = parsed.value.params;
        expect({ ...rest, margins: margins ?? 'full', grade }).toEqual(params);
      }));
  });

  it('are refused, before any work, for every setting generate refuses', () => {
    fc.assert(fc.property(
      fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 500 }),
      (width, height, k, blocks) => {
        const problem = settingsProblem(width, height, k, blocks);
        const parsed = parseSeedId(toSeedId({ width, height, k, blocks }, 's'));
        expect(parsed.ok ? null : parsed.error.message).toBe(problem);
      }));
  });

  it('name the puzzle the seed and settings generate', () => {
    const params = { width: 7, height: 7, k: 1, blocks: 7, margins: 'free' as const, grade: 'hard' as const };
    const made = generate(params, Rng.fromSeed('rainy-day'));
    const named = puzzleFromSeedId(toSeedId(params, 'rainy-day'));
    expect(named.ok && toId(named.value)).toBe(made.id);
    const viaParse = parseAnyPuzzle('stitches:7x7k1b7,free,hard,v2#rainy-day');
    expect(viaParse.ok && toId(viaParse.value)).toBe(made.id);
    // an id from before versions were written keeps naming the puzzle that version 1 seeding made
    const old = parseAnyPuzzle('stitches:7x7k1b7,free,hard#rainy-day');
    expect(old.ok && toId(old.value)).toBe(generate(params, Rng.fromSeed('rainy-day', 1)).id);
    expect(old.ok && toId(old.value)).not.toBe(made.id);
  });

  it('are given for the default settings of every offered size, and only for the budget they imply', () => {
    for (const { width, height } of offeredSizes()) {
      const read = stitches.settings.read({ size: `${width}x${height}` });
      expect(read.ok).toBe(true);
      if (!read.ok) continue;
      expect(stitches.toSeedId(read.value, 's'), `${width}x${height}`).not.toBeNull();
      expect(stitches.toSeedId({ ...read.value, nodeBudget: read.value.nodeBudget! + 1 }, 's')).toBeNull();
    }
  });

  it('reject malformed ids and impossible settings with a message, never a throw', () => {
    for (const bad of ['stitches:7x7k1#s', 'stitches:7x7k1b7', 'stitches:7x7k1b7,loud#s', 'stitches:axbk1b7#s', 'haisu:7x7k1b7#s',
      'stitches:7x7k1b7,v3#s', 'stitches:7x7k1b7,v2,v2#s']) {
      const r = parseSeedId(bad);
      expect(r.ok, bad).toBe(false);
    }
    // each setting once, and a seed to make it from
    expect(parseSeedId('stitches:10x10k1b10,hard,easy,v2#x')).toEqual(fail("two grades given ('hard' and 'easy')", 'id'));
    expect(parseSeedId('stitches:10x10k1b10,free,minimal#x')).toEqual(fail("two margin settings given ('free' and 'minimal')", 'id'));
    expect(parseSeedId('stitches:10x10k1b10,v2#')).toEqual(fail('the seed after # is empty', 'id'));
    const impossible = puzzleFromSeedId('stitches:1x7k1b7#s');
    expect(!impossible.ok && impossible.error.message).toMatch(/size 1x7 is not offered/);
    fc.assert(fc.property(fc.string(), (text) => { parseSeedId(`stitches:${text}`); parseSeedId(text); }));
  });
});

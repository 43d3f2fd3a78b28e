import { describe, expect, it } from 'vitest';
import { fail, ok } from './result.ts';
import { generateFromSeedId, looksLikeSeedId } from './seed-id.ts';

class GaveUp extends Error {}

describe('seed ids', () => {
  it('are told apart from exact ids', () => {
    expect(looksLikeSeedId('stitches', 'stitches:8x8k1b8#any seed: with # inside')).toBe(true);
    expect(looksLikeSeedId('stitches', '  stitches:8x8k1b8#s')).toBe(true);
    expect(looksLikeSeedId('stitches', 'stitches:8x8k1:AAAA.1,2.3,4')).toBe(false);
    expect(looksLikeSeedId('stitches', 'haisu:8x8r12#s')).toBe(false);
  });

  it('generate from the seed, and turn a give-up or a refused setting into an error value', () => {
    const id = ok({ params: 3, seed: 'abc' });
    const draw = generateFromSeedId(id, (n, rng) => n + rng.int(10), (e) => e instanceof GaveUp);
    expect(draw).toEqual(generateFromSeedId(id, (n, rng) => n + rng.int(10), () => false));
    expect(generateFromSeedId(id, () => { throw new GaveUp('no luck'); }, (e) => e instanceof GaveUp)).toEqual(fail('no luck', 'id'));
    expect(generateFromSeedId(id, () => { throw new RangeError('too big'); }, () => false)).toEqual(fail('too big', 'id'));
    expect(() => generateFromSeedId(id, () => { throw new Error('bug'); }, () => false)).toThrow('bug');
    expect(generateFromSeedId(fail('bad id', 'id'), () => 1, () => false)).toEqual(fail('bad id', 'id'));
  });
});

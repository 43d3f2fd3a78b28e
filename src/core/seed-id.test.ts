import { describe, expect, it } from 'vitest';
import { fail, ok } from './result.ts';
import { Rng } from './rng.ts';
import { generateFromSeedId, looksLikeSeedId, splitSeedId, versionToken } from './seed-id.ts';

class GaveUp extends Error {}

describe('seed ids', () => {
  it('are told apart from exact ids', () => {
    expect(looksLikeSeedId('stitches', 'stitches:8x8k1b8#any seed: with # inside')).toBe(true);
    expect(looksLikeSeedId('stitches', '  stitches:8x8k1b8#s')).toBe(true);
    expect(looksLikeSeedId('stitches', 'stitches:8x8k1:AAAA.1,2.3,4')).toBe(false);
    expect(looksLikeSeedId('stitches', 'haisu:8x8r12#s')).toBe(false);
  });

  it('generate from the seed, and turn a give-up or a refused setting into an error value', () => {
    const id = ok({ params: 3, seed: 'abc', version: 2 as const });
    const draw = generateFromSeedId(id, (n, rng) => n + rng.int(10), (e) => e instanceof GaveUp);
    expect(draw).toEqual(generateFromSeedId(id, (n, rng) => n + rng.int(10), () => false));
    expect(generateFromSeedId(id, () => { throw new GaveUp('no luck'); }, (e) => e instanceof GaveUp)).toEqual(fail('no luck', 'id'));
    expect(generateFromSeedId(id, () => { throw new RangeError('too big'); }, () => false)).toEqual(fail('too big', 'id'));
    expect(() => generateFromSeedId(id, () => { throw new Error('bug'); }, () => false)).toThrow('bug');
    expect(generateFromSeedId(fail('bad id', 'id'), () => 1, () => false)).toEqual(fail('bad id', 'id'));
  });

  it('carry the seeding version: new ids write it, ids without it are version 1, others are refused', () => {
    expect(versionToken()).toBe(',v2');
    const usage = 'g:<n>,v2#<seed>';
    expect(splitSeedId('g:5,v2#x y', 'g', usage)).toEqual(ok({ params: '5', seed: 'x y', version: 2 }));
    expect(splitSeedId('g:5,hard,v2#s\n', 'g', usage)).toEqual(ok({ params: '5,hard', seed: 's', version: 2 }));
    expect(splitSeedId('g:5#s', 'g', usage)).toEqual(ok({ params: '5', seed: 's', version: 1 }));
    expect(splitSeedId('g:5,v1#s', 'g', usage)).toEqual(ok({ params: '5', seed: 's', version: 1 }));
    expect(splitSeedId('g:5,v7#s', 'g', usage)).toEqual(fail('this id was made by generator version 7; this puzzlelab reads versions 1 and 2', 'id'));
    expect(splitSeedId('g:5,v2,v2#s', 'g', usage)).toEqual(fail('the id gives its version twice', 'id'));
    expect(splitSeedId('g:5,v2#', 'g', usage)).toEqual(fail('the seed after # is empty', 'id'));
    expect(splitSeedId('h:5,v2#s', 'g', usage)).toEqual(fail(`expected ${usage}`, 'id'));
    expect(splitSeedId('g:5,v2', 'g', usage)).toEqual(fail(`expected ${usage}`, 'id'));
  });

  it('generate with the seeding of their version', () => {
    const draw = (version: 1 | 2) => generateFromSeedId(ok({ params: 0, seed: 'ab', version }), (_, rng) => rng.u32(), () => false);
    expect(draw(1)).toEqual(ok(Rng.fromSeed('ab', 1).u32()));
    expect(draw(2)).toEqual(ok(Rng.fromSeed('ab', 2).u32()));
    expect(draw(1)).not.toEqual(draw(2));
  });
});

import { describe, expect, it } from 'vitest';
import { chiSquarePValue } from '../core/chi-square.ts';
import { Rng } from '../core/rng.ts';
import { WalkSampler, randomBelow } from './sample.ts';


const isWalk = (w: number, h: number, path: number[]): boolean =>
  path.length === w * h && new Set(path).size === w * h &&
  path.every((c, k) => k === 0 || Math.abs(Math.floor(c / w) - Math.floor(path[k - 1]! / w)) + Math.abs((c % w) - (path[k - 1]! % w)) === 1);

describe('uniform walk sampling', () => {
  it('draws every walk of the 4×4 grid equally often (chi-square, fixed seed)', () => {
    const sampler = new WalkSampler(4, 4);
    expect(sampler.total).toBe(276n);
    const rng = Rng.fromSeed('haisu chi-square');
    const draws = 276 * 40;
    const seen = new Map<string, number>();
    for (let i = 0; i < draws; i++) {
      const walk = sampler.draw(rng)!;
      expect(isWalk(4, 4, walk)).toBe(true);
      const key = (walk[0]! < walk[15]! ? walk : [...walk].reverse()).join(',');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(276);
    const expected = draws / 276;
    let chi = 0;
    for (const n of seen.values()) chi += (n - expected) ** 2 / expected;
    // neither too far from uniform nor suspiciously close to it (as a fixed cycle would be)
    const p = chiSquarePValue(chi, 275);
    expect(p).toBeGreaterThan(0.001);
    expect(p).toBeLessThan(0.999);
  });

  it('draws uniformly across seeds too: one draw for each of 2,000 seeds, as `sample` makes them', () => {
    // The 5×4 board from corner (0,0) to (3,4) has 20 walks. Version 1 seeding, which let only
    // half the state see the seed, gives chi-square 58.2 here (p about 7e-6).
    const sampler = new WalkSampler(5, 4, { from: 0, to: 19 });
    expect(sampler.total).toBe(20n);
    const seen = new Map<string, number>();
    for (let i = 0; i < 2000; i++) {
      const key = sampler.draw(Rng.fromSeed(`s${i}`))!.join(',');
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    expect(seen.size).toBe(20);
    let chi = 0;
    for (const n of seen.values()) chi += (n - 100) ** 2 / 100;
    expect(chiSquarePValue(chi, 19)).toBeGreaterThan(0.01);
  });
  it('draws walks between given ends, the same walk for the same seed', () => {
    const sampler = new WalkSampler(5, 5, { from: 0, to: 24 });
    expect(sampler.total).toBe(104n);
    const a = sampler.draw(Rng.fromSeed('s'))!, b = sampler.draw(Rng.fromSeed('s'))!;
    expect(a).toEqual(b);
    expect(a[0]).toBe(0);
    expect(a[24]).toBe(24);
    expect(isWalk(5, 5, a)).toBe(true);
    const other = new Set(Array.from({ length: 20 }, (_, i) => sampler.draw(Rng.fromSeed(`t${i}`))!.join(',')));
    expect(other.size).toBeGreaterThan(10);
  });
  it('handles a transposed board, one fixed end, and boards with no walk', () => {
    const s = new WalkSampler(6, 3, { to: 2 });
    const walk = s.draw(Rng.fromSeed('x'))!;
    expect(isWalk(6, 3, walk)).toBe(true);
    expect(walk[walk.length - 1]).toBe(2);
    const none = new WalkSampler(4, 4, { from: 0, to: 15 });
    expect(none.total).toBe(0n);
    expect(none.draw(Rng.fromSeed('x'))).toBeNull();
  });
  it('draws big integers below a bound uniformly (each residue of a small bound)', () => {
    const rng = Rng.fromSeed('below');
    const counts = [0, 0, 0, 0, 0];
    for (let i = 0; i < 5000; i++) counts[Number(randomBelow(5n, rng))]!++;
    for (const c of counts) expect(Math.abs(c - 1000)).toBeLessThan(150);
    const big = 2n ** 80n + 7n;
    for (let i = 0; i < 50; i++) expect(randomBelow(big, rng) < big).toBe(true);
  });
});

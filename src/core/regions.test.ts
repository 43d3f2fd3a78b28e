import { describe, expect, it } from 'vitest';
import { cutRegions, regionCells, validateRegions } from './regions.ts';
import { Rng } from './rng.ts';

describe('cutRegions', () => {
  it('cuts into exactly the asked number of connected blocks, reproducibly', () => {
    const rng = Rng.fromSeed('cut');
    for (let t = 0; t < 300; t++) {
      const width = 2 + rng.int(12), height = 2 + rng.int(12);
      const count = 1 + rng.int(Math.min(width * height, 30));
      const g = { width, height };
      const seed = `s${t}`;
      const regions = cutRegions(g, count, Rng.fromSeed(seed));
      expect(regions).toEqual(cutRegions(g, count, Rng.fromSeed(seed)));
      const check = validateRegions(g, regions);
      expect(check).toEqual({ ok: true, value: count });
    }
  });

  it('keeps blocks near equal size by growing the smallest', () => {
    const g = { width: 12, height: 12 };
    const sizes: number[] = [];
    for (let t = 0; t < 40; t++) {
      const regions = cutRegions(g, 12, Rng.fromSeed(`eq${t}`));
      for (const cells of regionCells(regions, 12)) sizes.push(cells.length);
    }
    const mean = sizes.reduce((a, b) => a + b, 0) / sizes.length;
    expect(mean).toBe(12);
    // most blocks land within a factor of two of the mean
    expect(sizes.filter((s) => s >= 6 && s <= 24).length / sizes.length).toBeGreaterThan(0.8);
  });
});

describe('validateRegions', () => {
  const g = { width: 3, height: 2 };
  it('finds a disconnected region and names the stray cell', () => {
    const r = validateRegions(g, [0, 1, 0, 1, 1, 1]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/region 0 is not connected/);
  });
  it('finds unused ids and bad values', () => {
    expect(validateRegions(g, [0, 0, 0, 2, 2, 2]).ok).toBe(false);
    expect(validateRegions(g, [0, 0, 0, -1, 1, 1]).ok).toBe(false);
    expect(validateRegions(g, [0, 0, 0, 1.5, 1, 1]).ok).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { Rng } from '../core/rng.ts';
import { NodeBudget } from '../core/search.ts';
import { cutRegions } from '../core/regions.ts';
import { allAnswers } from './brute.ts';
import { buildModel } from './model.ts';
import { plantIds } from './plant.ts';
import { hasSwapTwin } from './generate-swap.ts';

describe('swap twins', () => {
  it('are exactly the second answers that differ from the first in two stitches (every answer of small boards enumerated)', () => {
    const rng = Rng.fromSeed('swap twins');
    let twins = 0, checked = 0;
    while (checked < 400) {
      const width = 3 + rng.int(3), height = 3 + rng.int(3), k = 1 + rng.int(2);
      const regions = Array.from(cutRegions({ width, height }, 2 + rng.int(k === 1 ? 7 : 3), rng));
      const bare = { width, height, k, regions, rows: new Array<null>(height).fill(null), cols: new Array<null>(width).fill(null) };
      const model = buildModel(bare);
      const ids = plantIds(model, rng, new NodeBudget(10_000));
      if (!ids) continue;
      checked++;
      const rows = new Array<number>(height).fill(0), cols = new Array<number>(width).fill(0);
      for (const c of ids) for (const x of [model.candA[c]!, model.candB[c]!]) { rows[Math.floor(x / width)]!++; cols[x % width]!++; }
      const planted = new Set(ids);
      const nearby = allAnswers({ ...bare, rows, cols }).some((b) => b.filter((c) => !planted.has(c)).length === 2);
      expect(hasSwapTwin(model, ids), JSON.stringify({ bare, ids })).toBe(nearby);
      if (nearby) twins++;
    }
    // both outcomes occur, so the comparison means something
    expect(twins).toBeGreaterThan(20);
    expect(twins).toBeLessThan(380);
  });
});

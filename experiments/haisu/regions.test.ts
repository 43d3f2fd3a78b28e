import { describe, expect, it } from 'vitest';
import { regionCountsFor, experiment, type RegionRow } from './regions.ts';
import { runInline } from '../pipeline/inline.ts';

describe('haisu-regions experiment (smoke size)', () => {
  it('pins fewer boards at the one-cell end than at the default count, on 5×5', () => {
    const rows = runInline(experiment).stats as RegionRow[];
    expect(rows.map((r) => r.regions)).toEqual(regionCountsFor(5));
    const byCount = new Map(rows.map((r) => [r.regions, r]));
    const dense = byCount.get(Math.max(...regionCountsFor(5)))!;
    const chosen = rows.find((r) => r.isDefault)!;
    expect(chosen.pinned).toBeGreaterThan(dense.pinned);
    for (const r of rows) expect(r.unknown).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { measure, sweep } from './stitches-feasibility.ts';
import { FEASIBILITY, offeredBlocks, settingsProblem, usableShare } from '../src/stitches/feasibility.ts';

describe('stitches feasibility', () => {
  it('the committed table is what the command measures (one row re-measured)', () => {
    const row = FEASIBILITY.rows.find((r) => r.side === 6 && r.k === 1 && r.blocks === 6)!;
    expect(measure(6, 1, 6, FEASIBILITY.cutsPerSetting)).toEqual(row);
  });

  it('offers a block count only when it and every smaller one reach the threshold', () => {
    for (const side of [5, 8, 12, 20]) {
      for (const k of [1, 2, 3]) {
        const rows = FEASIBILITY.rows.filter((r) => r.side === side && r.k === k).sort((a, b) => a.blocks - b.blocks);
        const offered = offeredBlocks(side, side, k);
        expect(offered).toEqual(rows.slice(0, offered.length).map((r) => r.blocks));
        for (const r of rows.slice(0, offered.length)) expect(usableShare(r)).toBeGreaterThanOrEqual(FEASIBILITY.threshold);
        const next = rows[offered.length];
        if (next) expect(usableShare(next)).toBeLessThan(FEASIBILITY.threshold);
        for (const b of offered) expect(settingsProblem(side, side, k, b)).toBeNull();
      }
    }
  });

  it('sweeps upward and stops once the share stays low (smoke size)', () => {
    const table = sweep([5], 10);
    const k1 = table.rows.filter((r) => r.k === 1);
    expect(k1[0]!.blocks).toBe(3);
    const last = k1.slice(-2);
    expect(last.every((r) => usableShare(r) < table.threshold)).toBe(true);
  });
});

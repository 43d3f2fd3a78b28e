import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import {
  CLEAR_SHARE, FEASIBLE_SHARE, FIRST_CUTS, KS, MAX_CUTS, ROWS_FILE, WITHHELD, measure, offeredFrom, offeredJson, rowsJson, shapes, sweep, usableShare, type FeasibilityRow, type Measurement,
} from './feasibility.ts';
import { OFFERED, offeredBlocks } from '../../src/stitches/research.ts';

const committed = JSON.parse(readFileSync(ROWS_FILE, 'utf8')) as Measurement;
const rowsOf = (m: Measurement, width: number, height: number, k: number): FeasibilityRow[] =>
  m.rows.filter((r) => r.width === width && r.height === height && r.k === k).sort((a, b) => a.blocks - b.blocks);

describe('stitches feasibility', () => {
  it('the committed rows are what the command measures (a square and a rectangle re-measured)', () => {
    for (const [width, height, k, blocks] of [[6, 6, 1, 6], [6, 9, 2, 4]] as const) {
      const row = committed.rows.find((r) => r.width === width && r.height === height && r.k === k && r.blocks === blocks)!;
      expect(measure({ width, height }, k, blocks, committed.maxCuts)).toEqual(row);
    }
  });

  it('measured every shape, and the offered table is what the committed rows offer', () => {
    const measured = new Set(committed.rows.map((r) => `${r.width}x${r.height}`));
    expect([...measured].sort()).toEqual(shapes().map((s) => `${s.width}x${s.height}`).sort());
    expect(OFFERED).toEqual(offeredFrom(committed));
  });

  it('offers a block count only when it and every smaller one reach the threshold', () => {
    for (const { width, height } of shapes().filter((_, i) => i % 7 === 0)) {
      for (const k of KS) {
        const rows = rowsOf(committed, width, height, k);
        const offered = offeredBlocks(width, height, k);
        expect(offered).toEqual(rows.slice(0, offered.length).map((r) => r.blocks));
        for (const r of rows.slice(0, offered.length)) expect(usableShare(r)).toBeGreaterThanOrEqual(committed.threshold);
        const next = rows[offered.length];
        if (next) expect(usableShare(next)).toBeLessThan(committed.threshold);
      }
    }
  });

  it('withholds the settings too slow to generate, though their cuts can be stitched', () => {
    for (const { size, k } of WITHHELD) {
      const [width, height] = size.split('x').map(Number) as [number, number];
      expect(rowsOf(committed, width, height, k).some((r) => usableShare(r) >= committed.threshold)).toBe(true);
      expect(offeredBlocks(width, height, k)).toEqual([]);
    }
  });

  it('offeredFrom agrees with the rule on any rows: the longest run from 3 up at or over the threshold', () => {
    const row = fc.record({ cuts: fc.integer({ min: 1, max: 20 }), screened: fc.nat(20), unsewn: fc.nat(20) })
      .map((r) => ({ ...r, screened: Math.min(r.screened, r.cuts), unsewn: Math.min(r.unsewn, r.cuts - Math.min(r.screened, r.cuts)) }));
    fc.assert(fc.property(fc.array(fc.array(row, { maxLength: 8 }), { minLength: 3, maxLength: 3 }), (perK) => {
      const rows = perK.flatMap((list, i) => list.map((r, j) => ({ width: 5, height: 7, k: KS[i]!, blocks: 3 + j, ...r })));
      const got = offeredFrom({ threshold: FEASIBLE_SHARE, maxCuts: 20, rows }).largest['5x7'];
      const want = perK.map((list) => {
        const failing = list.findIndex((r) => usableShare({ width: 5, height: 7, k: 1, blocks: 3, ...r }) < FEASIBLE_SHARE);
        const run = failing < 0 ? list.length : failing;
        return run ? 2 + run : 0;
      });
      expect(got ?? [0, 0, 0]).toEqual(want);
    }));
  });

  it('writes the tables as JSON, one entry a line', () => {
    const m: Measurement = { threshold: 0.2, maxCuts: 20, rows: committed.rows.slice(0, 3) };
    expect(JSON.parse(rowsJson(m))).toEqual(m);
    expect(rowsJson(m).split('\n').filter((line) => line.startsWith('  {"width":'))).toHaveLength(3);
    const t = offeredFrom(committed);
    expect(JSON.parse(offeredJson(t))).toEqual(t);
  });

  it('sweeps upward and stops once the share stays low (smoke size)', () => {
    const m = sweep([{ width: 5, height: 5 }, { width: 5, height: 6 }], 10);
    for (const [width, height] of [[5, 5], [5, 6]]) {
      const k1 = rowsOf(m, width!, height!, 1);
      expect(k1[0]!.blocks).toBe(3);
      expect(k1.slice(-2).every((r) => usableShare(r) < m.threshold)).toBe(true);
    }
  });

  it('samples a clear setting in one short stage and a doubtful one in full', () => {
    const clear = measure({ width: 8, height: 8 }, 1, 3);
    expect(clear.cuts).toBe(FIRST_CUTS);
    expect(usableShare(clear)).toBeGreaterThanOrEqual(CLEAR_SHARE);
    const doubtful = measure({ width: 5, height: 5 }, 1, 7);
    expect(doubtful.cuts).toBe(MAX_CUTS);
    expect(usableShare(doubtful)).toBeLessThan(CLEAR_SHARE);
  });
});

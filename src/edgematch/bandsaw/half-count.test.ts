import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { bandOf } from '../band.ts';
import { parseInstance } from '../io.ts';
import { emptyBoard } from '../model.ts';
import { fillRows } from '../fill.ts';
import { Rng } from '../../core/rng.ts';
import { dataFile } from '../../../data/paths.ts';
import { BandModel } from './cuts.ts';
import { countHalf } from './half-count.ts';
import { bandsaw } from './ratchet.ts';

function band(rows: number) {
  const inst = parseInstance(readFileSync(dataFile('edgematch', 'brendan_set1_06x06.txt'), 'utf8'));
  if (!inst.ok) throw new Error(inst.error.message);
  const p = bandOf(fillRows(emptyBoard(inst.value), inst.value.height - rows, Rng.fromSeed('half-count')), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

describe('countHalf', () => {
  it('counts what a stored pass of the ratchet counts for the same half and budget (the stored side is listed alone)', () => {
    const p = band(2);
    const model = new BandModel(p);
    const passes = bandsaw(p, { split: 'lower' }).certificate.rounds.flatMap((r) => r.passes).filter((x) => !x.reused && !x.capped);
    expect(passes.length).toBeGreaterThan(0);
    for (const x of passes) {
      const c = countHalf(p, model, x.split, x.stored, x.storedBudget, Infinity);
      expect([c.nodes, c.partials, c.capped]).toEqual([x.storedNodes, x.storedPartials, false]);
    }
  });

  it('grows with the budget, lists nothing below the half\'s bound, and stops at the node cap with floors', () => {
    const p = band(2);
    const model = new BandModel(p);
    const { min } = model.side('columns', 'left');
    if (min > 0) expect(countHalf(p, model, 'columns', 'left', min - 1, Infinity).partials).toBe(0);
    const counts = [0, 1, 2].map((k) => countHalf(p, model, 'columns', 'left', min + k, Infinity));
    for (let k = 1; k < counts.length; k++) {
      expect(counts[k]!.nodes).toBeGreaterThan(counts[k - 1]!.nodes);
      expect(counts[k]!.partials).toBeGreaterThanOrEqual(counts[k - 1]!.partials);
    }
    const capped = countHalf(p, model, 'columns', 'left', min + 2, 10);
    expect([capped.nodes, capped.capped]).toEqual([10, true]);
  });
});

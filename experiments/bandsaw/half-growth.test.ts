import { describe, expect, it } from 'vitest';
import { experiment, type HalfBudget, type HalfGrowthRow } from './half-growth.ts';
import { halfSteps } from './reruns.notes.ts';
import { notes } from './notes.ts';
import { runInline } from '../pipeline/inline.ts';

const at = (budget: number, nodes: number, partials: number, capped = false): HalfBudget => ({ budget, nodes, partials, capped });

describe('bandsaw-half-growth experiment (smoke size: one 2-row band under a small cap)', () => {
  it('lists both halves of every cut from the bound up, one budget at a time, until a listing reaches the cap', () => {
    const rows = runInline(experiment).stats as HalfGrowthRow[];
    expect(rows.map((r) => r.split)).toEqual(['columns', 'lower']);
    for (const r of rows) {
      expect(r.halves).toHaveLength(2);
      for (const h of r.halves) {
        expect(h.budgets.map((b) => b.budget)).toEqual(h.budgets.map((_, i) => h.bound + i));
        expect(h.budgets.at(-1)!.capped).toBe(true);
        expect(h.budgets.slice(0, -1).every((b) => !b.capped && b.nodes < r.maxNodes)).toBe(true);
        // a larger budget walks a larger tree
        for (let i = 1; i < h.budgets.length; i++) expect(h.budgets[i]!.nodes).toBeGreaterThan(h.budgets[i - 1]!.nodes);
      }
    }
    const page = notes({ 'bandsaw-half-growth': rows }, {});
    expect(page).toContain('## Growth per extra mismatch, like for like');
    expect(page).toContain('| brendan10 | 2 | between rows | upper |');
    expect(page).toMatch(/\| the write-up: each half \| about 20× \| about 20× \|/);
  });

  it('reads growth from listings that finished, above a count that is not zero', () => {
    // 0 → 5 says nothing; 5 → 40 is 8× at step 2; 40 → 90 was capped, so a floor, left out
    const steps = halfSteps([at(3, 2, 0), at(4, 30, 5), at(5, 600, 40), at(6, 1000, 90, true)], 3, 'partials');
    expect(steps).toEqual([{ step: 2, ratio: 8 }]);
    expect(halfSteps([at(3, 2, 0), at(4, 30, 5), at(5, 600, 40)], 3, 'nodes')).toEqual([{ step: 1, ratio: 15 }, { step: 2, ratio: 20 }]);
  });
});

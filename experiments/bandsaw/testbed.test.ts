import { describe, expect, it } from 'vitest';
import { experiment, type TestbedPass, type TestbedRow } from './testbed.ts';
import { notes } from './notes.ts';
import { growth } from './walls.ts';
import { runInline } from '../pipeline/inline.ts';

const pass = (x: Partial<TestbedPass>): TestbedPass => ({
  split: 'columns', stored: 'left', storedBudget: 0, storedPartials: 0, streamed: 'right', streamedBudget: 0, streamedNodes: 0,
  nodes: 0, tableBytes: 0, capped: false, joined: false, ...x,
});

describe('bandsaw-testbed experiment (smoke size: the 2-row bands)', () => {
  it('proves every 2-row band of the 10x10 sets, the one under the perfect rows without a mismatch', () => {
    const rows = runInline(experiment).stats as TestbedRow[];
    expect(rows.map((r) => `${r.set}/${r.above}`)).toEqual(['brendan10/solution', 'brendan10/fill', 'meta10/fill']);
    for (const r of rows) expect([r.status, r.stop, r.upper]).toEqual(['optimal', 'optimal', r.lower]);
    expect(rows[0]!.lower).toBe(0);
    // under rows filled greedily, the pieces left cannot close the band cleanly: rounds were needed
    expect(rows[1]!.lower).toBeGreaterThan(0);
    expect(rows[1]!.rounds.length).toBeGreaterThan(1);
    const page = notes({ 'bandsaw-testbed': rows }, {});
    expect(page).toContain('## The 10×10 testbed');
    expect(page).toContain('| meta10 | fill | 2 | optimal ');
  });

  it('reads the growth per extra mismatch from the finished passes only', () => {
    const row = {
      rounds: [
        { budget: 5, passes: [pass({ storedBudget: 2, storedPartials: 10, streamedBudget: 3, streamedNodes: 100 })] },
        // a capped pass and a joined stream say nothing of growth
        { budget: 6, passes: [pass({ storedBudget: 3, storedPartials: 999, capped: true }), pass({ storedBudget: 3, storedPartials: 40, streamedBudget: 4, streamedNodes: 900 })] },
        { budget: 7, passes: [pass({ storedBudget: 4, storedPartials: 640, streamedBudget: 5, streamedNodes: 5, joined: true })] },
      ],
    } as TestbedRow;
    const g = growth(row);
    // stored: 40/10 = 4 and 640/40 = 16, geometric mean 8; streamed: 900/100 = 9
    expect(g.stored).toBeCloseTo(8, 9);
    expect(g.streamed).toBeCloseTo(9, 9);
    expect(growth({ rounds: [] } as unknown as TestbedRow)).toEqual({ stored: null, streamed: null });
  });
});

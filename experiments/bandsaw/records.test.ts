import { describe, expect, it } from 'vitest';
import { experiment, type RecordBandRow } from './records.ts';
import { runInline } from '../pipeline/inline.ts';

describe('bandsaw-records experiment (smoke size: the 2-row bands)', () => {
  it('proves each record board keeps its 2-row band, by every cut, the columns cut with the least work', () => {
    const rows = runInline(experiment).stats as RecordBandRow[];
    for (const board of ['470', '464'] as const) {
      const mine = rows.filter((r) => r.board === board);
      expect(mine.map((r) => r.split)).toEqual(['auto', 'columns', 'lower']);
      // the records' bands are optimal: 3 and 5 mismatches (data README: 1/2 and 3/2)
      for (const r of mine) expect([r.status, r.lower, r.upper]).toEqual(['optimal', r.record, r.record]);
      expect(mine[0]!.record).toBe(board === '470' ? 3 : 5);
      const [, columns, lower] = mine;
      expect(columns!.nodes).toBeLessThan(lower!.nodes);
    }
  });
});

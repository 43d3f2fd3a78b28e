import { describe, expect, it } from 'vitest';
import { runInline } from '../pipeline/inline.ts';
import { experiment, type A363577Row } from './a363577.ts';

describe('A363577 experiment (quick size)', () => {
  it('matches the published terms by both variants, with the invariants holding', () => {
    const { rows } = runInline(experiment).stats as { rows: A363577Row[] };
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rows) {
      expect(r.match, `n = ${r.n}`).toBe(true);
      expect(r.variantsAgree, `n = ${r.n}`).toBe(true);
      expect(r.invariants, `n = ${r.n}`).toBe(true);
      const sum = r.terms.reduce((t, f) => t + BigInt(f.fixed), 0n);
      expect(sum).toBe(8n * BigInt(r.ours));
    }
  });
});

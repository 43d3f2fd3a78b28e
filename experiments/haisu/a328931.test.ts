import { describe, expect, it } from 'vitest';
import { runInline } from '../pipeline/inline.ts';
import { countA328931, experiment, type A328931Row } from './a328931.ts';
import { gridPathsDfs } from '../../src/haisu/research.ts';

describe('A328931 experiment (quick size)', () => {
  it('matches the published terms by both variants', () => {
    const { rows } = runInline(experiment).stats as { rows: A328931Row[] };
    expect(rows.map((r) => r.n)).toEqual([1, 2, 3, 4, 5, 6]);
    for (const r of rows) {
      expect(r.match, `n = ${r.n}`).toBe(true);
      expect(r.variantsAgree, `n = ${r.n}`).toBe(true);
    }
  });
  it('is the directed walks from the edge cells, listed by recursion, over eight', () => {
    for (let n = 2; n <= 5; n++) {
      let directed = 0;
      for (let x = 0; x < n * n; x++) {
        const r = Math.floor(x / n), c = x % n;
        if (r === 0 || c === 0 || r === n - 1 || c === n - 1) directed += gridPathsDfs(n, n, x)!;
      }
      expect(countA328931(n, 0).count, `n = ${n}`).toBe(String(directed / 8));
    }
  });
});

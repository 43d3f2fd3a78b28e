import { describe, expect, it } from 'vitest';
import { quantile } from './quantile.ts';

describe('quantile', () => {
  it('takes the element at floor(q·n) of the sorted sample, whatever the input order', () => {
    const xs = [9, 1, 8, 2, 7, 3, 6, 4, 5, 10];
    expect(quantile(xs, 0.5)).toBe(6);
    expect(quantile(xs, 0.9)).toBe(10);
    expect(quantile([4], 0.9)).toBe(4);
    expect(xs[0]).toBe(9); // the sample is not sorted in place
  });
});

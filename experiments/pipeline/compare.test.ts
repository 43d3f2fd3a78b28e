import { describe, expect, it } from 'vitest';
import { pooledSentence, pooledZ, wilsonInterval } from './compare.ts';

describe('intervals and pooled tests for the write-up comparisons', () => {
  it('gives the Wilson interval, which stays inside [0, 1] at the edges', () => {
    const [low, high] = wilsonInterval(5, 10);
    expect(low).toBeCloseTo(0.2366, 4);
    expect(high).toBeCloseTo(0.7634, 4);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 10)[1]).toBeCloseTo(0.2775, 4);
    expect(wilsonInterval(10, 10)[1]).toBe(1);
  });

  it("pools z by Stouffer's rule: four rows at z = 2 pool to 4, opposite signs cancel", () => {
    expect(pooledZ([2, 2, 2, 2])).toBeCloseTo(4);
    expect(pooledZ([2, -2])).toBe(0);
    expect(pooledZ([])).toBe(0);
  });

  it('says when rows of one sign, none apart alone, are apart pooled', () => {
    // 34% against 36% of 20,000 maps is z ≈ -4.2 alone; of 5,000, z ≈ -2.1 each, pooled over four about -4.2
    const row = { label: 'x', ours: 1700, oursOf: 5000, theirs: 1800, theirsOf: 5000 };
    expect(pooledSentence('the share', [row, row, row, row])).toMatch(/lower than the write-up's beyond chance \(z = -4\.2\), lower in every row, although no single row is apart by itself/);
    expect(pooledSentence('the share', [row])).toMatch(/within chance \(z = -2\.1\)/);
  });
});

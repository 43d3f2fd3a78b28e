import { describe, expect, it } from 'vitest';
import { Timer } from './timer.ts';

describe('Timer', () => {
  it('counts only running time, across pauses', () => {
    let now = 1000;
    const t = new Timer(0, () => now);
    t.start(); now += 5000;
    expect(t.elapsed()).toBe(5000);
    t.pause(); now += 60_000;
    expect(t.elapsed()).toBe(5000);
    expect(t.running).toBe(false);
    t.start(); now += 2500; t.start();
    expect(t.elapsed()).toBe(7500);
    t.reset(); now += 1000;
    expect(t.elapsed()).toBe(1000);
  });

  it('resumes from a saved amount', () => {
    let now = 0;
    const t = new Timer(42_000, () => now);
    expect(t.elapsed()).toBe(42_000);
    t.start(); now += 1000;
    expect(t.elapsed()).toBe(43_000);
  });
});

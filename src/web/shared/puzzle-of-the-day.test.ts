import { describe, expect, it } from 'vitest';
import { dayIndex, fnv1a, utcDate } from './puzzle-of-the-day.ts';

describe('the puzzle of the day', () => {
  it('hashes with FNV-1a as published (offset basis 2166136261, prime 16777619)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('takes the UTC date, so a moment late on the 3rd west of Greenwich is already the 4th', () => {
    expect(utcDate(new Date('2026-12-03T23:30:00-05:00'))).toBe('2026-12-04');
    expect(utcDate(new Date('2026-12-03T00:00:00Z'))).toBe('2026-12-03');
  });

  it('gives the same puzzle for the same date, a puzzle of the bank for every date, and not the same one every day', () => {
    expect(dayIndex('2026-12-03', 50)).toBe(dayIndex('2026-12-03', 50));
    const days = Array.from({ length: 60 }, (_, i) => utcDate(new Date(Date.UTC(2026, 0, 1 + i))));
    const picks = days.map((d) => dayIndex(d, 50));
    for (const p of picks) expect(p >= 0 && p < 50 && Number.isInteger(p)).toBe(true);
    expect(new Set(picks).size).toBeGreaterThan(20);
  });
});

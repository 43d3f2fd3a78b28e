import { describe, expect, it } from 'vitest';
import { duration, list, ofTotal, whole } from './markdown.ts';

describe('markdown pieces', () => {
  it('write durations in seconds, minutes or hours, rounding up into the next unit', () => {
    expect(duration(4.24)).toBe('4.2 s');
    expect(duration(200)).toBe('3 min 20 s');
    expect(duration(3900)).toBe('1 h 5 min');
    expect(duration(7170)).toBe('2 h 0 min');
  });

  it('group thousands, write shares and lists', () => {
    expect(whole(1234567)).toBe('1,234,567');
    expect(ofTotal(1, 3)).toBe('1 / 3 (33.3%)');
    expect(list(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

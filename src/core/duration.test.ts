import { describe, expect, it } from 'vitest';
import { clock, duration, roughDuration } from './duration.ts';

describe('durations', () => {
  it('in words: seconds, minutes or hours, rounding up into the next unit', () => {
    expect(duration(4.24)).toBe('4.2 s');
    expect(duration(200)).toBe('3 min 20 s');
    expect(duration(3900)).toBe('1 h 5 min');
    expect(duration(7170)).toBe('2 h 0 min');
  });

  it('as an estimate: whole seconds, at least one, and no zero seconds after the minutes', () => {
    expect(roughDuration(0.2)).toBe('1 s');
    expect(roughDuration(4.6)).toBe('5 s');
    expect(roughDuration(80)).toBe('1 min 20 s');
    expect(roughDuration(120)).toBe('2 min');
  });

  it('as a clock: minutes and hours', () => {
    expect(clock(0)).toBe('0:00');
    expect(clock(59_999)).toBe('0:59');
    expect(clock(61_000)).toBe('1:01');
    expect(clock(3_725_000)).toBe('1:02:05');
    expect(clock(-5)).toBe('0:00');
  });
});

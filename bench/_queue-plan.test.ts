import { describe, expect, it } from 'vitest';
import { forecast, makespan } from './_queue-plan.ts';

describe('the N-machine forecast', () => {
  it('schedules dearest first on the slot free first', () => {
    // 5 | 4, then 3 beside the 4, 2 beside the 5, the last 2 on the first of two slots at 7
    expect(makespan([2, 5, 3, 4, 2], 2)).toBe(9);
    expect(makespan([2, 5, 3, 4, 2], 1)).toBe(16);
    expect(makespan([2, 5, 3], 10)).toBe(5);
    expect(makespan([], 4)).toBe(0);
  });

  it('names what limits the run as machines are added', () => {
    const units = [...Array.from({ length: 100 }, () => 1), 20];
    const costs = { perUnit: 0.5, serialPerUnit: 0.01, fixed: 3 };
    const one = forecast(units, 1, 2, costs);
    expect(one.bottleneck).toBe('cores');
    expect(one.seconds).toBe(makespan(units.map((s) => s + 0.5), 2) + 3);
    // 60 slots: the 20 s unit outlasts all the others together
    expect(forecast(units, 30, 2, costs).bottleneck).toBe('longest unit');
    expect(forecast(units, 30, 2, costs).seconds).toBe(20.5 + 3);
    // a queue that passes a unit a second is slower than 100 units over many slots
    const slowQueue = forecast(units.slice(0, 100), 100, 2, { ...costs, serialPerUnit: 1 });
    expect(slowQueue).toEqual({ machines: 100, slots: 200, seconds: 100 + 3, bottleneck: 'Redis and gatherer' });
  });
});

import { describe, expect, it } from 'vitest';
import { thisMachine, withRuns } from './runs-file.ts';

describe('experiments/runs.json records', () => {
  it('replace the records of the experiments a command ran, keep the others, and name what ran together', () => {
    const machine = { cpu: 'X', cores: 2, memoryGiB: 4, os: 'linux', node: 'v22' };
    const first = withRuns({}, { a: { units: 3, unitMs: 1234 } }, { machine, workers: 1, wallSeconds: 2.04, date: new Date('2026-12-01T10:00:00Z') });
    expect(first).toEqual({ a: { machine, workers: 1, units: 3, unitSeconds: 1.2, wallSeconds: 2, ranWith: [], date: '2026-12-01' } });
    const second = withRuns(first, { b: { units: 1, unitMs: 50 }, c: { units: 2, unitMs: 60_000 } }, { machine, workers: 2, wallSeconds: 31, date: new Date('2026-12-02T00:00:00Z') });
    expect(second.a).toEqual(first.a);
    expect(second.b!.ranWith).toEqual(['c']);
    expect(second.c).toMatchObject({ units: 2, unitSeconds: 60, wallSeconds: 31, workers: 2, date: '2026-12-02' });
  });

  it('describe this machine by its processor, cores and memory', () => {
    const m = thisMachine();
    expect(m.cores).toBeGreaterThan(0);
    expect(m.memoryGiB).toBeGreaterThan(0);
    expect(m.node).toBe(process.version);
  });
});

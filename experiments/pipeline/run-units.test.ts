import { describe, expect, it } from 'vitest';
import { secondsPerCost } from './run-units.ts';
import { DEFAULT_SECONDS_PER_COST } from '../estimates.ts';
import type { Experiment } from './experiment.ts';
import type { RunRecord } from './runs-file.ts';

/** An experiment of `units` units of cost 2 each at full size; it is never run here. */
const experiment = (units: number): Experiment => ({
  name: 'made-up', summary: '', module: import.meta.url, sizes: { quick: units, full: units },
  plan: (n) => Array.from({ length: Number(n) }, (_, i) => ({ params: i, cost: 2 })),
  runUnit: () => 0, gather: () => ({ stats: {} }),
});
const record = (units: number, unitSeconds: number): RunRecord => ({
  machine: { cpu: 'X', cores: 2, memoryGiB: 4, os: 'linux', node: 'v20' }, workers: 2, units, unitSeconds, wallSeconds: 1, ranWith: [], date: '2026-12-03',
});

describe('the estimate of a unit of cost', () => {
  it('comes from the last full run when that run had the plan\'s units: its unit time over the plan\'s cost', () => {
    expect(secondsPerCost(experiment(10), 'code', null, { 'made-up': record(10, 40) })).toEqual({ rate: 2, source: 'last run' });
  });

  it('is a guess when the last run was of another plan, or there was none', () => {
    expect(secondsPerCost(experiment(12), 'code', null, { 'made-up': record(10, 40) })).toEqual({ rate: DEFAULT_SECONDS_PER_COST, source: 'guess' });
    expect(secondsPerCost(experiment(12), 'code', null)).toEqual({ rate: DEFAULT_SECONDS_PER_COST, source: 'guess' });
  });
});

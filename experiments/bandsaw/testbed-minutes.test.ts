import { describe, expect, it } from 'vitest';
import { experiment, type MinutesRow } from './testbed-minutes.ts';
import { notes } from './notes.ts';
import { raced } from './reruns.notes.ts';
import { wallCrossing } from './walls.ts';
import type { RunRecord } from '../pipeline/runs-file.ts';
import { runInline } from '../pipeline/inline.ts';

describe('bandsaw-testbed-minutes experiment (smoke size: the 2-row bands)', () => {
  it('proves both 2-row bands well inside the cap, its rounds adding up to its work, and projects at the run\'s pace', () => {
    const rows = runInline(experiment).stats as MinutesRow[];
    expect(rows.map((r) => `${r.set}/${r.rows}`)).toEqual(['brendan10/2', 'meta10/2']);
    for (const r of rows) {
      expect([r.status, r.stop, r.upper]).toEqual(['optimal', 'optimal', r.lower]);
      expect(r.rounds.reduce((a, x) => a + x.nodes, 0)).toBe(r.nodes);
      expect(r.rounds.some((x) => x.stopped)).toBe(false);
    }
    expect(notes({ 'bandsaw-testbed-minutes': rows }, {})).toContain('the hour is not projected');
    const nodes = rows.reduce((a, r) => a + r.nodes, 0);
    const run: RunRecord = { machine: { cpu: 'test cpu', cores: 2, memoryGiB: 1, os: 'test', node: 'v0' }, workers: 2, units: 2, unitSeconds: 4, wallSeconds: 2, ranWith: [], date: '2026-12-01' };
    const page = notes({ 'bandsaw-testbed-minutes': rows }, { 'bandsaw-testbed-minutes': run });
    expect(page).toContain('## The 10×10 testbed at minutes a band');
    expect(page).toContain(`${(nodes / 4).toExponential(2)} nodes a second`);
    expect(page).toContain('No band was stopped with a bracket, so there are no walls to project.');
  });
});

describe('raced', () => {
  it('counts a round unfinished only when it is the last of a bracketed band, whatever tries inside it were capped', () => {
    const round = (budget: number, stopped: boolean) => ({ budget, nodes: 10, tableBytes: 10, stopped });
    const band = (status: MinutesRow['status']): MinutesRow => ({
      set: 'meta10', rows: 4, status, stop: status === 'bracket' ? 'max-nodes' : 'optimal', lower: 3, upper: null, cut: 'columns', nodes: 30, peakBytes: 10,
      rounds: [round(3, true), round(4, false), round(5, true)],
    });
    expect(raced(band('bracket')).rounds.map((x) => x.stopped)).toEqual([false, false, true]);
    expect(raced(band('optimal')).rounds.map((x) => x.stopped)).toEqual([false, false, false]);
  });
});

describe('wallCrossing', () => {
  it('names the height from which memory comes first in most runs, and none when time comes back above it', () => {
    const w = (rows: number, first: string | null) => ({ rows, first });
    expect(wallCrossing([w(3, 'time'), w(4, 'time'), w(4, 'memory'), w(6, 'both'), w(6, 'memory'), w(10, 'memory')]).crossing).toBe(6);
    expect(wallCrossing([w(3, 'time'), w(6, 'memory'), w(10, 'time')]).crossing).toBeNull();
    expect(wallCrossing([w(3, 'time'), w(6, null)])).toEqual({ at: [{ h: 3, runs: 1, memory: 0 }, { h: 6, runs: 1, memory: 0 }], crossing: null });
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_BOUND_TABLE } from '../../src/edgematch/research.ts';
import { cutsOf, experiment, heightUnits, runHeight, type HeightRow } from './heights.ts';
import { notes } from './notes.ts';
import { nodesPerSecond, projectWalls } from './walls.ts';
import type { RunRecord } from '../pipeline/runs-file.ts';
import { runInline } from '../pipeline/inline.ts';

const row = (rounds: HeightRow['rounds']): HeightRow => ({
  board: '464', rows: 4, split: 'columns', record: 13, status: 'bracket', stop: 'max-nodes', lower: 0, upper: 13, nodes: 0, peakBytes: 0, boundBytes: 0, rounds,
});

describe('bandsaw-heights experiment (smoke size: the 2-row bands)', () => {
  it('runs every cut of each record board, each 2-row band proven at the record, its rounds adding up to its work', () => {
    const rows = runInline(experiment).stats as HeightRow[];
    expect(rows.map((r) => `${r.board}/${r.split}`)).toEqual(['470/columns', '470/lower', '464/columns', '464/lower']);
    for (const r of rows) {
      expect([r.status, r.stop, r.lower, r.upper]).toEqual(['optimal', 'optimal', r.record, r.record]);
      expect(r.rounds.reduce((a, x) => a + x.nodes, 0)).toBe(r.nodes);
      expect(r.peakBytes).toBeGreaterThanOrEqual(Math.max(0, ...r.rounds.map((x) => x.tableBytes)));
    }
    expect(rows.map((r) => r.record)).toEqual([3, 3, 5, 5]);
    // the rows cut of the 464 band needs rounds that store a table; the columns cut far less work
    expect(rows[3]!.rounds.length).toBeGreaterThan(1);
    expect(rows[2]!.nodes).toBeLessThan(rows[3]!.nodes);
    const page = notes({ 'bandsaw-heights': rows }, {});
    expect(page).toContain('## Where exactness gives out');
    expect(page).toContain('| 464 | 2 | between rows | ');
    expect(page).toContain('the hour is not projected');
    // with a timed run the hour of one core is the run's own pace: its nodes over its units' seconds
    const nodes = rows.reduce((a, r) => a + r.nodes, 0);
    const run: RunRecord = { machine: { cpu: 'test cpu', cores: 2, memoryGiB: 1, os: 'test', node: 'v0' }, workers: 1, units: 4, unitSeconds: 2, wallSeconds: 2, ranWith: [], date: '2026-12-01' };
    expect(nodesPerSecond(rows, run)).toBe(nodes / 2);
    expect(nodesPerSecond(rows, undefined)).toBeNull();
    expect(notes({ 'bandsaw-heights': rows }, { 'bandsaw-heights': run })).toContain(`${(nodes / 2).toExponential(2)} nodes a second`);
  });

  it('offers the two rows cuts of an odd band, and plans every board, height and cut', () => {
    expect(cutsOf(5)).toEqual(['columns', 'upper', 'lower']);
    expect(cutsOf(6)).toEqual(['columns', 'lower']);
    expect(heightUnits([2, 3, 4, 5, 6])).toHaveLength(2 * (2 + 3 + 2 + 3 + 2));
  });

  it('names the wall that stopped a band: the node cap, or bound tables past the limit before any round', () => {
    const capped = runHeight({ board: '464', rows: 2, split: 'lower' }, 1e5);
    expect([capped.status, capped.stop, capped.nodes]).toEqual(['bracket', 'max-nodes', 1e5]);
    expect(capped.rounds.at(-1)!.stopped).toBe(true);
    const refused = runHeight({ board: '470', rows: 5, split: 'columns' });
    expect([refused.status, refused.stop, refused.rounds]).toEqual(['too-large', 'bound-tables', []]);
    expect(refused.boundBytes).toBeGreaterThan(MAX_BOUND_TABLE);
  });
});

describe('projectWalls', () => {
  it('grows the finished rounds to the round where the nodes spent or the table pass their wall', () => {
    const r = row([
      { budget: 5, nodes: 10, tableBytes: 100, stopped: false },
      { budget: 6, nodes: 100, tableBytes: 200, stopped: false },
      // a stopped round says nothing of growth
      { budget: 7, nodes: 5, tableBytes: 1, stopped: true },
    ]);
    const w = projectWalls(r, 1e6, 1e4);
    expect(w.nodeGrowth).toBeCloseTo(10, 9);
    expect(w.byteGrowth).toBeCloseTo(2, 9);
    // nodes in all: 110 + 1e3 + 1e4 + 1e5 + 1e6 passes 1e6 at round 10; table 200·2^6 = 12800 ≥ 1e4 at round 12
    expect([w.timeRound, w.memoryRound, w.first]).toEqual([10, 12, 'time']);
    expect(projectWalls(r, 1e12, 1e4).first).toBe('memory');
    expect(projectWalls(r, 1.2e7, 1e4).first).toBe('both');
  });

  it('raises the growth to what a stopped round spent and stored, floors of what it needs', () => {
    const w = projectWalls(row([{ budget: 5, nodes: 10, tableBytes: 100, stopped: false }, { budget: 6, nodes: 1e4, tableBytes: 1e3, stopped: true }]), 1e6, 1e5);
    expect(w.nodeGrowth).toBeCloseTo(1000, 9);
    expect(w.byteGrowth).toBeCloseTo(10, 9);
    // 10 + 1e4 + 1e7 passes 1e6 at round 7; 100·10^3 reaches 1e5 at round 8
    expect([w.timeRound, w.memoryRound, w.first]).toEqual([7, 8, 'time']);
  });

  it('projects nothing from one finished round alone or from a table that does not grow', () => {
    expect(projectWalls(row([{ budget: 5, nodes: 10, tableBytes: 100, stopped: false }]), 1e6, 1e4).first).toBeNull();
    expect(projectWalls(row([{ budget: 5, nodes: 10, tableBytes: 100, stopped: true }]), 1e6, 1e4).first).toBeNull();
    const flat = projectWalls(row([{ budget: 5, nodes: 10, tableBytes: 100, stopped: false }, { budget: 6, nodes: 20, tableBytes: 100, stopped: false }]), 1e6, 1e4);
    expect([flat.memoryRound, flat.first]).toEqual([null, 'time']);
  });
});

/**
 * What the BANDSAW notes read off the runs, shared by their sections: the growth per extra mismatch
 * of a testbed band's halves, the walls' names, and where the projections of a run's rounds meet
 * an hour of one core and a memory ceiling.
 */
import type { TestbedPass, TestbedRow } from './testbed.ts';
import type { HeightRound } from './heights.ts';
import type { RunRecord } from '../pipeline/runs-file.ts';

/**
 * Growth per extra mismatch of a band's halves: for each half, the ratio of what it held (stored:
 * partials) or spent (streamed: nodes) at one budget to the budget below, over the passes that
 * finished (no cap, no join, which stops a stream early), as a geometric mean; null when no two
 * budgets of a half both had some.
 */
export function growth(row: TestbedRow): { stored: number | null; streamed: number | null } {
  const byHalf = (pick: (x: TestbedPass) => [string, number, number] | null): number | null => {
    const seen = new Map<string, Map<number, number>>();
    for (const round of row.rounds) {
      for (const x of round.passes) {
        const got = x.capped ? null : pick(x);
        if (!got) continue;
        const [half, budget, n] = got;
        if (!seen.has(half)) seen.set(half, new Map());
        seen.get(half)!.set(budget, n);
      }
    }
    let logSum = 0, count = 0;
    for (const byBudget of seen.values()) {
      for (const [b, n] of byBudget) {
        const below = byBudget.get(b - 1);
        if (below && n > 0) { logSum += Math.log(n / below); count++; }
      }
    }
    return count ? Math.exp(logSum / count) : null;
  };
  return {
    stored: byHalf((x) => [`${x.split}/${x.stored}`, x.storedBudget, x.storedPartials]),
    streamed: byHalf((x) => (x.joined ? null : [`${x.split}/${x.streamed}`, x.streamedBudget, x.streamedNodes])),
  };
}

export const WALL: Record<TestbedRow['stop'], string> = {
  optimal: '(none: proven)', infeasible: '(none: no filling)', 'max-nodes': 'node cap (time)', 'max-memory': 'table ceiling (memory)',
  'bound-tables': 'bound tables too large', 'max-budget': 'budget cap', cancelled: 'cancelled',
};
export const times = (x: number | null) => (x === null ? '' : `${x.toFixed(1)}×`);

/** The time wall: an hour of one core for a band. */
export const HOUR_SECONDS = 3600;

/**
 * Enumeration nodes per second of one worker in the experiment's last full run: the nodes of all
 * its bands over the units' own times from runs.json (wall time of each worker; on a loaded machine
 * above its CPU time, so the hour it projects comes early). Null when no timed run is recorded.
 */
export function nodesPerSecond(rows: readonly { nodes: number }[], run: RunRecord | undefined): number | null {
  const nodes = rows.reduce((a, r) => a + r.nodes, 0);
  return run && run.unitSeconds > 0 && nodes > 0 ? nodes / run.unitSeconds : null;
}

interface Walls {
  /** growth per round of the nodes and of the largest table, geometric mean over consecutive finished rounds */
  nodeGrowth: number | null;
  byteGrowth: number | null;
  /** the budget (round) at which the nodes spent in all would pass `hourNodes`, and the table `bytes` */
  timeRound: number | null;
  memoryRound: number | null;
  /** the wall met first going up the rounds ('both' when the same round meets both) */
  first: 'time' | 'memory' | 'both' | null;
}

const meanGrowth = (xs: { budget: number; n: number }[]): number | null => {
  let logSum = 0, count = 0;
  for (let i = 1; i < xs.length; i++) {
    if (xs[i]!.budget === xs[i - 1]!.budget + 1 && xs[i - 1]!.n > 0 && xs[i]!.n > 0) { logSum += Math.log(xs[i]!.n / xs[i - 1]!.n); count++; }
  }
  return count ? Math.exp(logSum / count) : null;
};

/** Rounds projected past the last finished one at most (beyond, the projection says nothing). */
const HORIZON = 100;

/**
 * Where each wall would be met, from the rounds of a run: the nodes and the table of the last
 * finished round, grown by the growth per round, until the nodes spent in all pass `hourNodes`
 * (time) and the largest table passes `bytes` (memory). The growth is the mean measured over the
 * finished rounds, raised to what the round stopped after them spent and stored (floors of what it
 * needs) when that says more. Null when nothing gives a growth above one.
 */
export function projectWalls(row: { rounds: readonly HeightRound[] }, hourNodes: number, bytes: number): Walls {
  const done = row.rounds.filter((r) => !r.stopped);
  const last = done.at(-1);
  const stopped = last ? row.rounds.find((r) => r.stopped && r.budget === last.budget + 1) : undefined;
  const atLeast = (g: number | null, from: number, to: number | undefined): number | null =>
    to === undefined || from <= 0 ? g : Math.max(g ?? 0, to / from);
  const nodeGrowth = last ? atLeast(meanGrowth(done.map((r) => ({ budget: r.budget, n: r.nodes }))), last.nodes, stopped?.nodes) : null;
  const byteGrowth = last ? atLeast(meanGrowth(done.map((r) => ({ budget: r.budget, n: r.tableBytes }))), last.tableBytes, stopped?.tableBytes) : null;
  const spentBefore = done.reduce((a, r) => a + r.nodes, 0);
  let timeRound: number | null = null, memoryRound: number | null = null;
  if (last && nodeGrowth !== null && nodeGrowth > 1) {
    let spent = spentBefore, n = last.nodes;
    for (let b = last.budget + 1; b <= last.budget + HORIZON && timeRound === null; b++) {
      n *= nodeGrowth; spent += n;
      if (spent >= hourNodes) timeRound = b;
    }
  }
  if (last && byteGrowth !== null && byteGrowth > 1) {
    let t = last.tableBytes;
    for (let b = last.budget + 1; b <= last.budget + HORIZON && memoryRound === null; b++) {
      t *= byteGrowth;
      if (t >= bytes) memoryRound = b;
    }
  }
  const first = timeRound === null && memoryRound === null ? null
    : memoryRound === null || (timeRound !== null && timeRound < memoryRound) ? 'time'
      : timeRound === null || memoryRound < timeRound ? 'memory' : 'both';
  return { nodeGrowth, byteGrowth, timeRound, memoryRound, first };
}

/** A projection that meets memory no later than time. */
export const memoryWins = (w: { first: string | null }) => w.first === 'memory' || w.first === 'both';

/**
 * Per band height, the bracketed runs and how many meet memory first; and the crossing, the
 * height from which memory comes first in most runs at that height and every height above it
 * (time below), or null when there is none.
 */
export function wallCrossing(walls: readonly { rows: number; first: string | null }[]): { at: { h: number; runs: number; memory: number }[]; crossing: number | null } {
  const at = [...new Set(walls.map((w) => w.rows))].sort((a, b) => a - b)
    .map((h) => { const runs = walls.filter((w) => w.rows === h); return { h, runs: runs.length, memory: runs.filter(memoryWins).length }; });
  const majority = at.map((x) => 2 * x.memory > x.runs);
  const cross = majority.findIndex((m) => m);
  return { at, crossing: cross >= 0 && majority.slice(cross).every((m) => m) ? at[cross]!.h : null };
}

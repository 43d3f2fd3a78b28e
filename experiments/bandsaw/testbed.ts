/**
 * The write-up's 10x10 testbed, and where exactness gives out on it: BANDSAW on the bottom bands
 * of 2, 3, 4, 6 and 10 rows of the two 10x10 sets in the data (Brendan's, whose perfect board gives the
 * rows above one way, and META 2010's), the rows above filled by the seeded heuristic fill (or
 * taken from the perfect board), the band left empty. Each band runs under a node cap (our
 * stand-in for time: it is what a round costs) and a memory ceiling on the join tables; bands
 * whose bound tables pass the engine's limit are refused before any round. Per band: the optimum
 * or the proven bracket, which wall stopped it, and per round the partials of each half and the
 * nodes spent, from which the notes read the growth per extra mismatch. Counts only, so the table
 * reproduces exactly. `npm run stats -- bandsaw-testbed`; the quick size runs the 2-row bands.
 */
import { readFileSync } from 'node:fs';
import { Rng } from '../../src/core/rng.ts';
import { type BandProblem, type BandsawStop, type Board, type HalfName, type Split, bandOf, bandTooLarge, bandsaw, emptyBoard, fillRows, parseBoard, parseInstance } from '../../src/edgematch/research.ts';
import { dataFile } from '../../data/paths.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

export type TestbedSet = 'brendan10' | 'meta10';
/** where the rows above the band come from */
type Above = 'fill' | 'solution';

/** Node cap of a band: past it the run stops with its bracket (time is the wall). */
export const TESTBED_NODES = 1e6;
/** Ceiling of the join tables of a band: past it the run stops with its bracket (memory is the wall). */
export const TESTBED_BYTES = 2 ** 28;
const TESTBED_SEED = 'testbed';

const FILES: Record<TestbedSet, string> = { brendan10: 'brendan_set1_10x10.txt', meta10: 'meta2010_10x10.txt' };
const SOLUTION = 'brendan_set1_10x10.solution.board.json';

export interface TestbedPass {
  split: Split;
  stored: HalfName;
  storedBudget: number;
  storedPartials: number;
  streamed: HalfName;
  streamedBudget: number;
  streamedNodes: number;
  /** nodes of the pass, both sides (a reused table counts none) */
  nodes: number;
  tableBytes: number;
  capped: boolean;
  joined: boolean;
}

export interface TestbedRow {
  set: TestbedSet;
  above: Above;
  rows: number;
  status: 'optimal' | 'bracket' | 'infeasible' | 'too-large';
  /** what stopped the run; for 'too-large', the bound tables */
  stop: BandsawStop | 'bound-tables';
  lower: number | null;
  upper: number | null;
  cut: Split | null;
  nodes: number;
  peakBytes: number;
  rounds: { budget: number; passes: TestbedPass[] }[];
}

interface Unit { set: TestbedSet; above: Above; rows: number }

function board(set: TestbedSet, above: Above, rows: number): Board {
  if (above === 'solution') {
    const r = parseBoard(readFileSync(dataFile('edgematch', SOLUTION), 'utf8'));
    if (!r.ok) throw new Error(r.error.message);
    const b = r.value;
    return { ...b, cells: b.cells.map((c, i) => (i < (b.height - rows) * b.width ? c : null)) };
  }
  const r = parseInstance(readFileSync(dataFile('edgematch', FILES[set]), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  return fillRows(emptyBoard(r.value), r.value.height - rows, Rng.fromSeed(`${TESTBED_SEED}/${set}/${rows}`));
}

export function testbedBand(set: TestbedSet, above: Above, rows: number): BandProblem {
  const p = bandOf(board(set, above, rows), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function runTestbed({ set, above, rows }: Unit, maxNodes = TESTBED_NODES): TestbedRow {
  const p = testbedBand(set, above, rows);
  const base = { set, above, rows };
  if (bandTooLarge(p)) return { ...base, status: 'too-large', stop: 'bound-tables', lower: null, upper: null, cut: null, nodes: 0, peakBytes: 0, rounds: [] };
  const r = bandsaw(p, { maxNodes, maxBytes: TESTBED_BYTES });
  const c = r.certificate;
  return {
    ...base, status: c.status, stop: r.stop, lower: c.lower, upper: c.upper, cut: c.cut, nodes: r.nodes, peakBytes: r.peakBytes,
    rounds: c.rounds.map((round) => ({
      budget: round.budget,
      passes: round.passes.map((x) => ({
        split: x.split, stored: x.stored, storedBudget: x.storedBudget, storedPartials: x.storedPartials, streamed: x.streamed,
        streamedBudget: x.streamedBudget, streamedNodes: x.streamedNodes, nodes: (x.reused ? 0 : x.storedNodes) + x.streamedNodes,
        tableBytes: x.tableBytes, capped: x.capped, joined: x.joined,
      })),
    })),
  };
}

function testbedUnits(rowCounts: readonly number[]): Unit[] {
  const out: Unit[] = [];
  for (const rows of rowCounts) {
    // with all 10 rows there is nothing above: the perfect board's rows and the fill's are the same (none)
    if (rows < 10) out.push({ set: 'brendan10', above: 'solution', rows });
    out.push({ set: 'brendan10', above: 'fill', rows }, { set: 'meta10', above: 'fill', rows });
  }
  return out;
}

export const experiment = defineExperiment<{ rows: number[] }, Unit, TestbedRow>({
  name: 'bandsaw-testbed',
  summary: 'BANDSAW on the 10x10 sets: bands of 2-10 rows (2, 3, 4, 6, 10), optimum or bracket, growth per mismatch, which wall stops it',
  module: import.meta.url,
  inputs: [...Object.values(FILES), SOLUTION].map((f) => `data/edgematch/${f}`),
  sizes: { full: { rows: [2, 3, 4, 6, 10] }, quick: { rows: [2] } },
  plan: ({ rows }) => testbedUnits(rows).map((u) => ({ params: u, cost: 4 ** u.rows })),
  runUnit: (u) => runTestbed(u),
  gather: (_size, rows) => ({ stats: rows }),
});

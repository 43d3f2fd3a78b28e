/**
 * Where exactness gives out on the record boards: BANDSAW on the bottom bands of 2 to 6 rows of
 * the two record boards turned 180 degrees (as in bandsaw-records), each cut the engine offers
 * forced alone, under a node cap per band (time) and the memory ceiling on the join
 * tables (16 GiB of the bytes the engine reports). Per band and cut: the optimum or the bracket,
 * which wall stopped it, and per round the nodes spent and the largest join table, from which the
 * notes project the round where an hour of CPU or 16 GiB would be reached. Counts only, so the
 * table reproduces exactly. `npm run stats -- bandsaw-heights`; the quick size runs the 2-row bands.
 */
import { BandModel, type BandsawResult, type BandsawStop, type Split, bandTooLarge, bandsaw } from '../../src/edgematch/research.ts';
import { recordBand } from './records.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

type RecordBoard = '470' | '464';

/** Node cap of each band and cut (our stand-in for time): past it the run stops with its bracket. */
export const HEIGHTS_NODES = 1.5e8;
/** The memory wall: 16 GiB of join tables. A round whose tables need more stops the run. */
export const HEIGHTS_BYTES = 16 * 2 ** 30;
export interface HeightRound {
  budget: number;
  /** enumeration nodes of the round, both sides (a table kept from an earlier round counts none) */
  nodes: number;
  /** largest join table of the round's passes, in bytes */
  tableBytes: number;
  /** the round did not finish: the node cap or the memory ceiling stopped it */
  stopped: boolean;
}

export interface HeightRow {
  board: RecordBoard;
  rows: number;
  split: Split;
  /** the record board's mismatches in the band */
  record: number | null;
  status: 'optimal' | 'bracket' | 'infeasible' | 'too-large';
  /** what stopped the run; 'bound-tables': the cut's bound tables pass the engine's limit, no round ran */
  stop: BandsawStop | 'bound-tables';
  lower: number | null;
  upper: number | null;
  nodes: number;
  peakBytes: number;
  /** bytes of the cut's largest bound table (the engine refuses a cut above MAX_BOUND_TABLE) */
  boundBytes: number;
  rounds: HeightRound[];
}

interface Unit { board: RecordBoard; rows: number; split: Split }

/** Every cut the engine offers a band of this many rows: between columns, and between rows (two ways when odd). */
export const cutsOf = (rows: number): Split[] => (rows % 2 ? ['columns', 'upper', 'lower'] : ['columns', 'lower']);

export function heightUnits(rowCounts: readonly number[]): Unit[] {
  return rowCounts.flatMap((rows) => (['470', '464'] as const).flatMap((board) => cutsOf(rows).map((split) => ({ board, rows, split }))));
}

export function runHeight({ board, rows, split }: Unit, maxNodes = HEIGHTS_NODES): HeightRow {
  const p = recordBand(board, rows);
  const base = { board, rows, split, boundBytes: new BandModel(p).tableBytes(split) };
  if (bandTooLarge(p, split)) {
    return { ...base, record: null, status: 'too-large', stop: 'bound-tables', lower: null, upper: null, nodes: 0, peakBytes: 0, rounds: [] };
  }
  const r = bandsaw(p, { split, maxNodes, maxBytes: HEIGHTS_BYTES });
  const c = r.certificate;
  return {
    ...base, record: c.given, status: c.status, stop: r.stop, lower: c.lower, upper: c.upper, nodes: r.nodes, peakBytes: r.peakBytes,
    rounds: roundsOf(c),
  };
}

/** Per round of a certificate: its budget, the nodes of its passes, its largest join table, and whether a cap stopped it. */
export function roundsOf(c: BandsawResult['certificate']): HeightRound[] {
  return c.rounds.map((round) => ({
    budget: round.budget,
    nodes: round.passes.reduce((a, x) => a + (x.reused ? 0 : x.storedNodes) + x.streamedNodes, 0),
    tableBytes: Math.max(0, ...round.passes.map((x) => x.tableBytes)),
    stopped: round.passes.some((x) => x.capped || x.outOfMemory),
  }));
}

export const experiment = defineExperiment<{ rows: number[] }, Unit, HeightRow>({
  name: 'bandsaw-heights',
  summary: "BANDSAW: the record boards' bands of 2-6 rows by every cut, under a node cap and 16 GiB of tables: which wall comes first",
  module: import.meta.url,
  inputs: ['data/edgematch/e2_blackwood_470.board.json', 'data/edgematch/e2_riotte_464_fiveclue.board.json'],
  sizes: { full: { rows: [2, 3, 4, 5, 6] }, quick: { rows: [2] } },
  plan: ({ rows }) => heightUnits(rows).map((u) => ({ params: u, cost: 10 ** Math.min(u.rows - 2, 2) * (u.split === 'columns' ? 1 : 3) })),
  runUnit: (u) => runHeight(u),
  gather: (_size, rows) => ({ stats: rows }),
});

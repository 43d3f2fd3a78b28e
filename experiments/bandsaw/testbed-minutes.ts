/**
 * The write-up's 10x10 testbed with a node cap worth minutes of one core per band, where
 * bandsaw-testbed stops each band at 1e6 nodes (a second or so): the same bands under filled rows
 * (2, 3, 4, 6 and 10 rows of Brendan's set and META 2010's), each stopped by the node cap (time)
 * or by a join table past what this shared machine can hold (memory). Per band the rounds' nodes
 * and largest tables, from which the notes project, per band size, the round where an hour of one
 * core and where 16 GiB of tables would be reached, as for the record boards (bandsaw-heights).
 * Counts only, so the table reproduces exactly. `npm run stats -- bandsaw-testbed-minutes`; the
 * quick size runs the 2-row bands, which finish long before the cap.
 */
import { bandTooLarge, bandsaw } from '../../src/edgematch/research.ts';
import { type TestbedRow, type TestbedSet, testbedBand } from './testbed.ts';
import { type HeightRound, roundsOf } from './heights.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

/**
 * Node cap of a band. One core walks the 10x10 bands at about 4e5 (10 rows) to 3e6 (3 and 4 rows)
 * nodes a CPU second, so this is from half a minute to four minutes a band.
 */
export const MINUTES_NODES = 1e8;
/** The join tables a run may hold here: past it the band stops with its bracket (memory is the wall). */
export const MINUTES_BYTES = 2 ** 31;

/** A testbed row without the rows above (always filled here), its rounds as the height experiment reads them. */
export type MinutesRow = Omit<TestbedRow, 'above' | 'rounds'> & { rounds: HeightRound[] };

interface Unit { set: TestbedSet; rows: number }

function runMinutes({ set, rows }: Unit): MinutesRow {
  const p = testbedBand(set, 'fill', rows);
  if (bandTooLarge(p)) return { set, rows, status: 'too-large', stop: 'bound-tables', lower: null, upper: null, cut: null, nodes: 0, peakBytes: 0, rounds: [] };
  const r = bandsaw(p, { maxNodes: MINUTES_NODES, maxBytes: MINUTES_BYTES });
  const c = r.certificate;
  return { set, rows, status: c.status, stop: r.stop, lower: c.lower, upper: c.upper, cut: c.cut, nodes: r.nodes, peakBytes: r.peakBytes, rounds: roundsOf(c) };
}

export const experiment = defineExperiment<{ rows: number[] }, Unit, MinutesRow>({
  name: 'bandsaw-testbed-minutes',
  summary: 'BANDSAW on the 10x10 testbed with a node cap worth minutes per band: per band size, whether an hour or 16 GiB comes first',
  module: import.meta.url,
  inputs: ['data/edgematch/brendan_set1_10x10.txt', 'data/edgematch/meta2010_10x10.txt'],
  sizes: { full: { rows: [2, 3, 4, 6, 10] }, quick: { rows: [2] } },
  // 2-row bands finish early; the taller ones spend the cap, more slowly the taller they are
  plan: ({ rows }) => rows.flatMap((r) => (['brendan10', 'meta10'] as const).map((set) => ({ params: { set, rows: r }, cost: r === 2 ? 1 : 10 * r }))),
  runUnit: runMinutes,
  gather: (_size, rows) => ({ stats: rows }),
});

/**
 * The proven best completions of the bottom bands of the two record boards, turned 180 degrees
 * (the data README's table gives what the records themselves have there). For each band: the
 * record's mismatches, what BANDSAW proves (an optimum, or a bracket when the run stops at its
 * budget cap), the rounds and the work per cut; and, for the 2- and 3-row bands, each cut forced
 * alone, which shows how much the cut between columns saves. Counts only, so the table
 * reproduces exactly. `npm run stats -- bandsaw-records` (a few minutes), one work unit per
 * band and cut; the quick size runs the 2-row bands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BandProblem, type Split, bandOf, bandsaw, parseBoard, turnBoard180 } from '../../src/edgematch/research.ts';
import { dataFile } from '../../data/paths.ts';
import { defineExperiment } from '../pipeline/experiment.ts';

export interface RecordBandRow {
  board: '470' | '464';
  rows: number;
  split: Split | 'auto';
  /** mismatches the record board has in the band (inside it and on the seam above) */
  record: number;
  status: string;
  lower: number;
  upper: number | null;
  rounds: number;
  /** the cut that settled the last round */
  cut: Split;
  /** enumeration nodes spent, stored and streamed sides (a table kept from an earlier round counted once) */
  nodes: number;
  /** largest join table, in bytes */
  peakBytes: number;
}

const DATA = dataFile('edgematch');
const FILES = { 470: 'e2_blackwood_470.board.json', 464: 'e2_riotte_464_fiveclue.board.json' } as const;
/** The 464 board's 4-row band is stopped after this round (each further one costs about twenty times more). */
export const MAX_BUDGET_464_4 = 10;
/** A cut forced alone stops after this many enumeration nodes (a bad rows cut of a 3-row band would take hours). */
export const FORCED_CUT_NODES = 1e8;

export function recordBand(board: '470' | '464', rows: number): BandProblem {
  const r = parseBoard(readFileSync(join(DATA, FILES[board]), 'utf8'));
  if (!r.ok) throw new Error(r.error.message);
  const p = bandOf(turnBoard180(r.value), rows);
  if (!p.ok) throw new Error(p.error.message);
  return p.value;
}

function solveRecordBand(board: '470' | '464', rows: number, split: Split | 'auto'): RecordBandRow {
  const p = recordBand(board, rows);
  const capped = { ...(board === '464' && rows === 4 ? { maxBudget: MAX_BUDGET_464_4 } : {}), ...(split === 'auto' ? {} : { maxNodes: FORCED_CUT_NODES }) };
  const { certificate: c, peakBytes, nodes } = bandsaw(p, { split, ...capped });
  return {
    board, rows, split, record: c.given ?? -1, status: c.status, lower: c.lower, upper: c.upper, rounds: c.rounds.length,
    cut: c.cut, nodes, peakBytes,
  };
}

interface Unit { board: '470' | '464'; rows: number; split: Split | 'auto' }

/** The bands and cuts measured: every cut of the 2- and 3-row bands, the race alone on 4 rows. */
function recordUnits(rowCounts: readonly number[]): Unit[] {
  const out: Unit[] = [];
  for (const rows of rowCounts) {
    for (const board of ['470', '464'] as const) {
      out.push({ board, rows, split: 'auto' });
      if (rows === 4) continue; // a rows cut alone does not finish 4-row bands
      const cuts: Split[] = rows % 2 ? ['columns', 'upper', 'lower'] : ['columns', 'lower'];
      for (const split of cuts) out.push({ board, rows, split });
    }
  }
  return out;
}

export const experiment = defineExperiment<{ rows: number[] }, Unit, RecordBandRow>({
  name: 'bandsaw-records',
  summary: "BANDSAW: the record boards' bottom bands of 2-4 rows proven, and each cut forced alone",
  module: import.meta.url,
  inputs: Object.values(FILES).map((f) => `data/edgematch/${f}`),
  sizes: { full: { rows: [2, 3, 4] }, quick: { rows: [2] } },
  plan: ({ rows }) => recordUnits(rows).map((u) => ({ params: u, cost: 10 ** (u.rows - 2) * (u.split === 'auto' ? 1 : 3) })),
  runUnit: ({ board, rows, split }) => solveRecordBand(board, rows, split),
  gather: (_size, rows) => ({ stats: rows }),
});

/**
 * The proven best completions of the bottom bands of the two record boards, turned 180 degrees
 * (the data README's table gives what the records themselves have there). For each band: the
 * record's mismatches, what BANDSAW proves (an optimum, or a bracket when the run stops at its
 * budget cap), the rounds and the work per cut; and, for the 2- and 3-row bands, each cut forced
 * alone, which shows how much the cut between columns saves. Counts only, so the table
 * reproduces exactly. `npm run stats -- bandsaw-records` (a few minutes); the test runs the
 * 2-row bands.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bandOf, type BandProblem } from '../src/edgematch/band.ts';
import { bandsaw } from '../src/edgematch/bandsaw/ratchet.ts';
import type { Split } from '../src/edgematch/bandsaw/halves.ts';
import { parseBoard } from '../src/edgematch/io.ts';
import { turnBoard180 } from '../src/edgematch/model.ts';
import { dataFile } from '../data/paths.ts';

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

export function solveRecordBand(board: '470' | '464', rows: number, split: Split | 'auto'): RecordBandRow {
  const p = recordBand(board, rows);
  const capped = { ...(board === '464' && rows === 4 ? { maxBudget: MAX_BUDGET_464_4 } : {}), ...(split === 'auto' ? {} : { maxNodes: FORCED_CUT_NODES }) };
  const { certificate: c, peakBytes, nodes } = bandsaw(p, { split, ...capped });
  return {
    board, rows, split, record: c.given ?? -1, status: c.status, lower: c.lower, upper: c.upper, rounds: c.rounds.length,
    cut: c.cut, nodes, peakBytes,
  };
}

export function run(full: boolean): RecordBandRow[] {
  const out: RecordBandRow[] = [];
  for (const rows of full ? [2, 3, 4] : [2]) {
    for (const board of ['470', '464'] as const) {
      out.push(solveRecordBand(board, rows, 'auto'));
      if (rows === 4) continue; // a rows cut alone does not finish 4-row bands
      const cuts: Split[] = rows % 2 ? ['columns', 'upper', 'lower'] : ['columns', 'lower'];
      for (const split of cuts) out.push(solveRecordBand(board, rows, split));
    }
  }
  return out;
}

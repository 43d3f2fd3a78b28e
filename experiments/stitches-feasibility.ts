/**
 * `npm run stats -- stitches-feasibility`: for each offered grid size and k, cuts boards with a
 * rising block count and counts how many can be stitched (pass the screen, then sew within the
 * generator's sewing budget, avoiding turnable squares). Writes the table to
 * src/stitches/feasibility.json, which the CLI and the page read to offer only block counts
 * where at least FEASIBLE_SHARE of the cuts work; stats.json keeps the same rows.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Rng } from '../src/core/rng.ts';
import { NodeBudget } from '../src/core/search.ts';
import { cutAndSew, emptyStats } from '../src/stitches/generate.ts';
import { FEASIBLE_SHARE, FEASIBILITY_SIDES, type FeasibilityRow, type FeasibilityTable } from '../src/stitches/feasibility.ts';

export const TABLE_FILE = join(import.meta.dirname, '..', 'src', 'stitches', 'feasibility.json');
const KS = [1, 2, 3];
/** the sweep stops after this many block counts in a row fall below the threshold */
const FAILS_TO_STOP = 2;

/** One setting: `cuts` boards cut, screened and sewn. */
export function measure(side: number, k: number, blocks: number, cuts: number): FeasibilityRow {
  const rng = Rng.fromSeed(`feasibility ${side}x${side} k${k} b${blocks}`);
  const stats = emptyStats();
  for (let i = 0; i < cuts; i++) cutAndSew({ width: side, height: side, k, blocks }, rng, new NodeBudget(Infinity), stats);
  return { side, k, blocks, cuts, screened: stats.screened, unsewn: stats.unsewn };
}

/** Sweeps block counts from 3 upwards for every side and k. */
export function sweep(sides: readonly number[], cuts: number): FeasibilityTable {
  const rows: FeasibilityRow[] = [];
  for (const side of sides) {
    for (const k of KS) {
      let fails = 0;
      for (let blocks = 3; blocks <= (side * side) / 2 && fails < FAILS_TO_STOP; blocks++) {
        const row = measure(side, k, blocks, cuts);
        rows.push(row);
        fails = (row.cuts - row.screened - row.unsewn) / row.cuts < FEASIBLE_SHARE ? fails + 1 : 0;
      }
    }
  }
  return { threshold: FEASIBLE_SHARE, cutsPerSetting: cuts, rows };
}

export function run(full: boolean): FeasibilityTable {
  const table = sweep(full ? FEASIBILITY_SIDES : [5, 6], full ? 100 : 20);
  if (full) writeFileSync(TABLE_FILE, JSON.stringify(table, null, 1) + '\n');
  return table;
}

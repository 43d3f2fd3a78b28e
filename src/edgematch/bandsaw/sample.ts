/**
 * The first few fillings of one half within a budget, for the explorer page to show: each with
 * its cells, the seam colours it exposes (original colour numbers) and its mismatches.
 */
import type { BandProblem } from '../band.ts';
import type { Placement } from '../model.ts';
import { boundTable } from './bounds.ts';
import { enumerateHalf } from './enumerate.ts';
import { buildHalf, paletteOf, placements, seamColours, type HalfName } from './halves.ts';

export interface HalfSample {
  /** band cells row-major; null outside the half */
  cells: (Placement | null)[];
  seam: number[];
  cost: number;
}

/** `cut`: band rows of the upper half, as the run being shown split them. */
export function sampleHalf(p: BandProblem, name: HalfName, cut: number, budget: number, limit: number): HalfSample[] {
  const palette = paletteOf(p);
  const half = buildHalf(p, name, palette, cut);
  const other = buildHalf(p, name === 'upper' ? 'lower' : 'upper', palette, cut);
  const out: HalfSample[] = [];
  enumerateHalf({
    half, table: boundTable(half, palette.colours.length), budget, poolSize: p.pool.length,
    ...(name === 'upper' ? { declarable: seamColours(other) } : {}),
    visit(x) {
      const cells = Array.from(placements(p, half, x.chosen), (c) => c ?? null);
      out.push({ cells, seam: Array.from(x.seam, (c) => palette.colours[c]!), cost: x.cost });
      return out.length < limit;
    },
  });
  return out;
}

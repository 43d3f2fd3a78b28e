/**
 * What the explorer page shows of a run: the first few fillings of the first half of its cut
 * within a budget, each with its cells, the seam colours it exposes (original colour numbers) and
 * its mismatches; and the seam of a whole band filling.
 */
import type { BandProblem } from '../band.ts';
import { edgeAt, type Placement } from '../model.ts';
import { boundTable } from './bounds.ts';
import { enumerateHalf } from './enumerate.ts';
import { buildHalf, halvesOf, paletteOf, placements, type Split } from './halves.ts';

export interface HalfSample {
  /** band cells row-major; null outside the half */
  cells: (Placement | null)[];
  seam: number[];
  cost: number;
}

/** The first `limit` fillings of the first half (upper or left) of `split` within `budget`, listed from the frame as a stored half is. */
export function sampleHalf(p: BandProblem, split: Split, budget: number, limit: number): HalfSample[] {
  const palette = paletteOf(p);
  const half = buildHalf(p, halvesOf(split)[0], palette, split);
  const out: HalfSample[] = [];
  enumerateHalf({
    half, table: boundTable(half), budget, poolSize: p.pool.length,
    visit(x) {
      const cells = Array.from(placements(p, half, x.chosen), (c) => c ?? null);
      out.push({ cells, seam: Array.from(x.seam, (c) => palette.colours[c]!), cost: x.cost });
      return out.length < limit;
    },
  });
  return out;
}

/** The colours the first half of a band filling (band cells row-major) shows the second across the seam of `split`. */
export function seamOf(p: BandProblem, split: Split, cells: readonly Placement[]): number[] {
  const half = buildHalf(p, halvesOf(split)[0], paletteOf(p), split);
  const seam = new Array<number>(half.seamLength);
  for (let i = 0; i < half.size; i++) {
    const entry = half.seamAt[i]!, at = cells[half.cell[i]!]!;
    if (entry >= 0) seam[entry] = edgeAt(p.pieces[at[0]]!, at[1], half.seamSide);
  }
  return seam;
}

/**
 * Suffix lower bounds for a half, computed backwards over its fill positions (column by column).
 * After the first i cells are placed, all the rest depends on is the frontier: the colour each
 * row of the half shows to the right, and the colour the last placed cell shows to the next cell
 * of its column. bound[i][frontier] is the fewest mismatches the remaining cells can have when
 * every candidate may be used again (a relaxation, so a true lower bound). A partial filling whose
 * mismatches plus this bound exceed the budget cannot lead anywhere and is cut.
 */
import type { Half } from './halves.ts';

export const NO_FILL = 255;

export interface BoundTable {
  colours: number;
  /** place value of each frontier slot: rows 0..height-1, then the vertical colour */
  weight: Int32Array;
  /** states per position: colours^(height+1) */
  states: number;
  /** (size+1) * states entries; NO_FILL when no filling exists */
  bound: Uint8Array;
}

export function boundTable(half: Half, colours: number): BoundTable {
  const h = half.height;
  const weight = Int32Array.from({ length: h + 1 }, (_, s) => colours ** s);
  const states = colours ** (h + 1);
  const bound = new Uint8Array((half.size + 1) * states).fill(NO_FILL);
  bound.fill(0, half.size * states);
  const vw = weight[h]!;
  for (let i = half.size - 1; i >= 0; i--) {
    const s = half.slot[i]!, ws = weight[s]!;
    const first = s === 0, last = s === h - 1;
    const next = (i + 1) * states, here = i * states;
    // a column's first cell only ever sees vertical slot 0
    const limit = first ? vw : states;
    for (let f = 0; f < limit; f++) {
      const hz = Math.floor(f / ws) % colours;
      const v = first ? half.start[half.col[i]!]! : Math.floor(f / vw);
      const base = f - hz * ws - (first ? 0 : v * vw);
      let best = NO_FILL;
      for (let k = half.from[i]!; k < half.from[i + 1]!; k++) {
        const rest = bound[next + base + half.hOut[k]! * ws + (last ? 0 : half.vOut[k]! * vw)]!;
        if (rest === NO_FILL) continue;
        const total = rest + (half.hIn[k] !== hz ? 1 : 0) + (half.vIn[k] !== v ? 1 : 0);
        if (total < best) best = total;
      }
      bound[here + f] = best;
    }
  }
  return { colours, weight, states, bound };
}

/** Frontier index before any cell is placed: every row meets the left border (grey). */
export function startFrontier(table: BoundTable, height: number, greyIndex: number): number {
  let f = 0;
  for (let s = 0; s < height; s++) f += greyIndex * table.weight[s]!;
  return f;
}

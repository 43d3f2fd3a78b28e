/**
 * Depth-first enumeration of the fillings of one half whose mismatches stay within a budget,
 * cut by the suffix bounds. Each complete filling is reported with its cost, the set of pool
 * pieces it used (a bit mask) and the colours it shows on the seam between the halves.
 *
 * The lower half pays for mismatches on that seam: besides the colours its top cells show, it
 * may declare any other colour the upper half can show at a column, for one mismatch each. The
 * upper half's seam is simply its bottom colours, so a join on equal seams is exact.
 */
import { NO_FILL, startFrontier, type BoundTable } from './bounds.ts';
import type { Half } from './halves.ts';

export interface Partial {
  cost: number;
  /** pool pieces used, bit q of word q>>5 */
  mask: Uint32Array;
  /** colour index shown on the seam per column */
  seam: Int32Array;
  /** chosen candidate per fill position (valid while the callback runs) */
  chosen: Int32Array;
}

export interface EnumerationCounts {
  /** placements tried that passed the bound */
  nodes: number;
  /** complete fillings reported (seam declarations count separately) */
  partials: number;
}

export interface EnumerateOptions {
  half: Half;
  table: BoundTable;
  budget: number;
  poolSize: number;
  /** per column, seam colours the lower half may declare (only for the lower half) */
  declarable?: number[][];
  /** called per filling; return false to stop the enumeration */
  visit(p: Partial): boolean;
  /** polled now and then; true stops the enumeration */
  cancelled?(): boolean;
}

export function enumerateHalf(o: EnumerateOptions): EnumerationCounts & { stopped: boolean } {
  const { half, table, budget, visit } = o;
  const { size, height: h, from, q, hIn, hOut, vIn, vOut, slot, col, start } = half;
  const { weight, states, bound } = table;
  const vw = weight[h]!;
  const used = new Uint8Array(o.poolSize);
  const mask = new Uint32Array((o.poolSize + 31) >> 5);
  const seam = new Int32Array(half.width);
  const chosen = new Int32Array(size);
  const hz = new Int32Array(h);
  const partial: Partial = { cost: 0, mask, seam, chosen };
  const declarable = o.declarable;
  let nodes = 0, partials = 0, stopped = false;

  const report = (cost: number): void => {
    partials++;
    partial.cost = cost;
    if (!visit(partial)) stopped = true;
  };
  // Lower half: every way to declare up to `slack` seam colours other than the ones shown.
  const declare = (j: number, cost: number): void => {
    report(cost);
    if (cost >= budget) return;
    for (let c = j; c < seam.length && !stopped; c++) {
      const shown = seam[c]!;
      for (const alt of declarable![c]!) {
        if (alt === shown) continue;
        seam[c] = alt;
        declare(c + 1, cost + 1);
        if (stopped) break;
      }
      seam[c] = shown;
    }
  };

  const place = (i: number, cost: number, f: number, v: number): void => {
    if (i === size) {
      if (declarable) declare(0, cost); else report(cost);
      return;
    }
    if ((nodes & 0xffff) === 0 && o.cancelled?.()) { stopped = true; return; }
    const s = slot[i]!, ws = weight[s]!;
    const first = s === 0, last = s === h - 1;
    const vNeed = first ? start[col[i]!]! : v;
    const left = hz[s]!;
    const base = (i + 1) * states + f - left * ws - v * vw;
    for (let k = from[i]!; k < from[i + 1]!; k++) {
      const piece = q[k]!;
      if (used[piece]) continue;
      const c = cost + (hIn[k] !== left ? 1 : 0) + (vIn[k] !== vNeed ? 1 : 0);
      if (c > budget) continue;
      const out = last ? 0 : vOut[k]!;
      const rest = bound[base + hOut[k]! * ws + out * vw]!;
      if (rest === NO_FILL || c + rest > budget) continue;
      nodes++;
      used[piece] = 1;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      hz[s] = hOut[k]!;
      chosen[i] = k;
      if (last) seam[col[i]!] = vOut[k]!;
      place(i + 1, c, f - left * ws + hOut[k]! * ws - v * vw + out * vw, out);
      hz[s] = left;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      used[piece] = 0;
      if (stopped) return;
    }
  };
  hz.fill(half.grey);
  const f0 = startFrontier(table, h, half.grey);
  if (bound[f0]! !== NO_FILL && bound[f0]! <= budget) place(0, 0, f0, 0);
  return { nodes, partials, stopped };
}

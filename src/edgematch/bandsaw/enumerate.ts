/**
 * Depth-first enumeration of the fillings of one half whose mismatches stay within a budget,
 * cut by the suffix bounds. Each complete filling is reported with its cost, the set of pool
 * pieces it used (a bit mask) and the colours it shows on the seam between the halves.
 *
 * One half (the declaring one) pays for mismatches on the seam between the halves: when a column
 * of it is complete it may show, instead of its own seam colour, any colour the other half can
 * show there, for one mismatch. The other half's seam is simply its own colours, so a join on
 * equal seams is exact.
 *
 * With a guide (built from the other half's stored table), a column that no stored filling can
 * follow is cut at once: the streamed side only explores what can still join. The guide also
 * names the fewest mismatches of the stored fillings still in play, which tightens the streamed
 * side's budget to what the join leaves it.
 */
import { NO_FILL, startFrontier, type BoundTable } from './bounds.ts';
import type { Half } from './halves.ts';

/**
 * Steers the streamed side of a join: told each time a column is complete (its seam colour and
 * the pieces used so far), it answers the fewest mismatches of a stored filling that can still
 * join, or -1 when none can. leave(j) undoes enter(j, ...). The answer may be too low (that only
 * costs time), never too high; -1 must be right.
 */
export interface SeamGuide {
  enter(column: number, colour: number, mask: Uint32Array): number;
  leave(column: number): void;
}

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
  /** complete fillings reported (each seam declaration counts as one) */
  partials: number;
  /** stopped early by the callback, by cancellation or by the node cap */
  stopped: boolean;
  /** stopped by the node cap */
  capped: boolean;
}

export interface EnumerateOptions {
  half: Half;
  table: BoundTable;
  budget: number;
  poolSize: number;
  /** per column, the seam colours this half may declare instead of its own (declaring half only) */
  declarable?: number[][];
  /** what can still join; absent = no cut */
  guide?: SeamGuide;
  /** with a guide: the join's total budget, so a filling plus the cheapest stored one still in play must fit it */
  joinBudget?: number;
  /** stop once this many nodes are spent (default: no cap) */
  maxNodes?: number;
  /** called per filling; return false to stop the enumeration */
  visit(p: Partial): boolean;
  /** polled now and then; true stops the enumeration */
  cancelled?(): boolean;
}

export function enumerateHalf(o: EnumerateOptions): EnumerationCounts {
  const { half, table, visit, declarable, guide } = o;
  const joinBudget = o.joinBudget ?? Number.POSITIVE_INFINITY;
  let budget = o.budget;
  const { size, height: h, width: w, from, q, hIn, hOut, vIn, vOut, slot, col, start } = half;
  const { weight, states, bound } = table;
  const vw = weight[h]!;
  const used = new Uint8Array(o.poolSize);
  const mask = new Uint32Array((o.poolSize + 31) >> 5);
  const seam = new Int32Array(w);
  const chosen = new Int32Array(size);
  const hz = new Int32Array(h).fill(half.grey);
  const partial: Partial = { cost: 0, mask, seam, chosen };
  const maxNodes = o.maxNodes ?? Number.POSITIVE_INFINITY;
  let nodes = 0, partials = 0, stopped = false, capped = false;

  /** Column j is complete with seam colour `colour` at cost c: ask the guide, go on within what it leaves. */
  const closeColumn = (i: number, j: number, colour: number, c: number, f: number): void => {
    const outer = budget;
    if (guide) {
      const least = guide.enter(j, colour, mask);
      budget = Math.min(outer, joinBudget - least);
      const rest = bound[(i + 1) * states + f]!;
      if (least >= 0 && rest !== NO_FILL && c + rest <= budget) {
        seam[j] = colour;
        place(i + 1, c, f, 0);
      }
      guide.leave(j);
      budget = outer;
      return;
    }
    seam[j] = colour;
    place(i + 1, c, f, 0);
  };

  const place = (i: number, cost: number, f: number, v: number): void => {
    if (i === size) {
      partials++;
      partial.cost = cost;
      if (!visit(partial)) stopped = true;
      return;
    }
    if ((nodes & 0xffff) === 0 && o.cancelled?.()) { stopped = true; return; }
    const s = slot[i]!, ws = weight[s]!, j = col[i]!;
    const first = s === 0, last = s === h - 1;
    const vNeed = first ? start[j]! : v;
    const left = hz[s]!;
    const fBase = f - left * ws - v * vw;
    const base = (i + 1) * states + fBase;
    for (let k = from[i]!; k < from[i + 1]!; k++) {
      const piece = q[k]!;
      if (used[piece]) continue;
      const c = cost + (hIn[k] !== left ? 1 : 0) + (vIn[k] !== vNeed ? 1 : 0);
      if (c > budget) continue;
      const out = last ? 0 : vOut[k]!;
      const fNext = fBase + hOut[k]! * ws + out * vw;
      const rest = bound[base - fBase + fNext]!;
      if (rest === NO_FILL || c + rest > budget) continue;
      if (nodes >= maxNodes) { capped = stopped = true; return; }
      nodes++;
      used[piece] = 1;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      hz[s] = hOut[k]!;
      chosen[i] = k;
      if (!last) place(i + 1, c, fNext, out);
      else {
        closeColumn(i, j, vOut[k]!, c, fNext);
        if (declarable && c + 1 + rest <= budget) {
          for (const alt of declarable[j]!) {
            if (stopped) break;
            if (alt !== vOut[k]) closeColumn(i, j, alt, c + 1, fNext);
          }
        }
      }
      hz[s] = left;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      used[piece] = 0;
      if (stopped) return;
    }
  };
  const f0 = startFrontier(table, h, half.grey);
  if (bound[f0]! !== NO_FILL && bound[f0]! <= budget) place(0, 0, f0, 0);
  return { nodes, partials, stopped, capped };
}

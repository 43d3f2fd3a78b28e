/**
 * Depth-first enumeration of the fillings of one half whose mismatches stay within a budget,
 * cut by the suffix bounds. Each complete filling is reported with its cost, the set of pool
 * pieces it used (a bit mask) and the colours it shows on the seam between the halves.
 *
 * One half (the declaring one) pays for mismatches on the seam between the halves: at each seam
 * cell it may show, instead of its own seam colour, any colour the other half can show there, for
 * one mismatch. The other half's seam is simply its own colours, so a join on equal seams is
 * exact.
 *
 * With a guide (built from the other half's stored table), a cell after which no stored filling
 * can still join is cut at once: the streamed side only explores what can still join. The guide
 * also names the fewest mismatches of the stored fillings still in play, which tightens the
 * streamed side's budget to what the join leaves it.
 */
import { NO_FILL, restIndex, startFrontier, type BoundTable } from './bounds.ts';
import type { Half } from './halves.ts';

/**
 * Steers the streamed side of a join. After each cell the streamed half places (fill position
 * i) it is told the seam entry the cell closes with its colour (-1, -1 off the seam) and the
 * pieces used so far; it answers the fewest mismatches of a stored filling that can still join,
 * or -1 when none can. The answer may be too low (that only costs time), never too high; -1 must
 * be right. Asking after every cell, not only at seam cells, cuts a branch as soon as its pieces
 * leave no stored filling.
 */
export interface SeamGuide {
  enter(position: number, entry: number, colour: number, mask: Uint32Array): number;
}

export interface Partial {
  cost: number;
  /** pool pieces used, bit q of word q>>5 */
  mask: Uint32Array;
  /** colour index shown on the seam per seam entry */
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
  /** per seam entry, the seam colours this half may declare instead of its own (declaring half only) */
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
  /** told the nodes spent so far, now and then (as often as `cancelled` is polled) */
  report?(nodes: number): void;
}

export function enumerateHalf(o: EnumerateOptions): EnumerationCounts {
  const { half, table, visit, declarable, guide } = o;
  const joinBudget = o.joinBudget ?? Number.POSITIVE_INFINITY;
  let budget = o.budget;
  const { size, height: h, q, hIn, hOut, vIn, vOut, slot, col, start, seamAt, seamIsHorizontal } = half;
  const { weight, bound, hOutDigit, vOutDigit, vColour, listStart, listFrom, listEnd, listCand, listRest } = table;
  const vw = weight[h]!;
  const used = new Uint8Array(o.poolSize);
  const mask = new Uint32Array((o.poolSize + 31) >> 5);
  const seam = new Int32Array(half.seamLength);
  const chosen = new Int32Array(size);
  // per row: the colour it shows to the next line, and that colour's frontier digit
  const hz = new Int32Array(h).fill(half.grey);
  const hzDigit = table.greyDigit.slice();
  const partial: Partial = { cost: 0, mask, seam, chosen };
  const maxNodes = o.maxNodes ?? Number.POSITIVE_INFINITY;
  let nodes = 0, partials = 0, stopped = false, capped = false;

  /**
   * Position i is placed (closing seam entry `entry` shown as `colour`, or -1) at cost c, leaving
   * frontier f whose bound is `rest`: ask the guide, go on within what it leaves.
   */
  const check = (i: number, entry: number, colour: number, c: number, f: number, vd: number, rest: number): void => {
    if (entry >= 0) seam[entry] = colour;
    if (!guide) { place(i + 1, c, f, vd); return; }
    const outer = budget;
    const least = guide.enter(i, entry, colour, mask);
    budget = Math.min(outer, joinBudget - least);
    if (least >= 0 && c + rest <= budget) place(i + 1, c, f, vd);
    budget = outer;
  };

  /** Place position i; f is the frontier, vd the digit of the vertical colour met (ignored at a line's first cell). */
  const place = (i: number, cost: number, f: number, vd: number): void => {
    if (i === size) {
      partials++;
      partial.cost = cost;
      if (!visit(partial)) stopped = true;
      return;
    }
    if ((nodes & 0xffff) === 0) {
      o.report?.(nodes);
      if (o.cancelled?.()) { stopped = true; return; }
    }
    const s = slot[i]!, ws = weight[s]!, j = col[i]!, hCount = weight[s + 1]! / ws;
    const first = s === 0;
    const vNeed = first ? start[j]! : vColour[vd]!;
    const left = hz[s]!, leftDigit = hzDigit[s]!;
    const fBase = f - leftDigit * ws - (first ? 0 : vd * vw);
    const list = listStart[i]! + restIndex(fBase, ws, hCount);
    const entry = seamAt[i]!, checking = guide !== undefined || entry >= 0;
    const slack = budget - cost;
    for (let x = listFrom[list]!, end = listEnd[list]!; x < end; x++) {
      const rest = listRest[x]!;
      if (rest > slack) break;
      const k = listCand[x]!;
      const piece = q[k]!;
      if (used[piece]) continue;
      const c = cost + (hIn[k] !== left ? 1 : 0) + (vIn[k] !== vNeed ? 1 : 0);
      if (c + rest > budget) continue;
      const vNext = vOutDigit[k]!;
      const fNext = fBase + hOutDigit[k]! * ws + vNext * vw;
      if (nodes >= maxNodes) { capped = stopped = true; return; }
      nodes++;
      used[piece] = 1;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      hz[s] = hOut[k]!; hzDigit[s] = hOutDigit[k]!;
      chosen[i] = k;
      if (!checking) place(i + 1, c, fNext, vNext);
      else {
        const own = entry < 0 ? -1 : seamIsHorizontal ? hOut[k]! : vOut[k]!;
        check(i, entry, own, c, fNext, vNext, rest);
        if (entry >= 0 && declarable && c + 1 + rest <= budget) {
          for (const alt of declarable[entry]!) {
            if (stopped) break;
            if (alt !== own) check(i, entry, alt, c + 1, fNext, vNext, rest);
          }
        }
      }
      hz[s] = left; hzDigit[s] = leftDigit;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      used[piece] = 0;
      if (stopped) return;
    }
  };
  const f0 = startFrontier(table);
  if (bound[f0]! !== NO_FILL && bound[f0]! <= budget) place(0, 0, f0, 0);
  return { nodes, partials, stopped, capped };
}

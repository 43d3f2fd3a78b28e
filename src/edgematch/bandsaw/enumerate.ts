/**
 * Depth-first enumeration of the fillings of one half whose mismatches stay within a budget,
 * cut by the suffix bounds. Each complete filling is reported with its cost, the set of pool
 * pieces it used (a bit mask) and the colours it shows on the seam between the halves.
 *
 * A half filled from the frame (the stored side of a join) shows its own seam colours. A half
 * filled from the seam (the streamed side) meets the stored side's seam at its first cells: at
 * each seam cell it either matches the stored filling there (for free) or not (for one mismatch),
 * and the guide keeps the stored fillings that agree. The join is then on complementary piece sets
 * and seams that agree.
 *
 * With a guide (built from the stored side's table), a cell after which no stored filling can
 * still join is cut at once; the guide also names the fewest mismatches of the stored fillings
 * still in play, which tightens the streamed side's budget to what the join leaves it.
 *
 * A search state (a node) is a partial filling with its declared seam colours that passed the
 * bound. A slice explores only the subtrees of some of the states at one depth (its prefixes,
 * numbered in the order the search meets them), so that a pass can be shared among workers: the
 * slices of a partition together count exactly the nodes and fillings of the whole enumeration,
 * the states above the prefixes counted by the slice that takes the head.
 */
import { NO_FILL, restIndex, startFrontier, type BoundTable } from './bounds.ts';
import type { Half } from './halves.ts';

/**
 * Steers the streamed side of a join. After each cell the streamed half places (fill position
 * i) it is told the seam entry the cell lies on and its colour there (-1, -1 off the seam), whether
 * the stored filling must show that colour or any other (`differs`), and the pieces used so far;
 * it answers the fewest mismatches of a stored filling that can still join, or -1 when none can.
 * The answer may be too low (that only costs time), never too high; -1 must be right. `most` is
 * the most mismatches a stored filling may have to join here (the streamed half cuts the cell
 * otherwise): a guide may answer -1 as soon as it knows none within `most` is left. The ceiling
 * holds below the cell too (every filling below it costs at least its cost plus its bound), so a
 * guide may forget the dearer stored fillings for the whole subtree.
 */
export interface SeamGuide {
  enter(position: number, entry: number, colour: number, mask: Uint32Array, differs: boolean, most?: number): number;
}

export interface Partial {
  cost: number;
  /** pool pieces used, bit q of word q>>5 */
  mask: Uint32Array;
  /** colour index shown on the seam per seam entry (a half filled from the frame) */
  seam: Int32Array;
  /** chosen candidate per fill position (valid while the callback runs) */
  chosen: Int32Array;
}

export interface EnumerationCounts {
  /** search states that passed the bound */
  nodes: number;
  /** complete fillings reported */
  partials: number;
  /** stopped early by the callback, by cancellation or by the node cap */
  stopped: boolean;
  /** stopped by the node cap */
  capped: boolean;
  /** stopped because `cancelled` said so */
  cancelled: boolean;
  /** states met at the slice's depth (all of them when the slice ran to its end) */
  prefixes: number;
}

/**
 * The part of an enumeration to run: the subtrees of the states at `depth` (after `depth`
 * placements) numbered from..to-1, and, with `head`, the states above that depth.
 */
export interface Slice {
  depth: number;
  from: number;
  to: number;
  head: boolean;
}

interface EnumerateOptions {
  half: Half;
  table: BoundTable;
  budget: number;
  poolSize: number;
  /** what can still join; absent = no cut. With a guide, a half filled from the seam may differ from the stored side there, for one mismatch a cell */
  guide?: SeamGuide;
  /** with a guide: the join's total budget, so a filling plus the cheapest stored one still in play must fit it */
  joinBudget?: number;
  /** stop once this many nodes are spent (default: no cap) */
  maxNodes?: number;
  /** run only this slice (default: everything) */
  slice?: Slice;
  /** called per filling; return false to stop the enumeration */
  visit: (p: Partial) => boolean;
  /** polled now and then; true stops the enumeration */
  cancelled?: () => boolean;
  /** told the nodes spent so far, now and then (as often as `cancelled` is polled) */
  report?: (nodes: number) => void;
}

export function enumerateHalf(o: EnumerateOptions): EnumerationCounts {
  const { half, table, visit, guide } = o;
  const joinBudget = o.joinBudget ?? Number.POSITIVE_INFINITY;
  let budget = o.budget;
  const { size, height: h, q, hIn, hOut, vIn, extra, slot, col, start, seamAt, seamColour } = half;
  const wild = half.colours;
  const { weight, bound, hOutDigit, vOutDigit, vColour, listStart, listFrom, listEnd, listCand, listRest } = table;
  const vw = weight[h]!;
  const used = new Uint8Array(o.poolSize);
  const mask = new Uint32Array((o.poolSize + 31) >> 5);
  const seam = new Int32Array(half.seamLength);
  const chosen = new Int32Array(size);
  // a half filled from the seam against a guide may differ from the stored side at a seam cell
  const differing = guide !== undefined && half.order === 'seam';
  // per row: the colour it shows to the next line, and that colour's frontier digit
  const hz = new Int32Array(h).fill(half.rowStart);
  const hzDigit = table.startDigit.slice();
  const partial: Partial = { cost: 0, mask, seam, chosen };
  const maxNodes = o.maxNodes ?? Number.POSITIVE_INFINITY;
  const slice = o.slice ?? { depth: size + 1, from: 0, to: 0, head: true };
  // stopped: the search halts (a cap, a cancel, the callback, or the end of the slice: ended)
  let nodes = 0, partials = 0, stopped = false, ended = false, capped = false, cancelled = false, prefix = 0;

  /** A state after position i, at cost c: counted when it is this slice's, then steered by the guide and searched on. */
  const enter = (i: number, entry: number, colour: number, differs: boolean, c: number, f: number, vd: number, rest: number): void => {
    const depth = i + 1;
    if (depth === slice.depth) {
      const n = prefix++;
      // past its prefixes a slice ends, unless it counts the head, which runs to the end
      if (n >= slice.to) { if (!slice.head) stopped = ended = true; return; }
      if (n < slice.from) return;
    }
    if (depth >= slice.depth || slice.head) {
      if (nodes >= maxNodes) { capped = stopped = true; return; }
      nodes++;
    }
    if (entry >= 0) seam[entry] = colour;
    if (!guide) { place(depth, c, f, vd); return; }
    const outer = budget;
    const least = guide.enter(i, entry, colour, mask, differs, joinBudget - c - rest);
    budget = Math.min(outer, joinBudget - least);
    if (least >= 0 && c + rest <= budget) place(depth, c, f, vd);
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
      if (o.cancelled?.()) { stopped = cancelled = true; return; }
    }
    const s = slot[i]!, ws = weight[s]!, j = col[i]!, hCount = weight[s + 1]! / ws;
    const first = s === 0;
    const vNeed = first ? start[j]! : vColour[vd]!;
    const left = hz[s]!, leftDigit = hzDigit[s]!;
    // every candidate differs from a wild in colour (the seam): that is no mismatch
    const base = cost - (left === wild ? 1 : 0) - (vNeed === wild ? 1 : 0);
    const fBase = f - leftDigit * ws - (first ? 0 : vd * vw);
    const list = listStart[i]! + restIndex(fBase, ws, hCount);
    const entry = seamAt[i]!, mayDiffer = entry >= 0 && differing;
    const slack = budget - base;
    for (let x = listFrom[list]!, end = listEnd[list]!; x < end; x++) {
      const rest = listRest[x]!;
      if (rest > slack) break;
      const k = listCand[x]!;
      const piece = q[k]!;
      if (used[piece]) continue;
      const c = base + extra[k]! + (hIn[k] !== left ? 1 : 0) + (vIn[k] !== vNeed ? 1 : 0);
      if (c + rest > budget) continue;
      const vNext = vOutDigit[k]!;
      const fNext = fBase + hOutDigit[k]! * ws + vNext * vw;
      used[piece] = 1;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      hz[s] = hOut[k]!; hzDigit[s] = hOutDigit[k]!;
      chosen[i] = k;
      const own = entry < 0 ? -1 : seamColour[k]!;
      enter(i, entry, own, false, c, fNext, vNext, rest);
      if (mayDiffer && !stopped && c + 1 + rest <= budget) enter(i, entry, own, true, c + 1, fNext, vNext, rest);
      hz[s] = left; hzDigit[s] = leftDigit;
      mask[piece >> 5]! ^= 1 << (piece & 31);
      used[piece] = 0;
      if (stopped) return;
    }
  };
  const f0 = startFrontier(table);
  if (bound[f0]! !== NO_FILL && bound[f0]! <= budget) place(0, 0, f0, 0);
  // running past the slice's last prefix is its natural end, not a stop
  return { nodes, partials, stopped: stopped && !ended, capped, cancelled, prefixes: prefix };
}

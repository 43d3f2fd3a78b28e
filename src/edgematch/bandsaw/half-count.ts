/**
 * One half of a cut on its own: the states its search passes (its tree) and the fillings it lists
 * within a mismatch budget, listed from the frame as a stored half is, with no join to steer it
 * and every pool piece open to it. This is what a half costs before meeting in the middle cuts
 * it down, the measure of "each half" in a search that lists both halves and then joins them.
 */
import type { BandProblem } from '../band.ts';
import { enumerateHalf } from './enumerate.ts';
import type { BandModel } from './cuts.ts';
import type { HalfName, Split } from './halves.ts';

interface HalfCount {
  nodes: number;
  partials: number;
  /** the node cap stopped the listing: the counts are floors */
  capped: boolean;
}

/** Counts the half `name` of `split` within `budget`, stopping after `maxNodes` states. */
export function countHalf(p: BandProblem, model: BandModel, split: Split, name: HalfName, budget: number, maxNodes: number): HalfCount {
  const side = model.side(split, name);
  const c = enumerateHalf({ half: side.frame, table: side.frameTable, budget, poolSize: p.pool.length, maxNodes, visit: () => true });
  return { nodes: c.nodes, partials: c.partials, capped: c.capped };
}

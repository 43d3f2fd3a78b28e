/**
 * A term of the A363577 experiment as one variant counts it (Burnside over the frontier counter,
 * src/haisu/symmetry.ts), as JSON. Kept apart from a363577.ts so that the units' cache key, the
 * import graph of the term script, does not hold the experiment's sizes and tables: editing those
 * keeps the counted terms.
 */
import { inequivalentCount, type Inequivalent } from '../../src/haisu/research.ts';

export const countTerm = (n: number, variant: 0 | 1): TermCount => termOf(n, variant, inequivalentCount(n, n, 0, variant));

/** A term as one variant counts it: decimal strings for every BigInt. */
export interface TermCount {
  n: number;
  variant: 0 | 1;
  count: string;
  /** Burnside's terms: what each symmetry of the square fixes */
  terms: { symmetry: string; fixed: string }[];
  /** the frontier counts run: walks from a corner, between two corners, symmetric */
  counts: { what: string; count: string }[];
  fromCorner: string;
  cornerToCorner: string;
}

/** A counted term as JSON. */
export function termOf(n: number, variant: 0 | 1, r: Inequivalent): TermCount {
  return {
    n, variant, count: r.count.toString(),
    terms: r.terms.map((t) => ({ symmetry: t.symmetry, fixed: t.fixed.toString() })),
    counts: r.counts.map((c) => ({ what: c.what, count: c.count.toString() })),
    fromCorner: r.fromCell.toString(), cornerToCorner: r.bothEnds.toString(),
  };
}

/**
 * A363577, inequivalent Hamiltonian walks from a corner of the n×n grid, by Burnside's lemma
 * over the frontier counter (src/haisu/symmetry.ts), twice: variant 0 counts each piece on the
 * least cell ids of its class (walks from the corner 0,0; corner pairs along the first row and
 * the diagonal; the half turn from 0,0; the mirrors summed over the cells beside the line),
 * variant 1 on the greatest (walks from the far corner, so the sweep meets the fixed end last;
 * pairs along the last row; the half turn from 0,n−1; the mirrors in one sweep with the free end
 * held beside the line). The full size runs each (n, variant) in a process of its own
 * (_a363577-term.ts; the pieces of a large term run side by side, each in a child process of
 * its own) and keeps its CPU time and peak memory; --quick runs in this thread.
 *
 * The invariants kept beside each term: the two variants agree; every quotient Burnside needs
 * is whole (symmetry.ts throws otherwise); a symmetric walk is one of the walks between its ends
 * (half turn ≤ opposite corners, mirror ≤ adjacent corners) and the unmatched walks between two
 * corners pair off under the symmetry (same parity); the walks with a corner end are at most
 * A120443(n).
 */
import { A120443, A363577, A363577_FIRST_PUBLISHED } from '../../data/oeis.ts';
import { countTerm, type TermCount } from './a363577-count.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { runOwnProcess } from '../pipeline/own-process.ts';

/** terms 1..upTo, each by both variants up to bothUpTo and by variant 0 past it */
interface Size { upTo: number; bothUpTo: number; processes: boolean }
interface Unit { n: number; variant: 0 | 1; process: boolean }

interface Measured extends TermCount { cpuSeconds: number | null; wallSeconds: number | null; maxRssBytes: number | null }

function runUnit(u: Unit): Measured {
  if (!u.process) return { ...countTerm(u.n, u.variant), cpuSeconds: null, wallSeconds: null, maxRssBytes: null };
  return runOwnProcess<Measured>('experiments/haisu/_a363577-term.ts', [u.n, u.variant]);
}

function plan(s: Size): { params: Unit; cost: number }[] {
  return Array.from({ length: s.upTo }, (_, i) => i + 1).flatMap((n) => (n <= s.bothUpTo ? [0, 1] as const : [0] as const).map((variant) => ({
    params: { n, variant, process: s.processes }, cost: 4 ** Math.max(0, n - 6),
  })));
}

/** One row of the table: the published term, ours by both variants, the invariants and the cost. */
export interface A363577Row {
  n: number;
  published: string | null;
  /** whether the term was published before 2025 (the n ≤ 9) or only since */
  publishedSince2025: boolean;
  ours: string;
  /** null where only variant 0 ran */
  variantsAgree: boolean | null;
  match: boolean | null;
  /** what each symmetry fixes (variant 0) */
  terms: { symmetry: string; fixed: string }[];
  fromCorner: string;
  cornerToCorner: string;
  /** the invariants: symmetric ≤ all between the same ends, same parity; corner walks ≤ A120443(n) */
  invariants: boolean;
  cpuSeconds: [number | null, number | null];
  maxRssMiB: [number | null, number | null];
}

function invariantsHold(n: number, r: Measured): boolean {
  const piece = (prefix: string) => r.counts.filter((c) => c.what.startsWith(prefix)).map((c) => BigInt(c.count));
  const between = r.counts.filter((c) => / to /.test(c.what)).map((c) => ({ what: c.what, count: BigInt(c.count) }));
  const last = n - 1;
  const opposite = between.find((c) => c.what === `0,0 to ${last},${last}` || c.what === `0,${last} to ${last},0`)?.count ?? 0n;
  const adjacent = between.find((c) => c.what !== `0,0 to ${last},${last}` && c.what !== `0,${last} to ${last},0`)?.count ?? 0n;
  const half = piece('half-turn').reduce((a, b) => a + b, 0n);
  const mirror = piece('mirror').reduce((a, b) => a + b, 0n);
  const identity = BigInt(r.terms[0]!.fixed);
  if (n === 1) return identity === 1n;
  return half <= opposite && (opposite - half) % 2n === 0n && mirror <= adjacent && (adjacent - mirror) % 2n === 0n
    && identity <= A120443[n - 1]!;
}

export const experiment = defineExperiment<Size, Unit, Measured>({
  name: 'haisu-a363577',
  summary: 'A363577 (inequivalent Hamiltonian walks from a corner of the n×n grid) by Burnside over the frontier counter, two ways, beside the published terms',
  // the units' code: the term script's import graph (the counting, not this file's sizes and tables)
  module: new URL('./_a363577-term.ts', import.meta.url).href,
  inputs: ['experiments/haisu/_a363577-piece.ts'],
  sizes: { full: { upTo: 14, bothUpTo: 14, processes: true }, quick: { upTo: 6, bothUpTo: 6, processes: false } },
  plan,
  runUnit,
  gather: (s, results) => {
    const rows: A363577Row[] = [];
    const units = plan(s).map((u) => u.params);
    for (let n = 1; n <= s.upTo; n++) {
      const a = results[units.findIndex((u) => u.n === n && u.variant === 0)]!;
      const found = units.findIndex((u) => u.n === n && u.variant === 1);
      const b = found < 0 ? null : results[found]!;
      const published = A363577[n - 1];
      const mib = (r: Measured) => (r.maxRssBytes === null ? null : Math.round(r.maxRssBytes / 2 ** 20));
      const sec = (r: Measured) => (r.cpuSeconds === null ? null : Math.round(r.cpuSeconds * 10) / 10);
      rows.push({
        n, published: published === undefined ? null : published.toString(), publishedSince2025: n > A363577_FIRST_PUBLISHED,
        ours: a.count, variantsAgree: b === null ? null : a.count === b.count && a.fromCorner === b.fromCorner && a.cornerToCorner === b.cornerToCorner,
        match: published === undefined ? null : BigInt(a.count) === published,
        terms: a.terms, fromCorner: a.fromCorner, cornerToCorner: a.cornerToCorner,
        invariants: invariantsHold(n, a) && (b === null || invariantsHold(n, b)),
        cpuSeconds: [sec(a), b === null ? null : sec(b)], maxRssMiB: [mib(a), b === null ? null : mib(b)],
      });
    }
    return { stats: { rows } };
  },
});

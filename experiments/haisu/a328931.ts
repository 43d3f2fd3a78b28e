/**
 * A328931, Hamiltonian walks of the n×n grid that start on its edge, up to the symmetries of the
 * square. A symmetry that maps a directed walk onto itself fixes every cell of it, so on a board
 * of two cells or more the eight symmetries move every directed walk, and the term is the number
 * of directed walks from an edge cell divided by eight (checked against the published terms).
 * That number is found two ways, from different sweeps:
 *
 * - variant 0: the walks from each edge cell, one cell of each class (the cells 0,c of the first
 *   row up to its middle: a corner and the middle of an odd side have 4 images, the others 8);
 * - variant 1: over undirected walks the sum counts each once per end on the edge, which is
 *   A120443(n) + (walks with both ends on the edge) − (walks with both ends inside): three sweeps
 *   with both ends free, two of them with the ends held to the edge or to the inside.
 *
 * Each (n, variant) runs in a process of its own (_a328931-term.ts) at the full size.
 */
import { A328931 } from '../../data/oeis.ts';
import { countPaths, frontierCounter } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { runOwnProcess } from '../pipeline/own-process.ts';

interface Size { upTo: number; processes: boolean }
interface Unit { n: number; variant: 0 | 1; process: boolean }

/** One term as a variant counts it, with its sweeps' counts (decimal strings). */
interface A328931Term {
  n: number;
  variant: 0 | 1;
  count: string;
  counts: { what: string; count: string }[];
  cpuSeconds: number | null;
  maxRssBytes: number | null;
}

/** The term by one variant; throws when the directed walks are not a multiple of eight (a count is wrong). */
export function countA328931(n: number, variant: 0 | 1): Omit<A328931Term, 'cpuSeconds' | 'maxRssBytes'> {
  if (n === 1) return { n, variant, count: '1', counts: [] };
  const counts: { what: string; count: bigint }[] = [];
  let directed = 0n;
  if (variant === 0) {
    for (let c = 0; 2 * c < n; c++) {
      const images = c === 0 || 2 * c === n - 1 ? 4n : 8n;
      const from = countPaths(n, n, { from: c }).count;
      counts.push({ what: `from 0,${c}`, count: from });
      directed += images * from;
    }
  } else {
    const edge: number[] = [], inside: number[] = [];
    for (let x = 0; x < n * n; x++) {
      const r = Math.floor(x / n), c = x % n;
      (r === 0 || c === 0 || r === n - 1 || c === n - 1 ? edge : inside).push(x);
    }
    const all = countPaths(n, n).count;
    const bothOnEdge = frontierCounter({ width: n, height: n, ends: [], freeEndCells: edge }).run();
    const bothInside = inside.length < 2 ? 0n : frontierCounter({ width: n, height: n, ends: [], freeEndCells: inside }).run();
    counts.push({ what: 'all', count: all }, { what: 'both ends on the edge', count: bothOnEdge }, { what: 'both ends inside', count: bothInside });
    directed = all + bothOnEdge - bothInside;
  }
  if (directed % 8n !== 0n) throw new Error(`A328931(${n}), variant ${variant}: ${directed} directed walks from the edge is not a multiple of 8`);
  return { n, variant, count: (directed / 8n).toString(), counts: counts.map((p) => ({ what: p.what, count: p.count.toString() })) };
}

function runUnit(u: Unit): A328931Term {
  if (!u.process) return { ...countA328931(u.n, u.variant), cpuSeconds: null, maxRssBytes: null };
  return runOwnProcess<A328931Term>('experiments/haisu/_a328931-term.ts', [u.n, u.variant]);
}

export interface A328931Row {
  n: number;
  published: string | null;
  ours: string;
  variantsAgree: boolean;
  match: boolean | null;
  cpuSeconds: [number | null, number | null];
  maxRssMiB: [number | null, number | null];
}

export const experiment = defineExperiment<Size, Unit, A328931Term>({
  name: 'haisu-a328931',
  summary: 'A328931 (Hamiltonian walks from an edge cell of the n×n grid, up to symmetry) two ways, beside the published terms',
  module: import.meta.url,
  inputs: ['experiments/haisu/_a328931-term.ts'],
  sizes: { full: { upTo: 12, processes: true }, quick: { upTo: 6, processes: false } },
  plan: (s) => Array.from({ length: s.upTo }, (_, i) => i + 1).flatMap((n) => ([0, 1] as const).map((variant) => ({
    params: { n, variant, process: s.processes }, cost: 4 ** Math.max(0, n - 6),
  }))),
  runUnit,
  gather: (_s, results) => {
    const rows: A328931Row[] = [];
    for (let i = 0; i < results.length; i += 2) {
      const a = results[i]!, b = results[i + 1]!;
      const published = A328931[a.n - 1];
      const mib = (r: A328931Term) => (r.maxRssBytes === null ? null : Math.round(r.maxRssBytes / 2 ** 20));
      const sec = (r: A328931Term) => (r.cpuSeconds === null ? null : Math.round(r.cpuSeconds * 10) / 10);
      rows.push({
        n: a.n, published: published === undefined ? null : published.toString(), ours: a.count, variantsAgree: a.count === b.count,
        match: published === undefined ? null : BigInt(a.count) === published, cpuSeconds: [sec(a), sec(b)], maxRssMiB: [mib(a), mib(b)],
      });
    }
    return { stats: { rows } };
  },
});

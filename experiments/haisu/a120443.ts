/**
 * A120443 (every Hamiltonian walk of the n×n grid, undirected) on one thread, on both frontier
 * keys: the compact key (one 32-bit word a state, sides up to 15) and the wide key (two words,
 * past 15), each term in a process of its own (_a120443-term.ts) with its CPU time, peak states,
 * table bytes and peak resident memory, beside the published term. The terms both keys count
 * show what the wide key costs; its growth per n projects the next term's states, memory and
 * time. A unit's cache key is the term script's import graph (`module`): the count depends on
 * nothing else, so editing what only gathers the table (this file, the published terms) keeps
 * the counted terms, which a large n makes worth keeping.
 */
import { A120443 } from '../../data/oeis.ts';
import { frontierCount, limbsFor, MAX_COMPACT_WIDTH, type FrontierKey } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { runOwnProcess } from '../pipeline/own-process.ts';

interface Unit { n: number; key: FrontierKey; process: boolean }
interface Size { terms: { n: number; key: FrontierKey }[]; processes: boolean }

/** One counted term, as the term script prints it (null figures where it ran inside the stats worker). */
interface A120443Term {
  n: number;
  key: FrontierKey;
  count: string;
  peakStates: number;
  peakBytes: number;
  cpuSeconds: number | null;
  maxRssBytes: number | null;
}

export interface A120443Row extends A120443Term {
  published: string | null;
  match: boolean | null;
}

/** A later term as the wide key's growth per n between its last two measured terms says it would be. */
interface A120443Projection { n: number; peakStates: number; peakBytes: number; cpuSeconds: number }

function runUnit(u: Unit): A120443Term {
  if (!u.process) {
    const r = frontierCount(u.n, u.n, [], u.key);
    return { n: u.n, key: u.key, count: r.count.toString(), peakStates: r.peakStates, peakBytes: r.peakBytes, cpuSeconds: null, maxRssBytes: null };
  }
  const r = runOwnProcess<A120443Term>('experiments/haisu/_a120443-term.ts', [u.n, u.key]);
  return { n: r.n, key: r.key, count: r.count, peakStates: r.peakStates, peakBytes: r.peakBytes, cpuSeconds: r.cpuSeconds, maxRssBytes: r.maxRssBytes };
}

/** Bytes of one slot of the wide key's table on the n×n board: the two key words and the count's limbs. */
const wideSlotBytes = (n: number): number => 8 + 4 * limbsFor(n * n);

/** The key a term was counted on: the narrowest choice takes the wide key past the compact key's sides. */
export const keyUsed = (r: Pick<A120443Term, 'n' | 'key'>): 'compact' | 'wide' =>
  (r.key === 'wide' || r.n > MAX_COMPACT_WIDTH ? 'wide' : 'compact');

/**
 * The wide key's growth per n between its last two measured terms (of any n apart: the growth
 * is the geometric mean a step), and the terms after them up to `to` at that growth: the peak
 * states and CPU time grown by it, the tables at the last term's bytes per state scaled to the
 * larger slot (more limbs) of the board.
 */
/** The terms counted on the wide key in a process of their own (so with their costs), smallest first. */
export const wideTerms = (rows: A120443Row[]): A120443Row[] =>
  rows.filter((r) => keyUsed(r) === 'wide' && r.cpuSeconds !== null).sort((x, y) => x.n - y.n);

export function projectTo(rows: A120443Row[], to: number): { from: [number, number]; statesPerN: number; cpuPerN: number; terms: A120443Projection[] } | null {
  const wide = wideTerms(rows);
  const [a, b] = [wide.at(-2), wide.at(-1)];
  if (!a || !b || b.n === a.n) return null;
  const steps = b.n - a.n;
  const statesPerN = (b.peakStates / a.peakStates) ** (1 / steps), cpuPerN = (b.cpuSeconds! / a.cpuSeconds!) ** (1 / steps);
  const bytesPerState = b.peakBytes / b.peakStates;
  const terms = Array.from({ length: Math.max(0, to - b.n) }, (_, i) => {
    const n = b.n + i + 1, peakStates = b.peakStates * statesPerN ** (i + 1);
    return { n, peakStates, peakBytes: peakStates * bytesPerState * wideSlotBytes(n) / wideSlotBytes(b.n), cpuSeconds: b.cpuSeconds! * cpuPerN ** (i + 1) };
  });
  return { from: [a.n, b.n], statesPerN, cpuPerN, terms };
}

export const experiment = defineExperiment<Size, Unit, A120443Term>({
  name: 'haisu-a120443',
  summary: 'A120443 (every Hamiltonian walk of the n×n grid) on the compact and the wide frontier key, each term in a process of its own, beside the published terms',
  module: new URL('./_a120443-term.ts', import.meta.url).href,
  sizes: {
    full: { terms: [{ n: 12, key: 'narrowest' }, { n: 12, key: 'wide' }, { n: 13, key: 'narrowest' }, { n: 13, key: 'wide' }, { n: 16, key: 'narrowest' }], processes: true },
    quick: { terms: [5, 6, 7].flatMap((n) => [{ n, key: 'narrowest' as const }, { n, key: 'wide' as const }]), processes: false },
  },
  plan: (s) => s.terms.map(({ n, key }) => ({ params: { n, key, process: s.processes }, cost: 4 ** Math.max(0, n - 6) })),
  runUnit,
  gather: (_s, results) => ({
    stats: {
      rows: results.map((r): A120443Row => {
        const published = A120443[r.n - 1];
        return { ...r, published: published === undefined ? null : published.toString(), match: published === undefined ? null : BigInt(r.count) === published };
      }),
    },
  }),
});

/**
 * Table 4, the haystack: exact counts of the Hamiltonian walks the numbers of a board have to
 * cut down to one. For every bank board, its S→G walks with every number stripped off; and two
 * sequences the counter reproduces, corner to opposite corner of odd squares (OEIS A001184) and
 * every path of the n×n grid (A120443; twice that, directed, is A096969). Counts are BigInts,
 * kept in stats.json as decimal strings.
 */
import { A001184, A096969, A120443 } from '../../data/oeis.ts';
import { HAISU_BANK, countPaths, parseId } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { sideName } from '../stitches/figures.ts';

type Unit = { kind: 'bank'; board: number } | { kind: 'corner'; side: number } | { kind: 'all'; n: number };
interface Counted { count: string }

interface Size { bank: number; cornerSides: number[]; allUpTo: number }

interface ShippedCount { seed: string; size: string; grade: string; walks: string }
/** A term of a sequence: ours, the published one (null past the listed terms), and whether they agree. */
export interface Term { n: number; ours: string; published: string | null; match: boolean | null }
export interface HaystackStats { shipped: ShippedCount[]; cornerToCorner: Term[]; allPairs: Term[]; directed: Term[] }

function countUnit(u: Unit): Counted {
  if (u.kind === 'corner') return { count: countPaths(u.side, u.side, { from: 0, to: u.side * u.side - 1 }).count.toString() };
  if (u.kind === 'all') return { count: countPaths(u.n, u.n).count.toString() };
  const b = HAISU_BANK[u.board]!;
  const parsed = parseId(b.id);
  if (!parsed.ok) throw new Error(`${b.seed}: ${parsed.error.message}`);
  const p = parsed.value, cell = ([r, c]: [number, number]) => r * p.width + c;
  return { count: countPaths(p.width, p.height, { from: cell(p.start), to: cell(p.goal) }).count.toString() };
}

const term = (n: number, ours: bigint, published: readonly bigint[], index: number): Term => {
  const p = published[index];
  return { n, ours: ours.toString(), published: p === undefined ? null : p.toString(), match: p === undefined ? null : p === ours };
};

function plan(s: Size): { params: Unit; cost: number }[] {
  return [
    ...HAISU_BANK.slice(0, s.bank).map((b, board) => ({ params: { kind: 'bank' as const, board }, cost: 2 ** Math.min(b.width, b.height) })),
    ...s.cornerSides.map((side) => ({ params: { kind: 'corner' as const, side }, cost: 2 ** side })),
    ...Array.from({ length: s.allUpTo }, (_, i) => ({ params: { kind: 'all' as const, n: i + 1 }, cost: 3 ** (i + 1) })),
  ];
}

export const experiment = defineExperiment<Size, Unit, Counted>({
  name: 'haisu-haystack',
  summary: 'Haisu table 4: exact walk counts of the bank boards with their numbers stripped, and the OEIS sequences A001184, A120443, A096969',
  module: import.meta.url,
  sizes: { full: { bank: HAISU_BANK.length, cornerSides: [3, 5, 7, 9, 11, 13], allUpTo: 13 }, quick: { bank: 2, cornerSides: [3, 5], allUpTo: 5 } },
  plan,
  runUnit: countUnit,
  gather: (s, results) => {
    const units = plan(s).map((u) => u.params);
    const at = (kind: Unit['kind']) => units.flatMap((u, i) => (u.kind === kind ? [{ u, count: BigInt(results[i]!.count) }] : []));
    const stats: HaystackStats = {
      shipped: at('bank').map(({ u, count }) => {
        const b = HAISU_BANK[(u as { board: number }).board]!;
        return { seed: b.seed, size: sideName(b.width, b.height), grade: b.grade, walks: count.toString() };
      }),
      cornerToCorner: at('corner').map(({ u, count }) => {
        const side = (u as { side: number }).side;
        return term(side, count, A001184, (side - 1) / 2);
      }),
      allPairs: at('all').map(({ u, count }) => term((u as { n: number }).n, count, A120443, (u as { n: number }).n - 1)),
      directed: at('all').map(({ u, count }) => {
        const n = (u as { n: number }).n;
        return term(n, n === 1 ? count : 2n * count, A096969, n - 1);
      }),
    };
    return { stats };
  },
});

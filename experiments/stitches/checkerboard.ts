/**
 * Table 3, the checkerboard flavour, exhaustively: can a 2×2 square have one diagonal in block
 * P and the other in block Q? For every grid up to 5×5, every square, both ways round (the
 * write-up counts both), and every split of the other cells between P and Q, check whether
 * both blocks come out connected. Two blocks are enough: with more, merging each other block
 * into a neighbour keeps P and Q connected, so a map with more blocks would give a two-block
 * one too. Cells are bits of one integer (at most 25), connectivity a flood over bit shifts.
 */
import { defineExperiment } from '../pipeline/experiment.ts';

interface Grid { width: number; height: number }
interface Unit extends Grid { row: number; col: number; /** 0: a and d in P; 1: b and c in P */ way: number }
interface Found { splits: number; realisable: number }

export interface CheckerboardRow { grid: string; placements: number; splitsEach: number; realisable: number }

/** The cells of `set` connected to the lowest one; equal to `set` when the set is connected. */
export function floodFrom(set: number, width: number, height: number): number {
  const all = (1 << (width * height)) - 1;
  let notLeftCol = 0, notRightCol = 0;
  for (let r = 0; r < height; r++) for (let c = 0; c < width; c++) {
    if (c > 0) notLeftCol |= 1 << (r * width + c);
    if (c < width - 1) notRightCol |= 1 << (r * width + c);
  }
  let reached = set & -set;
  for (;;) {
    const grown = (reached | ((reached << 1) & notLeftCol) | ((reached >>> 1) & notRightCol) | (reached << width) | (reached >>> width)) & all & set;
    if (grown === reached) return reached;
    reached = grown;
  }
}

function checkerSplits({ width, height, row, col, way }: Unit): Found {
  const n = width * height;
  const a = row * width + col, b = a + 1, c = a + width, d = c + 1;
  const [p1, p2, q1, q2] = way === 0 ? [a, d, b, c] : [b, c, a, d];
  const others: number[] = [];
  for (let x = 0; x < n; x++) if (x !== a && x !== b && x !== c && x !== d) others.push(x);
  const all = (1 << n) - 1;
  let realisable = 0;
  const splits = 2 ** others.length;
  for (let s = 0; s < splits; s++) {
    let p = (1 << p1) | (1 << p2);
    for (let i = 0; i < others.length; i++) if (s & (1 << i)) p |= 1 << others[i]!;
    const q = all & ~p;
    if ((q & (1 << q1)) === 0 || (q & (1 << q2)) === 0) continue;
    if (floodFrom(p, width, height) === p && floodFrom(q, width, height) === q) realisable++;
  }
  return { splits, realisable };
}

/** Grids width ≥ height from 2×2 up to the given side. */
const gridsUpTo = (side: number): Grid[] =>
  Array.from({ length: side - 1 }, (_, i) => i + 2).flatMap((width) => Array.from({ length: width - 1 }, (_, j) => ({ width, height: j + 2 })));

const unitsOf = (g: Grid): Unit[] => {
  const out: Unit[] = [];
  for (let row = 0; row + 1 < g.height; row++) for (let col = 0; col + 1 < g.width; col++) for (const way of [0, 1]) out.push({ ...g, row, col, way });
  return out;
};

export const experiment = defineExperiment<{ side: number }, Unit, Found>({
  name: 'stitches-checkerboard',
  summary: 'Stitches table 3: every split of every grid up to 5x5 between two blocks; can a 2x2 square be a checkerboard of two blocks?',
  module: import.meta.url,
  sizes: { full: { side: 5 }, quick: { side: 4 } },
  plan: ({ side }) => gridsUpTo(side).flatMap(unitsOf).map((u) => ({ params: u, cost: 2 ** (u.width * u.height - 4) })),
  runUnit: checkerSplits,
  gather: ({ side }, found) => {
    let at = 0;
    const rows: CheckerboardRow[] = gridsUpTo(side).map((g) => {
      const mine = found.slice(at, (at += unitsOf(g).length));
      return { grid: `${g.width}x${g.height}`, placements: mine.length, splitsEach: mine[0]!.splits, realisable: mine.reduce((s, f) => s + f.realisable, 0) };
    });
    return { stats: rows };
  },
});

/**
 * Table 3, facts counted rather than asserted:
 * - singletons: a one-cell region is entered once, so its number is 1; and S is on its region's
 *   first entry. Counted over boards with a real walk (boards.ts) cut into small regions.
 * - rub: rubbing the numbers off one-cell regions and S leaves the walk count as it was (walks
 *   counted up to CAP on fully numbered boards, with and without them).
 * - start: writing 1 back on S of every bank board, and solving again: answers and search nodes.
 * - colour: every pair of distinct end cells of a grid, screened by colour, and each one that
 *   passes counted exactly (a pass with no walk is a false pass).
 * - region screen: 2d − ends ≤ border on every region of random cuts (a fail is a cut the
 *   generator draws again).
 * - window: every region of boards with a real walk, its entries against the floor (its colour
 *   imbalance, and 1) and the ceiling (half its border crossings and ends, and its cells).
 */
import { Rng } from '../../src/core/rng.ts';
import { cutRegions } from '../../src/core/regions.ts';
import { type Cell, HAISU_BANK, type HaisuPuzzle, blankPuzzle, colourScreen, compileBoard, countPaths, countWalks, defaultRegions, isSilent, parseId, regionScreen } from '../../src/haisu/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { chunks, sideName, sumTallies } from '../stitches/figures.ts';
import { cellsByRegion, walkedBoard } from './boards.ts';
import { WRITEUP_READINGS } from './writeup.ts';

// walks are counted as far as the write-up counted them
const CAP = WRITEUP_READINGS.cap;

type Unit =
  | { kind: 'singletons'; side: number; regions: number; from: number; to: number }
  | { kind: 'rub'; side: number; regions: number; from: number; to: number; budget: number }
  | { kind: 'start'; from: number; to: number }
  | { kind: 'colour'; width: number; height: number }
  | { kind: 'region-screen'; side: number; from: number; to: number }
  | { kind: 'window'; side: number; from: number; to: number };
type Tally = Record<string, number>;

interface Size {
  singletons: { side: number; regions: number; boards: number }[];
  rub: { side: number; regions: number; boards: number }[];
  rubBudget: number;
  /** bank boards to solve again (all of them at full size) */
  start: number;
  colour: [number, number][];
  regionScreen: { sides: number[]; cuts: number };
  window: { side: number; boards: number }[];
  perUnit: number;
}

const boardRng = (what: string, side: number, regions: number, i: number) => Rng.fromSeed(`haisu-facts ${what} ${side}x${side} r${regions} #${i}`);

function singletons({ side, regions, from, to }: { side: number; regions: number; from: number; to: number }): Tally {
  const t = { boards: 0, regions: 0, notOne: 0, startNotFirst: 0 };
  for (let i = from; i < to; i++) {
    const b = walkedBoard(side, regions, boardRng('singletons', side, regions, i));
    t.boards++;
    for (const cells of cellsByRegion(b)) {
      if (cells.length !== 1) continue;
      t.regions++;
      if (b.entry[cells[0]!] !== 1) t.notOne++;
    }
    if (b.entry[b.walk[0]!] !== 1) t.startNotFirst++;
  }
  return t;
}

const walksOf = (p: HaisuPuzzle, budget: number): number => {
  const w = countWalks(compileBoard(p), { maxSolutions: CAP, nodeBudget: budget });
  return w.exhausted ? -1 : w.walks;
};

function rub({ side, regions, from, to, budget }: { side: number; regions: number; from: number; to: number; budget: number }): Tally {
  const t = { boards: 0, withSilent: 0, unchanged: 0, changed: 0, undecided: 0 };
  for (let i = from; i < to; i++) {
    const b = walkedBoard(side, regions, boardRng('rub', side, regions, i));
    const full = b.puzzle(b.walk);
    const spoken = full.numbers.filter((n) => !isSilent(full, n.r, n.c));
    t.boards++;
    if (spoken.length === full.numbers.length) continue;
    t.withSilent++;
    const before = walksOf(full, budget), after = walksOf({ ...full, numbers: spoken }, budget);
    if (before < 0 || after < 0) t.undecided++;
    else if (before === after) t.unchanged++;
    else t.changed++;
  }
  return t;
}

function startWritten({ from, to }: { from: number; to: number }): Tally {
  const t = { boards: 0, answersChanged: 0, nodesChanged: 0, nodesWithout: 0, nodesWith: 0 };
  for (const entry of HAISU_BANK.slice(from, to)) {
    const parsed = parseId(entry.id);
    if (!parsed.ok) throw new Error(`${entry.seed}: ${parsed.error.message}`);
    const p = parsed.value;
    const [r, c] = p.start;
    const solve = (q: HaisuPuzzle) => countWalks(compileBoard(q), { maxSolutions: 2 });
    const without = solve(p), withOne = solve({ ...p, numbers: [...p.numbers, { r, c, n: 1 }] });
    t.boards++;
    if (without.walks !== withOne.walks) t.answersChanged++;
    if (without.nodes !== withOne.nodes) t.nodesChanged++;
    t.nodesWithout += without.nodes;
    t.nodesWith += withOne.nodes;
  }
  return t;
}

function colourPairs({ width, height }: { width: number; height: number }): Tally {
  const t = { width, height, pairs: 0, killed: 0, passed: 0, falsePasses: 0, killedWithWalk: 0 };
  const n = width * height, at = (c: number): Cell => [Math.floor(c / width), c % width];
  for (let a = 0; a < n; a++) {
    for (let b = a + 1; b < n; b++) {
      t.pairs++;
      const passes = colourScreen(compileBoard(blankPuzzle(width, height, at(a), at(b))));
      const walks = countPaths(width, height, { from: a, to: b }).count;
      if (passes) { t.passed++; if (walks === 0n) t.falsePasses++; }
      else { t.killed++; if (walks > 0n) t.killedWithWalk++; }
    }
  }
  return t;
}

function regionScreenCuts({ side, from, to }: { side: number; from: number; to: number }): Tally {
  const t = { cuts: 0, failed: 0 };
  const regions = defaultRegions(side, side);
  for (let i = from; i < to; i++) {
    const region = cutRegions({ width: side, height: side }, regions, Rng.fromSeed(`haisu-facts cut ${side}x${side} #${i}`));
    const p = { ...blankPuzzle(side, side, [0, 0], [0, 1]), regions: Array.from({ length: side }, (_, r) => Array.from(region.subarray(r * side, (r + 1) * side))) };
    t.cuts++;
    if (regionScreen(compileBoard(p)).length > 0) t.failed++;
  }
  return t;
}

function visitWindow({ side, from, to }: { side: number; from: number; to: number }): Tally {
  const t = { boards: 0, regions: 0, below: 0, above: 0, atFloor: 0, atCeiling: 0 };
  const regions = defaultRegions(side, side);
  for (let i = from; i < to; i++) {
    const b = walkedBoard(side, regions, boardRng('window', side, regions, i));
    const board = compileBoard(b.puzzle([]));
    t.boards++;
    for (let r = 0; r < regions; r++) {
      const v = b.total[r]!;
      const floor = Math.max(1, board.imbalance[r]!);
      const ceiling = Math.min(board.cellsOf[r]!.length, Math.floor((board.borders[r]!.length + board.ends[r]!) / 2));
      t.regions++;
      if (v < floor) t.below++;
      if (v > ceiling) t.above++;
      if (v === floor) t.atFloor++;
      if (v === ceiling) t.atCeiling++;
    }
  }
  return t;
}

function runFact(u: Unit): Tally {
  switch (u.kind) {
    case 'singletons': return singletons(u);
    case 'rub': return rub(u);
    case 'start': return startWritten(u);
    case 'colour': return colourPairs(u);
    case 'region-screen': return regionScreenCuts(u);
    case 'window': return visitWindow(u);
  }
}

/** A tally per grid size. */
interface SizedTally { size: string; counts: Tally }

export interface FactStats {
  singletons: SizedTally[];
  rub: SizedTally[];
  start: Tally;
  colour: Tally[];
  regionScreen: SizedTally[];
  window: SizedTally[];
}

function plan(s: Size): { params: Unit; cost: number }[] {
  const split = <T extends object>(boards: number, per: number, make: (from: number, to: number) => T) => chunks(boards, per).map(({ from, to }) => make(from, to));
  return [
    ...s.singletons.flatMap((g) => split(g.boards, s.perUnit, (from, to) => ({ params: { kind: 'singletons' as const, ...g, from, to }, cost: (to - from) * g.side ** 2 }))),
    ...s.rub.flatMap((g) => split(g.boards, s.perUnit, (from, to) => ({ params: { kind: 'rub' as const, side: g.side, regions: g.regions, from, to, budget: s.rubBudget }, cost: (to - from) * g.side ** 4 }))),
    ...split(s.start, 8, (from, to) => ({ params: { kind: 'start' as const, from, to }, cost: (to - from) * 1_000 })),
    ...s.colour.map(([width, height]) => ({ params: { kind: 'colour' as const, width, height }, cost: (width * height) ** 3 })),
    ...s.regionScreen.sides.flatMap((side) => split(s.regionScreen.cuts, 5_000, (from, to) => ({ params: { kind: 'region-screen' as const, side, from, to }, cost: (to - from) * side }))),
    ...s.window.flatMap((g) => split(g.boards, 500, (from, to) => ({ params: { kind: 'window' as const, side: g.side, from, to }, cost: (to - from) * g.side ** 2 }))),
  ];
}

function gather(s: Size, tallies: Tally[]): FactStats {
  const units = plan(s).map((u) => u.params);
  const of = (kind: Unit['kind']) => tallies.filter((_, i) => units[i]!.kind === kind);
  const bySize = (kind: Unit['kind'], key: (u: Unit) => number): SizedTally[] => {
    const mine = units.map((u, i) => ({ u, t: tallies[i]! })).filter((x) => x.u.kind === kind);
    return [...new Set(mine.map((x) => key(x.u)))].map((side) => ({ size: sideName(side, side), counts: sumTallies(mine.filter((x) => key(x.u) === side).map((x) => x.t)) }));
  };
  const side = (u: Unit) => ('side' in u ? u.side : 0);
  return {
    singletons: bySize('singletons', side), rub: bySize('rub', side), start: sumTallies(of('start')), colour: of('colour'),
    regionScreen: bySize('region-screen', side), window: bySize('window', side),
  };
}

export const experiment = defineExperiment<Size, Unit, Tally>({
  name: 'haisu-facts',
  summary: 'Haisu table 3: one-cell regions and S always say 1, rubbing them off changes nothing, the colour and region screens, the visit window',
  module: import.meta.url,
  sizes: {
    full: {
      singletons: [{ side: 6, regions: 18, boards: 600 }, { side: 8, regions: 32, boards: 600 }],
      rub: [{ side: 6, regions: 18, boards: 150 }, { side: 8, regions: 32, boards: 150 }], rubBudget: 100_000,
      start: HAISU_BANK.length,
      colour: [[3, 3], [4, 4], [5, 5], [6, 6], [7, 7], [8, 8], [2, 5], [2, 6], [3, 4], [3, 5], [3, 6], [3, 7], [4, 5], [4, 7], [5, 6], [6, 8]],
      regionScreen: { sides: [6, 8, 10], cuts: 20_000 },
      window: [{ side: 6, boards: 4_800 }, { side: 8, boards: 2_600 }, { side: 10, boards: 1_700 }],
      perUnit: 50,
    },
    quick: {
      singletons: [{ side: 5, regions: 12, boards: 10 }], rub: [{ side: 5, regions: 12, boards: 4 }], rubBudget: 20_000, start: 2,
      colour: [[3, 3], [3, 4], [4, 4]], regionScreen: { sides: [5], cuts: 200 }, window: [{ side: 5, boards: 40 }], perUnit: 10,
    },
  },
  plan,
  runUnit: runFact,
  gather: (s, tallies) => ({ stats: gather(s, tallies) }),
});

/**
 * Table 6, second half: below the ceiling of w + h − 2 the margins are a dial. On unique
 * full-margin puzzles from the generator: for each even number of margins kept, one random
 * choice of that many margins per board, and whether the board stays unique; then the greedy
 * minimiser the generator uses for --margins minimal (drop the two free margins, then try each
 * other in random order), and how many margins it keeps.
 */
import { Rng } from '../../src/core/rng.ts';
import { NodeBudget } from '../../src/core/search.ts';
import { type StitchesPuzzle, buildModel, candidateBetween, dropFreeMargins, generate, marginsOf, minimiseMargins, uniqueness } from '../../src/stitches/research.ts';
import { defineExperiment } from '../pipeline/experiment.ts';
import { boardUnits, resultsBySide, type BoardSample, type BoardUnit } from './board-sample.ts';
import { sideName } from './figures.ts';
import { type BoardKind, EXACT_NODES, sewWith } from './maps.ts';

/** per board: unique (1) or not (0) at each number kept (keptCounts order), and the greedy minimiser's count */
interface Dial { unique: number[][]; greedy: number[] }

export interface DialRow { kind?: BoardKind; size: string; blocks: number; boards: number; kept: number[]; unique: number[]; greedy: number[]; ceiling: number }

/** Even numbers of margins from 2 to all of them. */
export const keptCounts = (side: number): number[] => Array.from({ length: side }, (_, i) => 2 * (i + 1));

/** The puzzle with only the margins in `keep` (line ids: rows, then height + column). */
function keepOnly(p: StitchesPuzzle, keep: ReadonlySet<number>): StitchesPuzzle {
  return { ...p, rows: p.rows.map((v, r) => (keep.has(r) ? v : null)), cols: p.cols.map((v, c) => (keep.has(p.height + c) ? v : null)) };
}

/** Whether the planted answer is the only one, decided exactly. */
function uniqueTest(planted: Uint8Array): (q: StitchesPuzzle) => boolean {
  return (q) => {
    const verdict = uniqueness(buildModel(q), planted, new NodeBudget(EXACT_NODES));
    if (verdict === 'unknown') throw new Error('a uniqueness check ran out of nodes');
    return verdict === 'unique';
  };
}

/** A unique full-margin puzzle of the kind, drawn with `rng`, and its answer's candidate ids. */
function uniqueBoard(kind: BoardKind, side: number, rng: Rng): { puzzle: StitchesPuzzle; planted: Uint8Array } {
  const g = { width: side, height: side };
  if (kind !== 'generator') {
    for (;;) {
      const sewn = sewWith(kind, g, side, rng);
      const puzzle = { ...sewn.bare, ...marginsOf(g, sewn.answer) };
      if (uniqueTest(sewn.planted)(puzzle)) return { puzzle, planted: sewn.planted };
    }
  }
  const made = generate({ ...g, blocks: side, k: 1, margins: 'full', nodeBudget: 1e8 }, rng);
  const m = buildModel(made.puzzle);
  const planted = new Uint8Array(m.candCount);
  for (const [[r1, c1], [r2, c2]] of made.answer.stitches) planted[candidateBetween(m, r1 * side + c1, r2 * side + c2)] = 1;
  return { puzzle: made.puzzle, planted };
}

export function dialBoards({ side, from, to, kind = 'generator' }: BoardUnit): Dial {
  const out: Dial = { unique: [], greedy: [] };
  for (let i = from; i < to; i++) {
    const rng = Rng.fromSeed(`stitches dial ${kind === 'generator' ? '' : `${kind} `}${side}x${side} #${i}`);
    const made = uniqueBoard(kind, side, rng);
    const isUnique = uniqueTest(made.planted);
    const lines = Array.from({ length: 2 * side }, (_, j) => j);
    out.unique.push(keptCounts(side).map((kept) => (isUnique(keepOnly(made.puzzle, new Set(rng.shuffle(lines.slice()).slice(0, kept)))) ? 1 : 0)));
    const minimal = minimiseMargins(dropFreeMargins(made.puzzle, rng), rng, isUnique);
    out.greedy.push([...minimal.rows, ...minimal.cols].filter((v) => v !== null).length);
  }
  return out;
}

function dialRows(s: BoardSample, dials: Dial[]): DialRow[] {
  return resultsBySide(s, dials).map(({ kind, side, results: mine }): DialRow => {
    const unique = mine.flatMap((d) => d.unique);
    return {
      ...(kind ? { kind } : {}), size: sideName(side, side), blocks: side, boards: s.boards, kept: keptCounts(side),
      unique: keptCounts(side).map((_, j) => unique.reduce((s, u) => s + u[j]!, 0)), greedy: mine.flatMap((d) => d.greedy), ceiling: 2 * side - 2,
    };
  });
}

export const experiment = defineExperiment<BoardSample, BoardUnit, Dial>({
  name: 'stitches-margin-dial',
  summary: 'Stitches table 6: share unique per number of margins kept, and the greedy minimiser beside the ceiling w + h - 2, 120 boards per size',
  module: import.meta.url,
  sizes: { full: { sides: [8, 10, 12], boards: 120, perUnit: 10 }, quick: { sides: [8], boards: 4, perUnit: 2 } },
  plan: (s) => boardUnits(s, (side) => side ** 3),
  runUnit: dialBoards,
  gather: (s, dials) => ({ stats: dialRows(s, dials) }),
});

/** The same dial and minimiser on boards sewn the write-up's way (maps.ts), to tell which difference moves the figures. */
export const writeupExperiment = defineExperiment<BoardSample, BoardUnit, Dial>({
  name: 'stitches-margin-dial-writeup',
  summary: 'Stitches table 6 like for like: the margin dial and the greedy minimiser on boards sewn the write-up\'s way (unbalanced cutter, swap twins kept)',
  module: import.meta.url,
  sizes: { full: { sides: [8, 10, 12], boards: 120, perUnit: 10, kinds: ['writeup', 'unbalanced'] }, quick: { sides: [8], boards: 4, perUnit: 2, kinds: ['writeup', 'unbalanced'] } },
  plan: (s) => boardUnits(s, (side) => side ** 3),
  runUnit: dialBoards,
  gather: (s, dials) => ({ stats: dialRows(s, dials) }),
});
